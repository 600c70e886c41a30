// The Stripe adapter of CardPaymentProvider (decision 0009), on the official SDK. Card data never
// reaches us: the browser turns the card into a payment method id with Stripe Elements. Every
// call that creates something at Stripe carries an idempotency key derived from the caller's, so
// a retry after a lost answer never makes a second customer, subscription or charge.
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CardPaymentInput,
  type CardPaymentProvider,
  type ProviderSubscription,
} from './payment-provider.ts';
import { ensureCoupon, findOrCreatePrice } from './stripe-catalog.ts';
import { authenticationRequired, declineFromIntent, toPaymentError } from './stripe-errors.ts';
import { toProviderEvent } from './stripe-events.ts';
import { toProviderSubscription } from './stripe-subscription-state.ts';

/** Subscriptions that will still charge the customer. */
const LIVE_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['trialing', 'active', 'past_due']);

/**
 * The Stripe API version every request is made with: the SDK's own (its types describe exactly
 * this version), so an account default changed in Stripe's Dashboard cannot change our answers.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends requests (scheme, host and port only); Stripe's API when absent. */
  apiUrl?: string | undefined;
  /** The SDK retries network errors, 409s and 5xx with the same idempotency key; 2 by default. */
  maxNetworkRetries?: number;
  /** Per request, in ms: a buyer is waiting. */
  timeoutMs?: number;
}

// Stripe accepts idempotency keys of up to 255 characters; ours may already be that long.
function keyDeriver(key: string): (step: string) => string {
  const base = key.length > 200 ? createHash('sha256').update(key).digest('hex') : key;
  return (step) => `${base}:${step}`;
}

/** The SDK client every Stripe adapter uses (cards here, Connect payouts in features/payouts). */
export function createStripeClient(
  options: Pick<StripeProviderOptions, 'secretKey' | 'apiUrl' | 'maxNetworkRetries' | 'timeoutMs'>,
): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Campwise' },
    ...(url
      ? {
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

/** Runs Stripe calls, turning whatever they throw into the interface's errors. */
async function calling<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPaymentError(error);
  }
}

export function createStripePaymentProvider(options: StripeProviderOptions): CardPaymentProvider {
  const stripe = createStripeClient(options);

  /** Why an incomplete subscription's first payment did not go through. */
  async function declineOf(subscription: Stripe.Subscription) {
    const invoice = subscription.latest_invoice;
    const payment = typeof invoice === 'object' && invoice !== null ? invoice.payments?.data[0]?.payment : undefined;
    const intent = payment?.payment_intent;
    try {
      if (typeof intent === 'string') return declineFromIntent(await stripe.paymentIntents.retrieve(intent));
      if (intent) return declineFromIntent(intent);
    } catch {
      // The subscription is refused either way; only the wording is lost.
    }
    return authenticationRequired();
  }

  /**
   * The customer's newest subscription that has not ended. Without a status Stripe lists every
   * subscription but the canceled ones, newest first; a customer has one live at a time (the
   * purchase refuses a member), so a short page is enough.
   */
  async function liveSubscriptionOf(customerId: string): Promise<Stripe.Subscription | null> {
    const page = await stripe.subscriptions.list({ customer: customerId, limit: 10 });
    return page.data.find((subscription) => LIVE_STATUSES.has(subscription.status)) ?? null;
  }

  /**
   * A confirmed PaymentIntent for the card: charged now (automatic capture: charges) or held
   * until captured (manual: requests to book). A card that needs the buyer's action is refused;
   * its intent is cancelled so nothing waits on it.
   */
  async function confirmIntent(input: CardPaymentInput, capture: 'automatic' | 'manual'): Promise<{ id: string }> {
    const step = capture === 'automatic' ? 'charge' : 'authorize';
    const keyFor = keyDeriver(input.idempotencyKey);
    const intent = await calling(() =>
      stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          description: input.description,
          confirm: true,
          ...(capture === 'manual' ? { capture_method: 'manual' as const } : {}),
          // A stay's card is saved to the customer so a later change can be charged on it; that
          // later charge says the guest is not present (Stripe refuses reuse otherwise).
          ...(input.reuse === 'keep-card' ? { setup_future_usage: 'off_session' as const } : {}),
          ...(input.reuse === 'off-session' ? { off_session: true } : {}),
          // Cards only in practice; a payment method that would redirect the buyer is refused.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: keyFor(step) },
      ),
    );
    const done =
      capture === 'manual'
        ? intent.status === 'requires_capture'
        : intent.status === 'succeeded' || intent.status === 'processing';
    if (done) return { id: intent.id };
    if (intent.status === 'requires_action') {
      try {
        await stripe.paymentIntents.cancel(intent.id, undefined, { idempotencyKey: keyFor(`cancel-${step}`) });
      } catch {
        // An unconfirmed intent charges and holds nothing; Stripe leaves it waiting, which is harmless.
      }
    }
    throw declineFromIntent(intent);
  }

  return {
    name: 'stripe',

    async ensureCustomer({ existingId, userId, email, name, idempotencyKey }) {
      if (existingId !== null) return existingId;
      const customer = await calling(() =>
        stripe.customers.create(
          { email, name, metadata: { user_id: String(userId) } },
          { idempotencyKey: keyDeriver(idempotencyKey)('customer') },
        ),
      );
      return customer.id;
    },

    async createSubscription({ customerId, paymentMethodId, plan, discount, idempotencyKey }) {
      const keyFor = keyDeriver(idempotencyKey);
      // A purchase whose answer was lost is retried under a new key (its pending row was freed),
      // which Stripe's idempotency cannot recognise: a live subscription means that attempt
      // succeeded, and it is answered instead of a second one. Checked before the card is
      // attached or made the default: the live subscription keeps paying with the card it was
      // created with, and a refused new card must not turn a subscribed buyer into a decline.
      const live = await calling(() => liveSubscriptionOf(customerId));
      if (live) return toProviderSubscription(live);
      const subscription = await calling(async () => {
        // Stripe checks the card when it is attached: a refused card stops here, before anything
        // else is created. Its test ids (pm_card_visa) attach as a new payment method, so the
        // id Stripe answers is the one used from here on.
        const { id: paymentMethod } = await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customerId },
          { idempotencyKey: keyFor('attach') },
        );
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethod } },
          { idempotencyKey: keyFor('default-payment-method') },
        );
        const priceId = await findOrCreatePrice(stripe, plan, keyFor);
        const couponId = discount ? await ensureCoupon(stripe, discount, keyFor) : null;
        return stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            default_payment_method: paymentMethod,
            // A trial's first invoice is $0 and is paid at once (trialing, nothing charged);
            // without a trial the first year is charged now: active when paid, incomplete when
            // the card is refused or needs authentication (handled below). default_incomplete
            // would leave even a trial waiting for a confirmation we never send.
            payment_behavior: 'allow_incomplete',
            ...(plan.trialPeriodDays > 0 ? { trial_period_days: plan.trialPeriodDays } : {}),
            ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
            metadata: { sku: plan.sku },
            expand: ['latest_invoice.payments'],
          },
          { idempotencyKey: keyFor('subscription') },
        );
      });

      if (subscription.status === 'incomplete' || subscription.status === 'incomplete_expired') {
        const decline = await declineOf(subscription);
        try {
          await stripe.subscriptions.cancel(subscription.id, undefined, {
            idempotencyKey: keyFor('cancel-incomplete'),
          });
        } catch {
          // Nothing was charged; Stripe expires an incomplete subscription by itself after a day.
        }
        throw decline;
      }
      return toProviderSubscription(subscription);
    },

    async findLiveSubscription(customerId): Promise<ProviderSubscription | null> {
      const live = await calling(() => liveSubscriptionOf(customerId));
      return live ? toProviderSubscription(live) : null;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel): Promise<ProviderSubscription> {
      const subscription = await calling(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
      return toProviderSubscription(subscription);
    },

    async cancelNow(subscriptionId): Promise<ProviderSubscription> {
      return calling(async () => {
        // Read first: Stripe refuses to cancel a subscription twice, and a retry after a lost
        // answer must find the outcome it asked for.
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status === 'canceled' || current.status === 'incomplete_expired') {
          return toProviderSubscription(current);
        }
        // No proration and no final invoice (Stripe's defaults); Stripe also stops collecting
        // the subscription's open invoices, so a failed renewal is not retried.
        return toProviderSubscription(await stripe.subscriptions.cancel(subscriptionId));
      });
    },

    charge: (input) => confirmIntent(input, 'automatic'),

    // capture_method manual: the card is checked and the amount held, charged only on capture
    // (a request to book the manager approves) and released on cancel (declined, timed out).
    authorize: (input) => confirmIntent(input, 'manual'),

    async paymentMethodOf({ paymentId }) {
      const intent = await calling(() => stripe.paymentIntents.retrieve(paymentId));
      const method = intent.payment_method;
      if (!method) throw new PaymentProviderError(`Payment ${paymentId} has no payment method.`);
      return typeof method === 'string' ? method : method.id;
    },

    async capture({ paymentId, idempotencyKey }) {
      return calling(async () => {
        // Read first: Stripe refuses to capture twice, and a retry must find what it asked for.
        const current = await stripe.paymentIntents.retrieve(paymentId);
        if (current.status === 'succeeded') return { id: current.id };
        const captured = await stripe.paymentIntents.capture(
          paymentId,
          {},
          { idempotencyKey: keyDeriver(idempotencyKey)('capture') },
        );
        return { id: captured.id };
      });
    },

    async voidAuthorization({ paymentId, idempotencyKey }) {
      return calling(async () => {
        const current = await stripe.paymentIntents.retrieve(paymentId);
        if (current.status === 'canceled') return { id: current.id };
        const canceled = await stripe.paymentIntents.cancel(
          paymentId,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: keyDeriver(idempotencyKey)('void') },
        );
        return { id: canceled.id };
      });
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const refund = await calling(() =>
        stripe.refunds.create(
          { payment_intent: paymentId, amount: amountCents, reason: 'requested_by_customer' },
          { idempotencyKey: keyDeriver(idempotencyKey)('refund') },
        ),
      );
      return { id: refund.id };
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not verify.');
      }
      return calling(() => toProviderEvent(stripe, event));
    },
  };
}
