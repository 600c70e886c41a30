// Miles as the planner writes them, and each day's drive worked out the way the API works it out
// for a saved plan (docs/api-trip-plans.md): from the previous chosen night's campground (or the
// origin) to this night's, the difference of their positions along the search line scaled to the
// route's length, plus each one's distance off the line. Pure, so tested alone.

export const METERS_PER_MILE = 1609.344;

/** The detour choices offered: how far off the route a campground may be, in miles. */
export const DETOUR_CHOICES = [10, 25, 50] as const;
export const DEFAULT_DETOUR_MILES = 25;

/** '0.4 mi' under ten miles, else whole miles with separators: '1,234 mi'. */
export function formatMiles(meters: number): string {
  const miles = Math.max(0, meters) / METERS_PER_MILE;
  if (miles < 10) return `${(Math.round(miles * 10) / 10).toLocaleString('en-US')} mi`;
  return `${Math.round(miles).toLocaleString('en-US')} mi`;
}

/** Where a campground lies: meters along the search line to its nearest point, and meters off it. */
export interface RoutePosition {
  routeMeters: number;
  detourMeters: number;
}

export interface RouteLengths {
  /** The route's length (road meters from the router, else great-circle). */
  meters: number;
  /** Meters along the search line at each of its points; the last is the line's length. */
  searchLineMeters: readonly number[];
}

export interface TripDrives {
  /** Each night's drive to its campground, by night index; null for a night not chosen. */
  nights: (number | null)[];
  /** From the last chosen night's campground (or the origin) to the destination. */
  finalMeters: number;
}

export function tripDrives(route: RouteLengths, nights: readonly (RoutePosition | null)[]): TripDrives {
  const lineMeters = route.searchLineMeters.at(-1) ?? 0;
  const scale = lineMeters > 0 ? route.meters / lineMeters : 1;
  let previous: RoutePosition = { routeMeters: 0, detourMeters: 0 };
  const drives = nights.map((position) => {
    if (!position) return null;
    const meters =
      Math.abs(position.routeMeters - previous.routeMeters) * scale + previous.detourMeters + position.detourMeters;
    previous = position;
    return Math.round(meters);
  });
  const finalMeters = Math.round(Math.abs(lineMeters - previous.routeMeters) * scale + previous.detourMeters);
  return { nights: drives, finalMeters: lineMeters > 0 ? finalMeters : Math.round(route.meters) };
}

/**
 * The `filter[tri_segment]` value (`first-last`) for the stretch of the search line between
 * `fromMeters` and `toMeters` along it: every segment that overlaps the stretch.
 */
export function segmentRange(searchLineMeters: readonly number[], fromMeters: number, toMeters: number): string {
  const segments = Math.max(searchLineMeters.length - 1, 1);
  let first = -1;
  let last = -1;
  for (let index = 0; index < segments; index += 1) {
    const start = searchLineMeters[index] ?? 0;
    const end = searchLineMeters[index + 1] ?? start;
    if (end >= fromMeters && start <= toMeters) {
      if (first < 0) first = index;
      last = index;
    }
  }
  if (first < 0) first = last = fromMeters <= 0 ? 0 : segments - 1;
  return `${first}-${last}`;
}

/**
 * Where to look for night `night` of `nights` when the days are about even: the stretch centred
 * on night/(nights + 1) of the way, one day's drive wide.
 */
export function nightStretch(searchLineMeters: readonly number[], night: number, nights: number): string {
  const total = searchLineMeters.at(-1) ?? 0;
  const day = total / (nights + 1);
  return segmentRange(searchLineMeters, day * (night - 0.5), day * (night + 0.5));
}
