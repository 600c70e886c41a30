// The refusals of the claims API, each with the code and words of docs/api-claims.md.
import { AppError } from '../../errors/app-error.ts';

export const ALREADY_CLAIMED_DETAIL =
  'This campground is already claimed by its manager. If you run it, contest the claim: tell us why it is yours, prove it, and we will look into it.';

export function alreadyClaimed(): AppError {
  return new AppError({
    status: 409,
    code: 'already-claimed',
    title: 'Already claimed',
    detail: ALREADY_CLAIMED_DETAIL,
  });
}

export function claimNotFound(id: number): AppError {
  return AppError.notFound(`No claim with id ${id}.`);
}

export function claimClosed(detail = 'This claim can no longer be changed.'): AppError {
  return new AppError({ status: 409, code: 'claim-closed', title: 'Claim closed', detail });
}

export function claimError(status: number, code: string, title: string, detail: string, pointer?: string): AppError {
  return new AppError({ status, code, title, detail, ...(pointer ? { source: { pointer } } : {}) });
}
