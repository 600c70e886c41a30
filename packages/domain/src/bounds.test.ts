import { describe, expect, it } from 'vitest';
import { distanceMeters, formatBounds } from './bounds.ts';

describe('formatBounds', () => {
  it('joins west,south,east,north rounded to 3 decimals', () => {
    expect(formatBounds({ west: -105.123456, south: 39.9996, east: -104.5, north: 40.0004 })).toBe(
      '-105.123,40,-104.5,40',
    );
  });
});

describe('distanceMeters', () => {
  it('measures great-circle distances', () => {
    expect(distanceMeters(0, 0, 0, 0)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(distanceMeters(40, -105, 41, -105)).toBeGreaterThan(111_000);
    expect(distanceMeters(40, -105, 41, -105)).toBeLessThan(111_400);
    // Denver to Salt Lake City, about 600 km.
    expect(Math.round(distanceMeters(39.7392, -104.9903, 40.7608, -111.891) / 1000)).toBeCloseTo(600, -1);
  });
});
