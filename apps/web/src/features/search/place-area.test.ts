import { distanceMeters, NEAR_RADIUS_KM, PARK_FALLBACK_RADIUS_KM } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { areaFilter, circleBounds, outlineBounds, placeBounds, placeFilter, suggestionLocation } from './place-area';

const MOAB = { latitude: 38.5733, longitude: -109.5498, bbox: null };

describe('placeFilter', () => {
  it('reads near and admin_area place ids, admin_area first', () => {
    expect(placeFilter({ near: 'city:1840020232' })).toEqual({ key: 'near', id: 'city:1840020232' });
    expect(placeFilter({ admin_area: 'park:arch', near: 'city:1' })).toEqual({ key: 'admin_area', id: 'park:arch' });
    expect(placeFilter({ around: '1,2' })).toBeNull();
  });
  it('ignores values that are not place ids', () => {
    expect(placeFilter({ near: 'moab' })).toBeNull();
    expect(placeFilter({ near: 'city: 1' })).toBeNull();
    expect(placeFilter({ admin_area: ['park:arch'] })).toBeNull();
  });
});

describe('areaFilter', () => {
  it('names a place first, else a state', () => {
    expect(areaFilter({ near: 'city:1', region: 'utah' })).toEqual({ key: 'near', id: 'city:1' });
    expect(areaFilter({ region: 'utah', free: true })).toEqual({ key: 'region', region: 'utah' });
    expect(areaFilter({ bbox: '1,2,3,4' })).toBeNull();
  });
});

describe('placeBounds', () => {
  it('fits the near circle: each side NEAR_RADIUS_KM from the point', () => {
    const [west, south, east, north] = placeBounds(MOAB, 'near');
    const km = (lat1: number, lng1: number, lat2: number, lng2: number) =>
      distanceMeters(lat1, lng1, lat2, lng2) / 1000;
    expect(km(MOAB.latitude, MOAB.longitude, north, MOAB.longitude)).toBeCloseTo(NEAR_RADIUS_KM, 0);
    expect(km(MOAB.latitude, MOAB.longitude, south, MOAB.longitude)).toBeCloseTo(NEAR_RADIUS_KM, 0);
    expect(km(MOAB.latitude, MOAB.longitude, MOAB.latitude, east)).toBeCloseTo(NEAR_RADIUS_KM, 0);
    expect(km(MOAB.latitude, MOAB.longitude, MOAB.latitude, west)).toBeCloseTo(NEAR_RADIUS_KM, 0);
  });
  it('uses an admin area’s bbox, or the fallback circle without one', () => {
    const arches = { latitude: 38.72, longitude: -109.59, bbox: [-109.7, 38.6, -109.45, 38.85] as const };
    expect(placeBounds(arches, 'admin_area')).toEqual([-109.7, 38.6, -109.45, 38.85]);
    // near ignores the bbox: the API searches the circle round the point
    expect(placeBounds(arches, 'near')).toEqual(circleBounds(-109.59, 38.72, NEAR_RADIUS_KM));
    expect(placeBounds({ ...arches, bbox: null }, 'admin_area')).toEqual(
      circleBounds(-109.59, 38.72, PARK_FALLBACK_RADIUS_KM),
    );
  });
  it('fits a state to its bbox', () => {
    const utah = { latitude: 39.3, longitude: -111.7, bbox: [-114.05, 37, -109.04, 42] as const };
    expect(placeBounds(utah, 'region')).toEqual([-114.05, 37, -109.04, 42]);
    const [west, , east] = placeBounds({ ...utah, bbox: null }, 'region');
    expect(east - west).toBeGreaterThan(4);
  });

  it('stays within valid coordinates', () => {
    const [west, south, east, north] = circleBounds(-179.9, 89.9, 500);
    expect(west).toBeGreaterThanOrEqual(-180);
    expect(east).toBeLessThanOrEqual(180);
    expect(south).toBeGreaterThanOrEqual(-90);
    expect(north).toBeLessThanOrEqual(90);
  });
});

describe('suggestionLocation', () => {
  const point: [number, number] = [-104.99, 39.74];
  it('searches a city by its place id, a state by its region and anything else by its point', () => {
    expect(suggestionLocation({ id: 'city:1840018789', placeType: 'city', region: 'co', coordinates: point })).toEqual({
      near: 'city:1840018789',
    });
    expect(suggestionLocation({ id: 'state:CO', placeType: 'state', region: 'co', coordinates: point })).toEqual({
      region: 'co',
    });
    expect(suggestionLocation({ id: 'park:x', placeType: 'admin_area', region: 'co', coordinates: point })).toEqual({
      around: '-104.99,39.74',
    });
    // A city id that is not a place id falls back to the point; no point, no location.
    expect(suggestionLocation({ id: 'Denver', placeType: 'city', region: 'co', coordinates: point })).toEqual({
      around: '-104.99,39.74',
    });
    expect(suggestionLocation({ id: 'x', placeType: 'admin_area', region: null, coordinates: null })).toBeNull();
  });
});

describe('outlineBounds', () => {
  const square = (w: number, s: number, e: number, n: number) => [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ];

  it("is the box round every part's outer ring, and fits a park without a bbox", () => {
    const outline = {
      geometry: {
        type: 'MultiPolygon' as const,
        coordinates: [square(-119.9, 37.5, -119.5, 38), square(-119.4, 37.9, -119.2, 38.2)],
      },
    };
    expect(outlineBounds(outline)).toEqual([-119.9, 37.5, -119.2, 38.2]);
    expect(placeBounds({ ...MOAB, bbox: null }, 'admin_area', outline)).toEqual([-119.9, 37.5, -119.2, 38.2]);
    // A bbox of its own wins; near is always the circle.
    expect(placeBounds({ ...MOAB, bbox: [1, 2, 3, 4] }, 'admin_area', outline)).toEqual([1, 2, 3, 4]);
    expect(outlineBounds({ geometry: { type: 'Polygon', coordinates: [] } })).toBeNull();
  });
});
