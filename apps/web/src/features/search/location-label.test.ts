import { describe, expect, it } from 'vitest';
import { locationKey, locationSource } from './location-label';

describe('locationSource', () => {
  it('names a park, a city or a state before any box', () => {
    expect(locationSource({ admin_area: 'park:yose', bbox: '-120,37,-119,38' })).toEqual({
      kind: 'area',
      key: 'park:yose',
      area: { key: 'admin_area', id: 'park:yose' },
    });
    expect(locationKey({ near: 'city:1840018789' })).toBe('city:1840018789');
    expect(locationKey({ region: 'utah', amenities: ['wifi'] })).toBe('region:utah');
  });

  it('is the map area once only a box decides the search, and nothing without a location', () => {
    expect(locationSource({ bbox: '-109.8,38.4,-109.3,38.8', amenities: ['showers'] })).toEqual({ kind: 'map-area' });
    expect(locationSource({ bbox: 'not a box' })).toEqual({ kind: 'none' });
    expect(locationSource({ amenities: ['showers'] })).toEqual({ kind: 'none' });
    expect(locationKey({ bbox: '-109.8,38.4,-109.3,38.8' })).toBeNull();
  });

  it('keys a point by its coordinates', () => {
    expect(locationSource({ around: '-119.5,37.8' })).toEqual({ kind: 'point', key: 'around:-119.5,37.8' });
  });
});
