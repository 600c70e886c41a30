import { describe, expect, it } from 'vitest';
import { distanceToGeometryMeters, pointInGeometry, type Geometry } from './point-in-polygon.ts';

const square = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

/** A 10° square with a 2° hole in the middle, plus a separate 1° island to the east. */
const geometry: Geometry = {
  type: 'MultiPolygon',
  coordinates: [[square(0, 0, 10), square(4, 4, 2)], [square(20, 0, 1)]],
};

describe('pointInGeometry', () => {
  it('is inside the outer ring', () => {
    expect(pointInGeometry(1, 1, geometry)).toBe(true);
    expect(pointInGeometry(9.9, 9.9, geometry)).toBe(true);
  });

  it('is outside inside a hole', () => {
    expect(pointInGeometry(5, 5, geometry)).toBe(false);
  });

  it('finds the point on any polygon of a MultiPolygon', () => {
    expect(pointInGeometry(20.5, 0.5, geometry)).toBe(true);
    expect(pointInGeometry(15, 0.5, geometry)).toBe(false);
  });

  it('handles plain Polygons', () => {
    expect(pointInGeometry(2, 2, { type: 'Polygon', coordinates: [square(0, 0, 10)] })).toBe(true);
    expect(pointInGeometry(-1, 2, { type: 'Polygon', coordinates: [square(0, 0, 10)] })).toBe(false);
  });
});

describe('distanceToGeometryMeters', () => {
  it('measures to the nearest edge, not only vertices', () => {
    // 0.1° of latitude south of the bottom edge's middle, far from any vertex.
    expect(distanceToGeometryMeters(5, -0.1, geometry)).toBeCloseTo(11_132, -1);
  });

  it('scales longitude by latitude', () => {
    const high: Geometry = { type: 'Polygon', coordinates: [square(0, 60, 1)] };
    // 0.1° of longitude at 60.5°N is about half as long as at the equator (cos 60.5° ≈ 0.49).
    expect(distanceToGeometryMeters(-0.1, 60.5, high)).toBeCloseTo(5_482, -1);
  });
});
