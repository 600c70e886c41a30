// Which part of the route the campground list covers: all of it, the stretch around one of the
// places (a night at the destination, say), one leg between two places (the route's
// leg-segments), or the stretch where a night falls when the days are about even. Each becomes a
// filter[tri_segment] value. Pure, so tested alone.
import { nightStretch, segmentRange } from './trip-distances';
import type { TripPlace, TripRoute } from './trip-plan-records';

export interface RouteStretch {
  value: string;
  label: string;
  /** filter[tri_segment]; null for the whole route. */
  segment: string | null;
}

export const WHOLE_ROUTE = 'all';

/** "Near" a place: this far along the line either side of it (25 miles). */
export const NEAR_PLACE_METERS = 40_000;

/** Meters along the search line where each place lies: 0, each leg's first point, the line's end. */
function placeMeters(route: Pick<TripRoute, 'legSegments' | 'searchLineMeters'>, count: number): number[] {
  const total = route.searchLineMeters.at(-1) ?? 0;
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return 0;
    if (index === count - 1) return total;
    return route.searchLineMeters[route.legSegments[index]?.[0] ?? 0] ?? 0;
  });
}

export function routeStretches(
  route: Pick<TripRoute, 'legSegments' | 'searchLineMeters'>,
  places: readonly Pick<TripPlace, 'name'>[],
  nights: number,
): RouteStretch[] {
  const stretches: RouteStretch[] = [{ value: WHOLE_ROUTE, label: 'The whole route', segment: null }];
  if (route.searchLineMeters.length > 1) {
    placeMeters(route, places.length).forEach((meters, index) => {
      stretches.push({
        value: `place-${index}`,
        label: `Near ${places[index]?.name ?? ''}`,
        segment: segmentRange(route.searchLineMeters, meters - NEAR_PLACE_METERS, meters + NEAR_PLACE_METERS),
      });
    });
  }
  // One leg is the whole route already.
  if (route.legSegments.length > 1) {
    route.legSegments.forEach(([first, last], index) => {
      const from = places[index]?.name ?? '';
      const to = places[index + 1]?.name ?? '';
      stretches.push({ value: `leg-${index}`, label: `${from} to ${to}`, segment: `${first}-${last}` });
    });
  }
  if (route.searchLineMeters.length > 1) {
    for (let night = 1; night <= nights; night += 1) {
      stretches.push({
        value: `night-${night}`,
        label: `Around night ${night} (even days)`,
        segment: nightStretch(route.searchLineMeters, night, nights),
      });
    }
  }
  return stretches;
}
