import { VALIDATION_MESSAGES } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { firstInvalidField, validateAll } from '@/lib/forms/form-state';
import { EMPTY_LISTING, LISTING_MESSAGES, listingValidators, submissionInput, typedPoint } from './listing-form';

const valid = {
  ...EMPTY_LISTING,
  latitude: '38.57312',
  longitude: '-109.54984',
  name: '  Slickrock Hideaway ',
  website: 'https://slickrock.example.com',
  phone: '(435) 555-0199',
  price: '32.50',
};

describe('the add-a-campground form', () => {
  it('asks for the location first, then a name', () => {
    expect(firstInvalidField(EMPTY_LISTING, listingValidators)).toBe('latitude');
    expect(validateAll(EMPTY_LISTING, listingValidators)).toMatchObject({
      latitude: LISTING_MESSAGES.location,
      name: VALIDATION_MESSAGES.nameRequired,
      website: null,
      price: null,
    });
  });

  it('uses the spec’s URL and phone messages, and checks the numbers', () => {
    const errors = validateAll(
      { ...valid, latitude: '95', longitude: 'west', website: 'slickrock', phone: '12', email: 'a@', price: '$30' },
      listingValidators,
    );
    expect(errors).toMatchObject({
      latitude: LISTING_MESSAGES.latitude,
      longitude: LISTING_MESSAGES.longitude,
      website: 'Please enter a valid URL.',
      phone: 'Please enter a valid phone number.',
      email: 'Please enter a valid email.',
      price: LISTING_MESSAGES.price,
    });
  });

  it('reads a typed point only when both numbers are in range', () => {
    expect(typedPoint(valid)).toEqual([-109.54984, 38.57312]);
    expect(typedPoint({ latitude: '38.5', longitude: '' })).toBeNull();
    expect(typedPoint({ latitude: '91', longitude: '10' })).toBeNull();
  });

  it('sends trimmed text, cents and nothing for empty optional fields', () => {
    expect(submissionInput(valid, 'camper', ['tent'], ['toilets'])).toEqual({
      submitterRole: 'camper',
      name: 'Slickrock Hideaway',
      latitude: 38.57312,
      longitude: -109.54984,
      description: null,
      website: 'https://slickrock.example.com',
      phone: '(435) 555-0199',
      email: null,
      siteTypes: ['tent'],
      amenities: ['toilets'],
      priceCents: 3250,
    });
  });
});
