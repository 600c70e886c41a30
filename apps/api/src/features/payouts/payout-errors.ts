// The refusals of payouts (docs/api-manager.md "Payouts"): AppErrors with their own codes, answered
// by the app's one error handler.
import { AppError } from '../../errors/app-error.ts';
import { PayoutProviderError, PayoutRefusedError } from './payout-provider.ts';

export const NOT_CONFIGURED_DETAIL =
  'Payouts through Stripe are not configured on this server. What the campground is owed is kept in the local ledger.';

export const payoutErrors = {
  notConfigured: () =>
    AppError.conflict('Stripe payouts not configured', NOT_CONFIGURED_DETAIL, undefined, 'payouts-not-configured'),
  notConnected: () =>
    AppError.conflict(
      'No Stripe account',
      'This campground has not connected a Stripe account yet.',
      undefined,
      'payout-account-missing',
    ),
  /** Stripe answered no: nothing was changed, and trying again will not help until the cause is fixed. */
  refused: (error: PayoutRefusedError) =>
    new AppError({
      status: 422,
      code: 'stripe-refused',
      title: 'Refused by Stripe',
      detail: `Stripe refused the request: ${error.message}`,
      meta: { 'stripe-code': error.code },
    }),
  unavailable: (detail = 'Stripe could not be reached. Nothing was changed; please try again.') =>
    new AppError({ status: 502, code: 'stripe-unavailable', title: 'Stripe unavailable', detail }),
};

/** The AppError for what a PayoutProvider call threw; anything else is rethrown as it is. */
export function toPayoutAppError(error: unknown): unknown {
  if (error instanceof PayoutRefusedError) return payoutErrors.refused(error);
  if (error instanceof PayoutProviderError) return payoutErrors.unavailable();
  return error;
}

/** Runs provider calls, answering their failures as the API's errors. */
export async function withPayoutErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPayoutAppError(error);
  }
}
