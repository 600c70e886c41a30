// Shapes a router's route for the wire and for storage: the line to draw (at most 2000 points),
// the search line (at most 200, the one filter[trip_route] takes) with its meters and each leg's
// segments. Places stay vertices of both lines, so legs map to segment ranges exactly.
import type { TripRoute, TripRouteSource } from '../../db/schema/trip-plans.ts';
import { cumulativeMeters, simplifyIndices, type LngLat } from './geo.ts';
import { encodePolyline } from './polyline.ts';
import type { RoutedTrip } from './router.ts';

export const MAX_DRAWN_POINTS = 2000;
export const MAX_SEARCH_POINTS = 200;

/** A line simplified leg by leg, and the index where each leg ends in it. */
export interface LegLine {
  points: LngLat[];
  legEnds: number[];
}

function simplifyOnce(points: readonly LngLat[], legEnds: readonly number[], tolerance: number): LegLine {
  const out: LngLat[] = [points[0]!];
  const ends: number[] = [];
  let start = 0;
  for (const end of legEnds) {
    const leg = points.slice(start, end + 1);
    const kept = leg.length >= 2 ? simplifyIndices(leg, tolerance) : [0];
    // The leg's first point is the previous leg's last: already in.
    for (const index of kept.slice(1)) out.push(leg[index]!);
    // A leg of one point (two equal places in a row) still gets a segment of its own.
    if (kept.length < 2) out.push(leg[0]!);
    ends.push(out.length - 1);
    start = end;
  }
  return { points: out, legEnds: ends };
}

/** Douglas–Peucker per leg, the tolerance doubled from 5 m until at most `maxPoints` remain. */
export function simplifyLegs(points: readonly LngLat[], legEnds: readonly number[], maxPoints: number): LegLine {
  let tolerance = 5;
  for (;;) {
    const line = simplifyOnce(points, legEnds, tolerance);
    if (line.points.length <= maxPoints || tolerance > 1e7) return line;
    tolerance *= 2;
  }
}

const rounded = (value: number) => Math.round(value * 1e5) / 1e5;

/** The wire's route object (docs/api-trip-plans.md "route"), from a stored route. */
export interface RouteView {
  source: TripRouteSource;
  meters: number;
  legMeters: number[];
  coordinates: LngLat[];
  searchLine: string;
  searchLinePoints: LngLat[];
  searchLineMeters: number[];
  legSegments: [number, number][];
}

/** What a plan stores in trip_plans.route: the drawn line and where its legs end. */
export type StoredRoute = TripRoute & { legEnds: number[] };

export function storedRouteOf(trip: RoutedTrip): StoredRoute {
  const drawn = simplifyLegs(trip.coordinates, trip.legEnds, MAX_DRAWN_POINTS);
  return {
    coordinates: drawn.points.map(([lng, lat]) => [rounded(lng), rounded(lat)]),
    meters: Math.round(trip.meters),
    legMeters: trip.legMeters.map(Math.round),
    legEnds: drawn.legEnds,
  };
}

export function routeView(stored: StoredRoute, source: TripRouteSource): RouteView {
  const search = simplifyLegs(stored.coordinates, stored.legEnds, MAX_SEARCH_POINTS);
  const meters = cumulativeMeters(search.points);
  let start = 0;
  const legSegments = search.legEnds.map((end): [number, number] => {
    const range: [number, number] = [start, end - 1];
    start = end;
    return range;
  });
  return {
    source,
    meters: stored.meters,
    legMeters: stored.legMeters,
    coordinates: stored.coordinates,
    searchLine: encodePolyline(search.points),
    searchLinePoints: search.points,
    searchLineMeters: meters.map(Math.round),
    legSegments,
  };
}

/** The route object as the wire carries it (nested members are written kebab-case here). */
export function routeAttributes(view: RouteView) {
  return {
    source: view.source,
    meters: view.meters,
    'leg-meters': view.legMeters,
    coordinates: view.coordinates,
    'search-line': view.searchLine,
    'search-line-meters': view.searchLineMeters,
    'leg-segments': view.legSegments,
  };
}
