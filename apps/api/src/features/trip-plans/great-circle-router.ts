// The offline router: great circles between consecutive places, lengths by haversine. Roads are
// longer (about 1.2–1.3×), so the route says `great-circle` and the web labels it plainly.
import { greatCirclePoints, haversineMeters, type LngLat } from './geo.ts';
import type { RoutePlace, RoutedTrip, Router } from './router.ts';

/** At most this far between interpolated points, so the line follows the curve on a map. */
export const GREAT_CIRCLE_STEP_METERS = 25_000;

export function greatCircleRoute(places: readonly RoutePlace[]): RoutedTrip {
  const coordinates: LngLat[] = [[places[0]!.lng, places[0]!.lat]];
  const legMeters: number[] = [];
  const legEnds: number[] = [];
  for (let i = 1; i < places.length; i++) {
    const a: LngLat = [places[i - 1]!.lng, places[i - 1]!.lat];
    const b: LngLat = [places[i]!.lng, places[i]!.lat];
    coordinates.push(...greatCirclePoints(a, b, GREAT_CIRCLE_STEP_METERS).slice(1));
    legMeters.push(haversineMeters(a, b));
    legEnds.push(coordinates.length - 1);
  }
  const meters = legMeters.reduce((sum, leg) => sum + leg, 0);
  return { source: 'great-circle', coordinates, meters, legMeters, legEnds };
}

export const greatCircleRouter: Router = {
  route: async (places) => greatCircleRoute(places),
};
