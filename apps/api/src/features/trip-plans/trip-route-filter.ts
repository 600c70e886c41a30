// filter[trip_route] and filter[tri_segment] of the campground search (docs/api-trip-plans.md
// "The corridor search"): their zod schemas and the corridor they describe together.
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { cumulativeMeters, type LngLat } from './geo.ts';
import { decodePolyline } from './polyline.ts';
import { MAX_SEARCH_POINTS } from './trip-route-shape.ts';

export const METERS_PER_MILE = 1609.344;
export const MIN_DETOUR_MILES = 1;
export const MAX_DETOUR_MILES = 200;
export const MAX_TRIP_ROUTE_CHARS = 8000;

/** A parsed filter[trip_route]: the line and how far off it campgrounds may be. */
export interface TripRouteFilter {
  detourMiles: number;
  points: LngLat[];
}

/** A parsed filter[tri_segment]: segments first..last (inclusive, 0-based). */
export interface SegmentRange {
  first: number;
  last: number;
}

/** What the corridor search needs: the line, meters along it at each point, the detour, the range. */
export interface Corridor {
  points: LngLat[];
  cumulative: number[];
  detourMeters: number;
  segments?: SegmentRange;
}

const COORDINATE_LIST = /^-?\d+(\.\d+)?,-?\d+(\.\d+)?(;-?\d+(\.\d+)?,-?\d+(\.\d+)?)*$/;

function parseLine(text: string, ctx: z.RefinementCtx): LngLat[] | null {
  let points: LngLat[] | null;
  if (/^[-\d]/.test(text)) {
    points = COORDINATE_LIST.test(text) ? text.split(';').map((pair) => pair.split(',').map(Number) as LngLat) : null;
    if (!points) {
      ctx.addIssue({ code: 'custom', message: 'expected the line as lng,lat;lng,lat;… or an encoded polyline' });
      return null;
    }
  } else {
    points = decodePolyline(text);
    if (!points) {
      ctx.addIssue({ code: 'custom', message: 'the line is not a valid encoded polyline (precision 5)' });
      return null;
    }
  }
  if (points.length < 2 || points.length > MAX_SEARCH_POINTS) {
    ctx.addIssue({ code: 'custom', message: `the line needs 2 to ${MAX_SEARCH_POINTS} points, not ${points.length}` });
    return null;
  }
  if (points.some(([lng, lat]) => !(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90))) {
    ctx.addIssue({ code: 'custom', message: 'longitude must be -180..180 and latitude -90..90' });
    return null;
  }
  return points;
}

export const tripRouteFilterSchema = z
  .string()
  .max(MAX_TRIP_ROUTE_CHARS)
  .describe(
    `{detour miles ${MIN_DETOUR_MILES}..${MAX_DETOUR_MILES}}:{line}, the line an encoded polyline (precision 5) or lng,lat;lng,lat;… of 2..${MAX_SEARCH_POINTS} points: campgrounds within the detour of the line, along the way`,
  )
  .transform((text, ctx): TripRouteFilter => {
    const colon = text.indexOf(':');
    const miles = colon === -1 ? '' : text.slice(0, colon);
    if (!/^\d{1,3}$/.test(miles) || Number(miles) < MIN_DETOUR_MILES || Number(miles) > MAX_DETOUR_MILES) {
      ctx.addIssue({
        code: 'custom',
        message: `expected {detour miles}:{line}, the detour a whole number of miles from ${MIN_DETOUR_MILES} to ${MAX_DETOUR_MILES}`,
      });
      return z.NEVER;
    }
    const points = parseLine(text.slice(colon + 1), ctx);
    if (!points) return z.NEVER;
    return { detourMiles: Number(miles), points };
  });

export const triSegmentFilterSchema = z
  .string()
  .max(20)
  .regex(/^\d{1,3}(-\d{1,3})?$/, 'expected a segment index n or a range n-m')
  .describe(
    'n or n-m (0-based, inclusive): only campgrounds whose nearest point of filter[trip_route] lies on these segments (segment i joins points i and i+1)',
  )
  .transform((text): SegmentRange => {
    const [first, last = first] = text.split('-').map(Number) as [number, number?];
    return { first, last };
  });

const TRI_SEGMENT = 'filter[tri_segment]';

/** The corridor the two filters describe; a range that does not fit the line is a 400 naming it. */
export function corridorOf(route: TripRouteFilter | undefined, range: SegmentRange | undefined): Corridor | undefined {
  if (!route) {
    if (range) throw AppError.invalidParameter(TRI_SEGMENT, `${TRI_SEGMENT} needs filter[trip_route].`);
    return undefined;
  }
  const corridor: Corridor = {
    points: route.points,
    cumulative: cumulativeMeters(route.points),
    detourMeters: route.detourMiles * METERS_PER_MILE,
  };
  if (range) {
    const segments = route.points.length - 1;
    if (range.first > range.last) {
      throw AppError.invalidParameter(TRI_SEGMENT, `${TRI_SEGMENT}: the first segment must not come after the last.`);
    }
    if (range.last >= segments) {
      throw AppError.invalidParameter(
        TRI_SEGMENT,
        `${TRI_SEGMENT}: the route has ${segments} segments, numbered 0 to ${segments - 1}.`,
      );
    }
    corridor.segments = range;
  }
  return corridor;
}
