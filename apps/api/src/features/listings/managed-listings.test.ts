// Which fields an edit records as the manager's (docs/api-manager.md "Re-imports keep managers'
// edits"): changed values only, a point with its state, a price with is_free.
import { describe, expect, it } from 'vitest';
import { recordEditedColumns, type ManagedListing } from './managed-listings.ts';

const LISTING: ManagedListing = {
  name: 'Halfmoon',
  description: '<p>Pines.</p>',
  phone: '(719) 486-0749',
  website: null,
  email: null,
  amenities: ['toilets', 'water'],
  siteTypes: ['tent'],
  season: null,
  priceCents: 2000,
  isFree: false,
  maxRvLength: 30,
  numSites: 22,
  latitude: 39.1565,
  longitude: -106.389,
  regionCode: 'CO',
};

describe('recordEditedColumns', () => {
  it('records nothing for values sent unchanged, sets in another order included', () => {
    expect(recordEditedColumns([], LISTING, { ...LISTING, amenities: ['water', 'toilets'] })).toEqual([]);
  });

  it('adds the changed fields to those recorded before, in column order', () => {
    expect(recordEditedColumns(['phone'], LISTING, { ...LISTING, name: 'Halfmoon Camp', numSites: 24 })).toEqual([
      'name',
      'phone',
      'numSites',
    ]);
  });

  it('records a moved point with its state, and a new price with is_free', () => {
    expect(recordEditedColumns([], LISTING, { ...LISTING, longitude: -106.38 })).toEqual([
      'latitude',
      'longitude',
      'regionCode',
    ]);
    expect(recordEditedColumns([], LISTING, { ...LISTING, priceCents: 2800 })).toEqual(['priceCents', 'isFree']);
  });
});
