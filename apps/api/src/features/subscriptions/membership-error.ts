// The refusals of PRO purchases, gifts and memberships: AppErrors with their own codes (402
// declines carry the provider's code, 502 when the provider cannot be reached, already_pro, …).
// The app's error handler answers them like any other error.
import { PURCHASE_REFUSALS } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment service could not be reached. You have not been charged; please try again.';

/** 502: the payment provider could not be reached; `detail` says what was (not) done. */
export function providerUnavailableError(detail: string): AppError {
  return new AppError({
    status: 502,
    code: 'payment_provider_unavailable',
    title: 'Payment service unavailable',
    detail,
  });
}

export const membershipErrors = {
  alreadyPro: () => AppError.conflict('Already PRO', PURCHASE_REFUSALS.alreadyPro, undefined, 'already_pro'),
  purchaseInProgress: () =>
    AppError.conflict('Purchase in progress', PURCHASE_REFUSALS.purchaseInProgress, undefined, 'purchase_in_progress'),
  noPlan: () => AppError.conflict('No plan on sale', PURCHASE_REFUSALS.noPlan, undefined, 'no_plan'),
  keyReused: () =>
    new AppError({
      status: 422,
      code: 'idempotency_key_reused',
      title: 'Idempotency key reused',
      detail: 'This Idempotency-Key was already used for a different request.',
    }),
  declined: (code: string, message: string) =>
    new AppError({ status: 402, code, title: 'Payment declined', detail: message }),
  providerUnavailable: () => providerUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE),
};
