import { describe, expect, it } from 'vitest';
import { hasLocationFilter, LOCATION_FILTER_KEYS, originDecidesArea } from './location-filters.ts';

describe('location filters', () => {
  it('are the five area filters, places included', () => {
    expect([...LOCATION_FILTER_KEYS]).toEqual(['bbox', 'around', 'region', 'near', 'admin_area']);
  });

  it('take precedence over the origin when any is set', () => {
    expect(hasLocationFilter({})).toBe(false);
    expect(hasLocationFilter({ bbox: undefined })).toBe(false);
    expect(hasLocationFilter({ admin_area: 'park:arch' })).toBe(true);
    expect(originDecidesArea({ origin: '-105,40' })).toBe(true);
    expect(originDecidesArea({ origin: '-105,40', near: 'city:1840020232' })).toBe(false);
    expect(originDecidesArea({ region: 'utah' })).toBe(false);
  });
});
