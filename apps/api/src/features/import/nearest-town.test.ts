import { describe, expect, it } from 'vitest';
import { createTownFinder, type Town } from './nearest-town.ts';

const town = (name: string, latitude: number, longitude: number, population = 1_000): Town => ({
  name,
  regionCode: 'CA',
  latitude,
  longitude,
  population,
});

const finder = createTownFinder([
  town('Ferndale', 40.58, -124.26),
  town('Fortuna', 40.6, -124.15),
  town('San Luis Obispo', 35.27, -120.66),
  town('Ghost Place', 40.3, -124.2, 0),
]);

describe('createTownFinder', () => {
  it('returns the closest populated town within 60 km', () => {
    expect(finder.nearest(40.5, -124.27)?.name).toBe('Ferndale');
    expect(finder.nearest(40.61, -124.13)?.name).toBe('Fortuna');
    // Ghost Place is closer but has no population.
    expect(finder.nearest(40.3, -124.2)?.name).toBe('Ferndale');
  });

  it('returns nothing beyond 60 km', () => {
    expect(finder.nearest(41.2, -124.2)).toBeNull();
  });

  it('completes town names a source cut short, and only those', () => {
    expect(finder.complete('San Luis Obisp', 35.28, -120.27)).toBe('San Luis Obispo');
    expect(finder.complete('Ferndale', 40.58, -124.26)).toBe('Ferndale');
    expect(finder.complete('Somewhere Unlisted', 35.28, -120.27)).toBe('Somewhere Unlisted');
  });
});
