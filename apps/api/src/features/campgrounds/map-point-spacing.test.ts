import { describe, expect, it } from 'vitest';
import { crowdedShare, MAP_POINT_SPACING_PX } from './map-point-spacing.ts';

/** A row of points `step` degrees apart along the equator. */
const row = (n: number, step: number) => Array.from({ length: n }, (_, i) => ({ longitude: i * step, latitude: 0 }));
/** Degrees of longitude per screen pixel at a zoom (MapLibre's 512 px world). */
const degreesPerPx = (zoom: number) => 360 / (512 * 2 ** zoom);

describe('crowdedShare', () => {
  it('is 0 for no points, one point, or points further apart than the spacing', () => {
    expect(crowdedShare([], 6)).toBe(0);
    expect(crowdedShare([{ longitude: -105, latitude: 39 }], 6)).toBe(0);
    expect(crowdedShare(row(10, degreesPerPx(6) * (MAP_POINT_SPACING_PX + 1)), 6)).toBe(0);
  });

  it('counts every point that has a neighbour closer than the spacing', () => {
    expect(crowdedShare(row(10, degreesPerPx(6) * (MAP_POINT_SPACING_PX - 1)), 6)).toBe(1);
    // Two twins among eight well apart points.
    const apart = row(8, 1);
    const twins = [
      { longitude: 20, latitude: 0 },
      { longitude: 20.001, latitude: 0 },
    ];
    expect(crowdedShare([...apart, ...twins], 6)).toBe(0.2);
  });

  it('the same points separate as the zoom grows', () => {
    // 0.1 degree apart: 9 px at zoom 6, 18 px at zoom 7.
    const points = row(20, 0.1);
    expect(crowdedShare(points, 6)).toBe(1);
    expect(crowdedShare(points, 7)).toBe(0);
  });

  it('measures north-south distances in Mercator pixels', () => {
    // 0.1 degree of latitude at 60° N is about twice as tall on screen as at the equator.
    const column = (lat: number) => [
      { longitude: 0, latitude: lat },
      { longitude: 0, latitude: lat + 0.1 },
    ];
    expect(crowdedShare(column(0), 6)).toBe(1);
    expect(crowdedShare(column(60), 6)).toBe(0);
  });
});
