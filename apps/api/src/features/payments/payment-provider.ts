// The card payment provider behind PRO purchases and gifts (decision 0009). Two adapters:
// stripe-provider.ts (the official SDK; when STRIPE_SECRET_KEY is set) and local-provider.ts
// (a local test card processor with Stripe's test card numbers; the default and the tests').
// Card data never reaches the API with Stripe: the browser turns it into a payment method id.

export type ProviderName = 'local' | 'stripe';

/** A provider subscription's state, as both adapters report it. */
export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface PlanTerms {
  sku: string;
  name: string;
  /** Yearly list price in cents. */
  amountCents: number;
  trialPeriodDays: number;
}

export interface DiscountForProvider {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
}

/** Something the provider tells us happened to a subscription (webhook or local clock). */
export interface ProviderEvent {
  /** The provider's event id; applied once (payment_events). */
  id: string;
  type: string;
  /** The subscription's state after the event; null for events that are not about one. */
  subscription: ProviderSubscription | null;
  /** The Stripe Connect account an account.updated event is about (decision 0018); absent otherwise. */
  connectedAccountId?: string;
}

/** A card the provider refused, with the provider's own message for the buyer (spec section 8). */
export class PaymentDeclinedError extends Error {
  constructor(
    /** card_declined, insufficient_funds, expired_card, incorrect_cvc, authentication_required, … */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider could not be reached or failed on its side: nothing was bought; try again. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature does not verify (or is missing). */
export class WebhookSignatureError extends Error {}

/**
 * How the card will be used again: `keep-card` for a stay's first payment (the campground may
 * change the stay later and charge the difference on the same card, which Stripe allows only for a
 * card saved for off-session use); `off-session` for that later charge, made while the guest is
 * not there. Absent: a one-off payment (a gift).
 */
export type CardReuse = 'keep-card' | 'off-session';

export interface CardPaymentInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  reuse?: CardReuse;
}

export interface CardPaymentProvider {
  readonly name: ProviderName;
  /** The provider's customer for a user, created when `existingId` is null. */
  ensureCustomer(input: {
    existingId: string | null;
    userId: number;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<string>;
  /**
   * Attaches the payment method to the customer and starts a yearly subscription with the plan's
   * trial and the discount on its first year. Throws PaymentDeclinedError for a refused card
   * (including one that needs authentication: the buyer is told to use another card). A customer
   * who already has a live subscription (trialing, active, past_due) gets that one back and
   * nothing new is created: a purchase retried after a lost answer, under a new key, must not
   * subscribe (and charge) the buyer twice.
   */
  createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    plan: PlanTerms;
    discount: DiscountForProvider | null;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  /**
   * The customer's live subscription (trialing, active, past_due), newest first; null when there
   * is none. Asked when a purchase was left pending by a process that stopped mid-purchase: the
   * provider knows whether that purchase made a subscription (docs/api-pro.md "Interrupted
   * purchases").
   */
  findLiveSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /** Cancel at the end of the period (true) or take that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /**
   * Ends the subscription now: nothing more is charged, not even a retry of a failed renewal
   * (an account being deleted). One already ended is answered as it is.
   */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** A one-off charge (gifts). Throws PaymentDeclinedError when refused. */
  charge(input: CardPaymentInput): Promise<{ id: string }>;
  /**
   * A hold on the card for a stay booked by request (docs/api-bookings.md): nothing is charged
   * until it is captured, and it is voided when the request is declined or times out. Throws
   * PaymentDeclinedError when refused. The same key answers the same authorization.
   */
  authorize(input: CardPaymentInput): Promise<{ id: string }>;
  /**
   * The card a charge or authorization was made with, so a stay the campground changed can be
   * charged the difference (or held anew) on the same card (docs/api-manager.md).
   */
  paymentMethodOf(input: { paymentId: string }): Promise<string>;
  /** Charges the held amount. One already captured is answered as it is. */
  capture(input: { paymentId: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Releases a hold that was not captured. One already voided is answered as it is. */
  voidAuthorization(input: { paymentId: string; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * Gives back part or all of a captured charge (a cancelled stay). The same key answers the same
   * refund; more than what is left to refund is a PaymentProviderError.
   */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** Verifies and reads a webhook delivery; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<ProviderEvent>;
}
