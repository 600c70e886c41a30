// The offline router and the line it hands the search: great circles, haversine lengths, the
// polyline round trip, the simplified search line and its legs.
import { describe, expect, it } from 'vitest';
import { haversineMeters, positionOnLine, cumulativeMeters, simplifyIndices, type LngLat } from './geo.ts';
import { GREAT_CIRCLE_STEP_METERS, greatCircleRoute } from './great-circle-router.ts';
import { decodePolyline, encodePolyline } from './polyline.ts';
import { MAX_SEARCH_POINTS, routeView, simplifyLegs, storedRouteOf } from './trip-route-shape.ts';
import { DENVER, GLENWOOD_SPRINGS, MOAB } from './trip-test-fixtures.ts';

describe('haversine', () => {
  it('measures Denver to Moab as about 414 km', () => {
    expect(haversineMeters([DENVER.lng, DENVER.lat], [MOAB.lng, MOAB.lat]) / 1000).toBeCloseTo(414.4, 0);
  });

  it('is 0 for one point and symmetric', () => {
    const a: LngLat = [-105, 40];
    const b: LngLat = [-100, 35];
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
  });
});

describe('greatCircleRoute', () => {
  const trip = greatCircleRoute([DENVER, GLENWOOD_SPRINGS, MOAB]);

  it('is labelled great-circle, with one haversine length per leg', () => {
    expect(trip.source).toBe('great-circle');
    expect(trip.legMeters).toHaveLength(2);
    expect(trip.legMeters[0]).toBeCloseTo(
      haversineMeters([DENVER.lng, DENVER.lat], [GLENWOOD_SPRINGS.lng, GLENWOOD_SPRINGS.lat]),
      6,
    );
    expect(trip.meters).toBeCloseTo(trip.legMeters[0]! + trip.legMeters[1]!, 6);
  });

  it('interpolates points on the great circle, none farther apart than the step, places kept', () => {
    expect(trip.coordinates[0]).toEqual([DENVER.lng, DENVER.lat]);
    expect(trip.coordinates[trip.legEnds[0]!]).toEqual([GLENWOOD_SPRINGS.lng, GLENWOOD_SPRINGS.lat]);
    expect(trip.coordinates.at(-1)).toEqual([MOAB.lng, MOAB.lat]);
    expect(trip.legEnds.at(-1)).toBe(trip.coordinates.length - 1);
    for (let i = 1; i < trip.coordinates.length; i++) {
      expect(haversineMeters(trip.coordinates[i - 1]!, trip.coordinates[i]!)).toBeLessThanOrEqual(
        GREAT_CIRCLE_STEP_METERS + 1,
      );
    }
    // The points lie on the great circle: the sum of the pieces is the leg's length.
    const firstLeg = trip.coordinates.slice(0, trip.legEnds[0]! + 1);
    expect(cumulativeMeters(firstLeg).at(-1)).toBeCloseTo(trip.legMeters[0]!, 0);
  });

  it('crosses a continent on the curve, not the straight lat/lng line', () => {
    // New York to Seattle: halfway, the great circle runs well north of the lat/lng midpoint (44.2°).
    const long = greatCircleRoute([
      { name: 'New York', lat: 40.71, lng: -74.01 },
      { name: 'Seattle', lat: 47.61, lng: -122.33 },
    ]);
    const middle = long.coordinates[Math.floor(long.coordinates.length / 2)]!;
    expect(middle[1]).toBeGreaterThan(46.5);
  });
});

describe('encoded polylines', () => {
  it('encode Google’s reference example', () => {
    const points: LngLat[] = [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points);
  });

  it('refuse text that is not one', () => {
    expect(decodePolyline('_p~iF~ps|U_')).toBeNull();
    expect(decodePolyline('abc def')).toBeNull();
  });
});

describe('the search line', () => {
  it('has at most 200 points, keeps the places, and its legs cover every segment once', () => {
    // A wiggly road of 3000 points in two legs.
    const coordinates: LngLat[] = Array.from({ length: 3000 }, (_, i) => [
      -105 + i * 0.0015,
      39 + Math.sin(i / 7) * 0.05,
    ]);
    const line = simplifyLegs(coordinates, [1499, 2999], MAX_SEARCH_POINTS);
    expect(line.points.length).toBeLessThanOrEqual(MAX_SEARCH_POINTS);
    expect(line.points[line.legEnds[0]!]).toEqual(coordinates[1499]);
    expect(line.points.at(-1)).toEqual(coordinates[2999]);
  });

  it('round-trips through the wire: the decoded search line is the one measured', () => {
    const trip = greatCircleRoute([DENVER, GLENWOOD_SPRINGS, MOAB]);
    const view = routeView(storedRouteOf(trip), trip.source);
    const decoded = decodePolyline(view.searchLine)!;
    expect(decoded).toEqual(view.searchLinePoints);
    expect(view.searchLineMeters).toHaveLength(decoded.length);
    expect(view.legSegments[0]![0]).toBe(0);
    expect(view.legSegments[1]![0]).toBe(view.legSegments[0]![1] + 1);
    expect(view.legSegments[1]![1]).toBe(decoded.length - 2);
    expect(view.meters).toBe(Math.round(trip.meters));
  });

  it('Douglas–Peucker drops points on a straight line only', () => {
    const straight: LngLat[] = [
      [0, 0],
      [0.5, 0],
      [1, 0],
    ];
    expect(simplifyIndices(straight, 5)).toEqual([0, 2]);
    const bent: LngLat[] = [
      [0, 0],
      [0.5, 0.1],
      [1, 0],
    ];
    expect(simplifyIndices(bent, 5)).toEqual([0, 1, 2]);
  });
});

describe('positionOnLine', () => {
  it('finds the nearest segment, the meters along and off it', () => {
    const line: LngLat[] = [
      [-105, 39],
      [-104, 39],
      [-103, 39],
    ];
    const cumulative = cumulativeMeters(line);
    const position = positionOnLine([-103.5, 39.1], line, cumulative);
    expect(position.segment).toBe(1);
    expect(position.offMeters / 1000).toBeCloseTo(11.1, 0);
    expect(position.alongMeters).toBeCloseTo(cumulative[1]! + (cumulative[2]! - cumulative[1]!) / 2, -2);
  });
});
