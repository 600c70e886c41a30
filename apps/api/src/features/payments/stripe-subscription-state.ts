// Reads a Stripe subscription (or invoice) into the provider interface's terms.
import type Stripe from 'stripe';
import type { ProviderSubscription, ProviderSubscriptionStatus } from './payment-provider.ts';

// incomplete_expired and unpaid end the membership; paused (a trial that ended without a card,
// which our purchases never leave behind) does not give PRO either.
const STATUSES: Partial<Record<string, ProviderSubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  unpaid: 'canceled',
  paused: 'canceled',
};

export function providerStatus(status: string): ProviderSubscriptionStatus {
  return STATUSES[status] ?? 'canceled';
}

// API versions before 2025-03-31 keep current_period_end on the subscription; later ones (ours
// is pinned in stripe-provider.ts) keep it on each item. A webhook endpoint set to an older
// version still sends the old shape, so both are read.
interface LegacyPeriod {
  current_period_end?: number;
}

function currentPeriodEnd(subscription: Stripe.Subscription): number {
  const legacy = (subscription as LegacyPeriod).current_period_end;
  if (typeof legacy === 'number') return legacy;
  const itemEnds = subscription.items.data.map((item) => item.current_period_end).filter((end) => end > 0);
  if (itemEnds.length > 0) return Math.max(...itemEnds);
  return subscription.trial_end ?? subscription.billing_cycle_anchor;
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: providerStatus(subscription.status),
    trialEnd: subscription.trial_end === null ? null : fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(currentPeriodEnd(subscription)),
    // A cancellation set from Stripe's Dashboard may use cancel_at instead: either way it will
    // not renew.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

interface LegacyInvoice {
  subscription?: string | { id: string } | null;
}

/** The subscription an invoice bills, in the current shape (parent) or the pre-2025 one. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = invoice.parent?.subscription_details?.subscription;
  if (current) return idOf(current);
  const legacy = (invoice as LegacyInvoice).subscription;
  return legacy ? idOf(legacy) : null;
}
