import { describe, expect, it } from 'vitest';
import { listingAttributes, listingFormValues, listingValidators, parsePoint } from './listing-form';
import type { ManagedCampground } from './manager-records';

const campground: ManagedCampground = {
  id: '5',
  name: 'Aspen Grove',
  slug: 'aspen-grove',
  regionSlug: 'colorado',
  regionName: 'Colorado',
  latitude: 39.1,
  longitude: -105.2,
  description: '<p>Shady sites by the creek.</p>',
  phone: '9705550100',
  website: 'https://aspengrove.com',
  email: null,
  season: 'May to October',
  amenities: ['toilets'],
  siteTypes: ['tent'],
  priceCents: 2550,
  maxRvLength: null,
  numSites: 12,
  managerRole: 'owner',
  bookable: false,
  bookingSettingsId: null,
  pendingRequestCount: 0,
  portalState: null,
};

describe('the listing editor form', () => {
  it('fills the inputs from the listing: text of the description, the masked phone, dollars', () => {
    const values = listingFormValues(campground);
    expect(values.description).toBe('Shady sites by the creek.');
    expect(values.phone).toBe('(970) 555-0100');
    expect(values.price).toBe('25.50');
    expect(listingFormValues({ ...campground, priceCents: null }).price).toBe('');
    expect(values.maxRvLength).toBe('');
    expect(values.numSites).toBe('12');
  });

  it('sends what was typed, and null for an emptied field', () => {
    const values = { ...listingFormValues(campground), website: '', price: '30', maxRvLength: '35' };
    expect(listingAttributes(values, ['toilets', 'showers'], ['tent', 'rv'])).toMatchObject({
      name: 'Aspen Grove',
      website: null,
      priceCents: 3000,
      maxRvLength: 35,
      amenities: ['toilets', 'showers'],
      siteTypes: ['tent', 'rv'],
    });
  });

  it("shows the spec's messages for the phone and the website", () => {
    expect(listingValidators.phone?.('(970) 555-01')).toBe('Please enter a valid phone number.');
    expect(listingValidators.website?.('aspengrove')).toBe('Please enter a valid URL.');
    expect(listingValidators.website?.('')).toBeNull();
    expect(listingValidators.name?.('A')).toBe('The name must be 2 to 120 characters.');
  });

  it('reads a typed point and refuses one off the globe', () => {
    expect(parsePoint('39.123456789', '-105.5')).toEqual({ latitude: 39.12346, longitude: -105.5 });
    expect(parsePoint('91', '0')).toBeNull();
    expect(parsePoint('', '-105')).toBeNull();
  });
});
