import { describe, expect, it } from 'vitest';
import {
  agencyLabel,
  amenityLabel,
  feeLabel,
  keyAmenities,
  locationLine,
  ratingLabel,
  reservableLabel,
} from './campground-labels';
import { type Campground, campgroundSchema } from './campground-schema';

function campground(overrides: Record<string, unknown> = {}): Campground {
  return campgroundSchema.parse({
    id: '1234',
    slug: 'steel-creek-campground',
    name: 'Steel Creek Campground',
    regionCode: 'AR',
    regionSlug: 'arkansas',
    regionName: 'Arkansas',
    latitude: 36.03,
    longitude: -93.34,
    ...overrides,
  });
}

describe('campground labels', () => {
  it('reads the fee state as the spec words it', () => {
    expect(feeLabel(campground({ isFree: true }))).toBe('Free');
    expect(feeLabel(campground({ isFree: false }))).toBe('Fee charged');
    expect(feeLabel(campground({ isFree: null }))).toBe('Fees unknown');
    expect(feeLabel(campground())).toBe('Fees unknown');
  });

  it('shows a nightly price when a source states one', () => {
    expect(feeLabel(campground({ isFree: false, priceCents: 2000 }))).toBe('$20/night');
    expect(feeLabel(campground({ isFree: false, priceCents: 1250 }))).toBe('$12.50/night');
    expect(feeLabel(campground({ isFree: null, priceCents: 0 }))).toBe('Free');
  });

  it('shows the rating only once there are reviews', () => {
    expect(ratingLabel(campground())).toBeNull();
    expect(ratingLabel(campground({ ratingAverage: 4.46, ratingCount: 12 }))).toBe('4.5 ★ (12 reviews)');
    expect(ratingLabel(campground({ ratingAverage: 5, ratingCount: 1 }))).toBe('5.0 ★ (1 review)');
  });

  it('says where the campground is, with or without a nearest town', () => {
    expect(locationLine(campground({ nearestTown: 'Ponca' }), 'Arkansas')).toBe('Near Ponca, Arkansas');
    expect(locationLine(campground({ nearestTown: '' }), 'Arkansas')).toBe('Arkansas');
  });

  it('prefers the API agency label and falls back to the shared vocabulary', () => {
    expect(agencyLabel(campground({ agency: 'nps', agencyLabel: 'National Park Service' }))).toBe(
      'National Park Service',
    );
    expect(agencyLabel(campground({ agency: 'blm' }))).toBe('Bureau of Land Management');
    expect(agencyLabel(campground())).toBeNull();
  });

  it('labels unknown vocabulary readably', () => {
    expect(amenityLabel('drinking_water')).toBe('Drinking water');
    expect(amenityLabel('fire_rings')).toBe('Fire rings');
    expect(amenityLabel('constructor')).toBe('Constructor');
  });

  it('picks the amenities campers scan for first', () => {
    const withMany = campground({ amenities: ['wifi', 'showers', 'toilets', 'drinking_water', 'pets_allowed'] });
    expect(keyAmenities(withMany)).toEqual(['Drinking water', 'Toilets', 'Showers']);
  });

  it('reads reservability in three states', () => {
    expect([true, false, null].map(reservableLabel)).toEqual(['Yes', 'No', 'Unknown']);
  });
});
