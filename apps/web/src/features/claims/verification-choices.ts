// The ways a claimant can prove they run the campground (docs/api-claims.md), given what the
// listing publishes: a code to its listed email or phone, a code to an address on its website's
// domain (the API's own rule: not a free mailbox, not a shared host such as recreation.gov), or a
// document an admin reviews (always possible).
import { websiteDomain } from '@campwise/domain';
import type { ClaimCampground, VerificationMethod } from './claim-schema';

export interface VerificationChoice {
  method: VerificationMethod;
  label: string;
  detail: string;
}

export function verificationChoices(
  campground: Pick<ClaimCampground, 'email' | 'phone' | 'website'>,
): VerificationChoice[] {
  const choices: VerificationChoice[] = [];
  if (campground.email) {
    choices.push({
      method: 'listed-email',
      label: 'Email me a code at the listed address',
      detail: `We send a 6-digit code to ${campground.email}.`,
    });
  }
  if (campground.phone) {
    choices.push({
      method: 'listed-phone',
      label: 'Text me a code at the listed phone',
      detail: `We send a 6-digit code to ${campground.phone}.`,
    });
  }
  const domain = websiteDomain(campground.website);
  if (domain) {
    choices.push({
      method: 'business-email',
      label: 'Use my business email',
      detail: `An address at ${domain}, the campground’s website.`,
    });
  }
  choices.push({
    method: 'document',
    label: 'Upload a document',
    detail:
      'A business license, utility bill or tax document naming the campground (PDF, JPEG or PNG). An admin reviews it.',
  });
  return choices;
}
