import { VALIDATION_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { firstInvalidField, validateAll } from '@/lib/forms/form-state';
import { claimSchema } from './claim-schema';
import { claimantInitialValues, claimantValidators } from './claimant-form';

const claim = claimSchema.parse({
  id: '7',
  campgroundId: 12,
  userId: 3,
  status: 'unverified',
  claimantName: 'Casey Owner',
  claimantRole: 'manager',
  businessName: 'Aspen Grove LLC',
  phone: '9705550100',
  website: 'https://aspengrove.com',
  bookingIntention: 'claim_only',
});

describe('the claimant form', () => {
  it('starts a new claim from the user’s name, as the owner, asking for bookings', () => {
    expect(claimantInitialValues(null, 'Pat Camper')).toEqual({
      claimantName: 'Pat Camper',
      claimantRole: 'owner',
      businessName: '',
      phone: '',
      website: '',
      bookingIntention: 'claim_and_bookings',
    });
  });

  it('resumes a claim with what it says, the phone in the spec’s mask', () => {
    expect(claimantInitialValues(claim, 'Someone Else')).toMatchObject({
      claimantName: 'Casey Owner',
      claimantRole: 'manager',
      phone: '(970) 555-0100',
      bookingIntention: 'claim_only',
    });
  });

  it('shows the spec’s messages, first invalid field first', () => {
    const values = { ...claimantInitialValues(null, ''), phone: '555', website: 'not a url' };
    expect(validateAll(values, claimantValidators)).toMatchObject({
      claimantName: VALIDATION_MESSAGES.nameRequired,
      phone: 'Please enter a valid phone number.',
      website: 'Please enter a valid URL.',
    });
    expect(firstInvalidField(values, claimantValidators)).toBe('claimantName');
    expect(firstInvalidField({ ...values, claimantName: 'Casey' }, claimantValidators)).toBe('phone');
  });
});
