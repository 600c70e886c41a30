// Reads a verified Stripe event into a ProviderEvent: the subscription's state after it, for the
// events that move a membership (docs/api-pro.md, Stripe webhook); null for the rest. An
// account.updated also names the connected account, whose payout state is then read again.
import type Stripe from 'stripe';
import type { ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { invoiceSubscriptionId, toProviderSubscription } from './stripe-subscription-state.ts';

async function subscriptionOf(stripe: Stripe, event: Stripe.Event): Promise<ProviderSubscription | null> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return toProviderSubscription(event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // The invoice says what happened to one payment; the subscription's state (active again,
      // past_due while Stripe retries, …) is read from Stripe as it is now.
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      if (subscriptionId === null) return null;
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    }
    default:
      return null;
  }
}

export async function toProviderEvent(stripe: Stripe, event: Stripe.Event): Promise<ProviderEvent> {
  const answer: ProviderEvent = { id: event.id, type: event.type, subscription: await subscriptionOf(stripe, event) };
  // A connected account's update (Connect events name the account; the object is the account).
  if (event.type === 'account.updated') answer.connectedAccountId = event.account ?? event.data.object.id;
  return answer;
}
