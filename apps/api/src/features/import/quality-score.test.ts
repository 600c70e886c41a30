import { describe, expect, it } from 'vitest';
import { qualityScore, type QualityInput } from './quality-score.ts';

const empty: QualityInput = {
  hasOwnName: false,
  description: null,
  numSites: null,
  phone: null,
  website: null,
  amenities: [],
  siteTypes: [],
  season: null,
  isFree: null,
  reservable: null,
  agency: 'other',
};

describe('qualityScore', () => {
  it('is 0 for an empty record and 100 for a complete one', () => {
    expect(qualityScore(empty)).toBe(0);
    expect(
      qualityScore({
        hasOwnName: true,
        description: `<p>${'x'.repeat(200)}</p>`,
        numSites: 20,
        phone: '555-555-5555',
        website: 'https://example.org/',
        amenities: ['toilets', 'drinking_water', 'showers', 'campfires', 'wifi', 'pets_allowed'],
        siteTypes: ['tent'],
        season: 'All year',
        isFree: false,
        reservable: true,
        agency: 'usfs',
      }),
    ).toBe(100);
  });

  it('gives a one-line description half the points of a rich one', () => {
    expect(qualityScore({ ...empty, description: '<p>Take ferry</p>' })).toBe(10);
    expect(qualityScore({ ...empty, description: `<p>${'x'.repeat(250)}</p>` })).toBe(20);
  });

  it('counts known-false facts as information', () => {
    expect(qualityScore({ ...empty, isFree: false, reservable: false })).toBe(10);
  });
});
