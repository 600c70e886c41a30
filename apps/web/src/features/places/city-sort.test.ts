import { describe, expect, it } from 'vitest';
import { citySortApiValue, DEFAULT_CITY_SORT, parseCitySort } from './city-sort';

describe('city sort', () => {
  it('reads ?sort, falling back to most campgrounds nearby', () => {
    expect(DEFAULT_CITY_SORT).toBe('nearby');
    expect(parseCitySort('population')).toBe('population');
    expect(parseCitySort(['population', 'nearby'])).toBe('population');
    expect(parseCitySort('-population')).toBe('nearby');
    expect(parseCitySort(undefined)).toBe('nearby');
  });

  it('maps to the places API sorts', () => {
    expect(citySortApiValue('nearby')).toBe('-near-count');
    expect(citySortApiValue('population')).toBe('-population');
  });
});
