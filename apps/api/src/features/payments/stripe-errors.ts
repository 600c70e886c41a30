// Turns what the Stripe SDK throws (or a payment intent that did not succeed) into the provider
// interface's errors: a refused card is PaymentDeclinedError with Stripe's message for the buyer;
// anything else (network, 5xx, a request Stripe rejected) is PaymentProviderError: nothing bought.
import Stripe from 'stripe';
import { PaymentDeclinedError, PaymentProviderError } from './payment-provider.ts';

/** Stripe gives no message for a payment waiting on 3-D Secure; we refuse it (decision 0009). */
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your card needs to be authenticated by your bank. Please use another card.';

const GENERIC_DECLINE_MESSAGE = 'Your card was declined.';

// Decline codes worth telling the buyer apart from card_declined. Stripe asks that the others
// (fraudulent, lost_card, stolen_card, …) be shown as a plain decline.
const SHOWN_DECLINE_CODES = new Set(['insufficient_funds', 'expired_card', 'incorrect_cvc', 'incorrect_number']);

function declineCode(code: string | undefined, decline: string | undefined): string {
  if (decline !== undefined && SHOWN_DECLINE_CODES.has(decline)) return decline;
  return code ?? 'card_declined';
}

export function authenticationRequired(): PaymentDeclinedError {
  return new PaymentDeclinedError('authentication_required', AUTHENTICATION_REQUIRED_MESSAGE);
}

/** The decline a payment intent that did not succeed stands for. */
export function declineFromIntent(intent: Stripe.PaymentIntent): PaymentDeclinedError {
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
    return authenticationRequired();
  }
  const error = intent.last_payment_error;
  if (!error) return new PaymentDeclinedError('card_declined', GENERIC_DECLINE_MESSAGE);
  return new PaymentDeclinedError(
    declineCode(error.code ?? undefined, error.decline_code ?? undefined),
    error.message ?? GENERIC_DECLINE_MESSAGE,
  );
}

/** The interface's error for anything a Stripe call threw. */
export function toPaymentError(error: unknown): Error {
  if (error instanceof PaymentDeclinedError || error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclinedError(declineCode(error.code, error.decline_code), error.message);
  }
  // A payment method id that Stripe does not know (or that belongs to another customer) came
  // from the buyer's browser: the card cannot be used, which the buyer can fix.
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.includes('payment_method')) {
    return new PaymentDeclinedError(error.code ?? 'invalid_payment_method', error.message);
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(`Stripe request failed: ${error.message}`, { cause: error });
  }
  return new PaymentProviderError('Stripe request failed', { cause: error });
}

/** Stripe's answer was "no such object" (a coupon not mirrored yet, a product to create). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Stripe's answer was "that id is taken" (another purchase created the same coupon first). */
export function isResourceAlreadyExists(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists';
}
