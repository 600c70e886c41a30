// The "About you" step of a claim: its fields, their rules (spec section 5, word for word
// through @campwise/domain) and the values a resumed claim starts from.
import { maskPhone, validateName, validatePhone, validateUrl, type Validator } from '@campwise/domain';
import type { FieldValidators, FieldValues } from '@/lib/forms/form-state';
import type { Claim } from './claim-schema';

export type ClaimantField =
  'claimantName' | 'claimantRole' | 'businessName' | 'phone' | 'website' | 'bookingIntention' | 'contestReason';

/** The API's limit on a contest's reason (docs/api-claims.md). */
export const CONTEST_REASON_MAX = 2000;

export const validateContestReason: Validator = (value) => {
  const length = value.trim().length;
  if (length === 0) return 'Please tell us why this campground is yours.';
  if (length > CONTEST_REASON_MAX) return `Please keep it to ${CONTEST_REASON_MAX} characters.`;
  return null;
};

export const claimantValidators: FieldValidators<ClaimantField> = {
  claimantName: validateName,
  phone: validatePhone,
  website: validateUrl,
};

/** A contest asks the same as a claim, and why the campground is the contester's. */
export const contestValidators: FieldValidators<ClaimantField> = {
  ...claimantValidators,
  contestReason: validateContestReason,
};

/** A fresh claim starts from the signed-in user's name; a resumed one from what it says. */
export function claimantInitialValues(claim: Claim | null, userName: string): FieldValues<ClaimantField> {
  return {
    claimantName: claim?.claimantName || userName,
    claimantRole: claim?.claimantRole ?? 'owner',
    businessName: claim?.businessName ?? '',
    phone: claim?.phone ? maskPhone(claim.phone) : '',
    website: claim?.website ?? '',
    bookingIntention: claim?.bookingIntention ?? 'claim_and_bookings',
    contestReason: claim?.contestReason ?? '',
  };
}
