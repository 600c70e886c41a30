// The "About you" step of a claim: its fields, their rules (spec section 5, word for word
// through @campwise/domain) and the values a resumed claim starts from.
import { maskPhone, validateName, validatePhone, validateUrl } from '@campwise/domain';
import type { FieldValidators, FieldValues } from '@/lib/forms/form-state';
import type { Claim } from './claim-schema';

export type ClaimantField = 'claimantName' | 'claimantRole' | 'businessName' | 'phone' | 'website' | 'bookingIntention';

export const claimantValidators: FieldValidators<ClaimantField> = {
  claimantName: validateName,
  phone: validatePhone,
  website: validateUrl,
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
  };
}
