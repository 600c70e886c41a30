import { VALIDATION_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { firstInvalidField, validateAll } from '@/lib/forms/form-state';
import { claimSchema } from './claim-schema';
import { detailsAttributes } from './claims-api';
import { claimantInitialValues, claimantValidators, contestValidators } from './claimant-form';

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
      contestReason: '',
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

describe('the contest form', () => {
  it('needs a reason of at most 2000 characters; a plain claim needs none', () => {
    const values = { ...claimantInitialValues(null, 'Robin'), contestReason: '   ' };
    expect(validateAll(values, claimantValidators).contestReason).toBeNull();
    expect(validateAll(values, contestValidators).contestReason).toBe('Please tell us why this campground is yours.');
    expect(validateAll({ ...values, contestReason: 'x'.repeat(2001) }, contestValidators).contestReason).toBe(
      'Please keep it to 2000 characters.',
    );
    expect(validateAll({ ...values, contestReason: 'x'.repeat(2000) }, contestValidators).contestReason).toBeNull();
  });

  it('resumes a contest with its reason, and sends the reason only when there is one', () => {
    const contest = claimSchema.parse({ ...claim, contestsClaimId: 4, contestReason: 'I bought it in March.' });
    const values = claimantInitialValues(contest, '');
    expect(values.contestReason).toBe('I bought it in March.');
    expect(detailsAttributes({ ...values, contestReason: ' I bought it in March. ' })).toMatchObject({
      contestReason: 'I bought it in March.',
    });
    expect(detailsAttributes({ ...values, contestReason: '' })).not.toHaveProperty('contestReason');
  });
});
