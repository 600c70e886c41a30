// Which searches the precomputed facet cells answer, and which stay live (ADR 0034).
import { describe, expect, it } from 'vitest';
import { mapFacetOf } from './map-facets.ts';

describe('mapFacetOf', () => {
  it('names the facet of no filter and of each one-value common filter', () => {
    expect(mapFacetOf({})).toBe('');
    expect(mapFacetOf({ siteTypes: [] })).toBe('');
    expect(mapFacetOf({ siteTypes: ['rv'] })).toBe('site:rv');
    expect(mapFacetOf({ amenities: ['water_hookups'] })).toBe('amenity:water_hookups');
    expect(mapFacetOf({ landTypes: ['blm'] })).toBe('agency:blm');
    expect(mapFacetOf({ agency: 'usfs' })).toBe('agency:usfs');
    expect(mapFacetOf({ regionCode: 'CO' })).toBe('region:CO');
    expect(mapFacetOf({ free: true })).toBe('free');
    expect(mapFacetOf({ reservable: false })).toBe('reservable:false');
    expect(mapFacetOf({ minRating: 3.5 })).toBe('rating:7');
    expect(mapFacetOf({ minRating: 5 })).toBe('rating:10');
  });

  it('leaves intersections, several values and other filters to the live query', () => {
    expect(mapFacetOf({ siteTypes: ['rv', 'tent'] })).toBeNull();
    expect(mapFacetOf({ amenities: ['toilets', 'showers'] })).toBeNull();
    expect(mapFacetOf({ landTypes: ['blm', 'nps'] })).toBeNull();
    expect(mapFacetOf({ siteTypes: ['rv'], free: true })).toBeNull();
    expect(mapFacetOf({ agency: 'blm', landTypes: ['blm'] })).toBeNull();
    expect(mapFacetOf({ maxPriceCents: 2000 })).toBeNull();
    expect(mapFacetOf({ minRvLength: 30 })).toBeNull();
    expect(mapFacetOf({ slug: 'bear-lake' })).toBeNull();
    expect(mapFacetOf({ around: { lng: -105, lat: 39, radiusKm: 20 } })).toBeNull();
    expect(mapFacetOf({ adminArea: { id: 1, point: { lng: -105, lat: 39 } } })).toBeNull();
    expect(
      mapFacetOf({ availability: { startDate: '2027-06-01', endDate: '2027-06-03', now: new Date() } }),
    ).toBeNull();
  });
});
