// Search filters shared by the campground list and the map: their zod schemas (one per
// filter[...] name) and the rule that turns parsed filters into one search.
import { z } from 'zod';
import {
  AGENCY_IDS,
  isIsoDate,
  AMENITY_IDS,
  NEAR_RADIUS_KM,
  originDecidesArea,
  SITE_TYPE_IDS,
  type Agency,
  type Amenity,
  type Bounds,
} from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import type { AvailabilityFilter } from '../inventory/campground-booking-sql.ts';
import { triSegmentFilterSchema, tripRouteFilterSchema, type Corridor } from '../trip-plans/trip-route-filter.ts';

export const DEFAULT_SEARCH_RADIUS_KM = 50;
export const MAX_PRICE_DOLLARS = 1000;
export const MAX_SEARCH_RADIUS_KM = 500;

/** The spec's free-camping land types (BLM, USFS, NPS), as agency ids. */
export const LAND_TYPES = ['blm', 'usfs', 'nps'] as const satisfies readonly Agency[];

export const HOOKUPS = {
  electric: 'electric_hookups',
  water: 'water_hookups',
  sewer: 'sewer_hookups',
} as const satisfies Record<string, Amenity>;
export type Hookup = keyof typeof HOOKUPS;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** "a,b,c" of plain decimal numbers; `counts` lists the accepted lengths. */
function numbers(text: string, counts: number[], ctx: z.RefinementCtx): number[] | null {
  const parts = text.split(',');
  if (!counts.includes(parts.length) || !parts.every((part) => NUMBER.test(part.trim()))) {
    ctx.addIssue({ code: 'custom', message: `expected ${counts.join(' or ')} comma-separated numbers` });
    return null;
  }
  return parts.map(Number);
}

function checkPoint(lng: number, lat: number, ctx: z.RefinementCtx): boolean {
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) {
    ctx.addIssue({ code: 'custom', message: 'longitude must be -180..180 and latitude -90..90' });
    return false;
  }
  return true;
}

export const bboxSchema = z
  .string()
  .max(200)
  .describe('west,south,east,north (degrees); west <= east (boxes across the antimeridian are not supported)')
  .transform((text, ctx): Bounds => {
    const values = numbers(text, [4], ctx);
    if (!values) return z.NEVER;
    const [west, south, east, north] = values as [number, number, number, number];
    if (!checkPoint(west, south, ctx) || !checkPoint(east, north, ctx)) return z.NEVER;
    if (south > north) {
      ctx.addIssue({ code: 'custom', message: 'south must not be greater than north' });
      return z.NEVER;
    }
    if (west > east) {
      ctx.addIssue({
        code: 'custom',
        message: 'west must not be greater than east (antimeridian boxes are unsupported)',
      });
      return z.NEVER;
    }
    return { west, south, east, north };
  });

export interface Circle {
  lng: number;
  lat: number;
  radiusKm: number;
}

export const aroundSchema = z
  .string()
  .max(200)
  .describe(`lng,lat[,radiusKm] (radius default ${DEFAULT_SEARCH_RADIUS_KM}, at most ${MAX_SEARCH_RADIUS_KM})`)
  .transform((text, ctx): Circle => {
    const values = numbers(text, [2, 3], ctx);
    if (!values) return z.NEVER;
    const [lng, lat, radiusKm = DEFAULT_SEARCH_RADIUS_KM] = values as [number, number, number?];
    if (!checkPoint(lng, lat, ctx)) return z.NEVER;
    if (!(radiusKm > 0 && radiusKm <= MAX_SEARCH_RADIUS_KM)) {
      ctx.addIssue({ code: 'custom', message: `radius must be more than 0 and at most ${MAX_SEARCH_RADIUS_KM} km` });
      return z.NEVER;
    }
    return { lng, lat, radiusKm };
  });

export const originSchema = z
  .string()
  .max(200)
  .describe("lng,lat: the user's location, for distance sorting and the default search area")
  .transform((text, ctx) => {
    const values = numbers(text, [2], ctx);
    if (!values) return z.NEVER;
    const [lng, lat] = values as [number, number];
    if (!checkPoint(lng, lat, ctx)) return z.NEVER;
    return { lng, lat };
  });

export const PLACE_KINDS = ['state', 'city', 'park', 'forest'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
/** Admin areas: the places campgrounds can lie inside (admin_area_campgrounds). */
export const ADMIN_AREA_KINDS = ['park', 'forest'] as const satisfies readonly PlaceKind[];

/** A place's public id, `{kind}:{sourceId}` (docs/api-places.md), split into its parts. */
export interface PlaceRef {
  kind: PlaceKind;
  sourceId: string;
}

const PLACE_ID = /^([a-z]+):(\S{1,120})$/;

function placeIdSchema(kinds: readonly PlaceKind[], what: string) {
  return z
    .string()
    .max(200)
    .describe(`${what}: a place id {kind}:{sourceId} with kind ${kinds.join(' or ')}, e.g. ${kinds[0]}:…`)
    .transform((text, ctx): PlaceRef => {
      const match = PLACE_ID.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'expected a place id {kind}:{sourceId}, e.g. park:arch' });
        return z.NEVER;
      }
      const kind = match[1] as PlaceKind;
      if (!kinds.includes(kind)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${match[1]}" places are not allowed here; allowed: ${kinds.join(', ')}`,
        });
        return z.NEVER;
      }
      return { kind, sourceId: match[2]! };
    });
}

/** "a,b" where each value is one of `allowed`; duplicates collapse. */
function listOf<T extends string>(allowed: readonly T[], what: string) {
  return z
    .string()
    .max(500)
    .describe(`comma-separated ${what}: ${allowed.join(', ')}`)
    .transform((text, ctx): T[] => {
      const values = text.split(',');
      const unknown = values.find((value) => !(allowed as readonly string[]).includes(value));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `unknown value "${unknown}"; allowed: ${allowed.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(values)] as T[];
    });
}

const trueOnly = z.literal('true').transform(() => true as const);

const stayDate = (what: string) =>
  z
    .string()
    .max(10)
    .refine(isIsoDate, 'expected a date YYYY-MM-DD')
    .describe(`${what} (YYYY-MM-DD); with the other date, only campgrounds with a site free every night`);

/** The longest stay the availability filter asks about (the longest stay any campground takes). */
export const MAX_AVAILABILITY_NIGHTS = 60;

export const campgroundSearchFilters = {
  slug: z.string().min(1).max(120),
  region: z.string().min(1).max(80).describe('region slug (colorado) or USPS code (CO)'),
  agency: z.enum(AGENCY_IDS as [string, ...string[]]),
  bbox: bboxSchema,
  around: aroundSchema,
  origin: originSchema,
  'site-types': listOf(SITE_TYPE_IDS, 'site types, any of'),
  amenities: listOf(AMENITY_IDS, 'amenities, all of'),
  hookups: listOf(Object.keys(HOOKUPS) as Hookup[], 'hookups, all of'),
  'land-type': listOf(LAND_TYPES, 'land types (agencies), any of'),
  free: trueOnly.describe('true: free campgrounds only'),
  pets: trueOnly.describe('true: pets allowed only'),
  'rv-length': z
    .string()
    .regex(/^\d{1,3}$/, 'expected a whole number of feet')
    .transform(Number)
    .describe('feet: campgrounds whose known max RV length is at least this (unknown lengths excluded)'),
  reservable: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .describe('true: reservable only; false: first come, first served only'),
  near: placeIdSchema(PLACE_KINDS, `campgrounds within ${NEAR_RADIUS_KM} km of the place's point`),
  admin_area: placeIdSchema(ADMIN_AREA_KINDS, 'campgrounds inside the national park or forest'),
  'max-price': z
    .string()
    .regex(/^\d{1,4}$/, `expected whole US dollars from 1 to ${MAX_PRICE_DOLLARS}`)
    .transform(Number)
    .refine(
      (dollars) => dollars >= 1 && dollars <= MAX_PRICE_DOLLARS,
      `expected whole US dollars from 1 to ${MAX_PRICE_DOLLARS}`,
    )
    .describe('whole US dollars a night: known price at most this, free included (unknown prices excluded)'),
  'min-rating': z
    .string()
    .regex(/^\d(\.[05])?$/, 'expected 1 to 5 in steps of 0.5')
    .transform(Number)
    .refine((stars) => stars >= 1 && stars <= 5, 'expected 1 to 5 in steps of 0.5')
    .describe('1..5, halves allowed: average review rating at least this (unrated excluded)'),
  // filter[availability][start_date] and [end_date] (spec section 5): the stay, both or neither.
  'availability][start_date': stayDate('arrival'),
  'availability][end_date': stayDate('departure'),
  // The trip planner's corridor (docs/api-trip-plans.md): a location filter like bbox.
  trip_route: tripRouteFilterSchema,
  tri_segment: triSegmentFilterSchema,
};

export type ParsedSearchFilters = {
  [K in keyof typeof campgroundSearchFilters]?: z.output<(typeof campgroundSearchFilters)[K]>;
};

export interface Point {
  lng: number;
  lat: number;
}

/** A place a location filter named, as found in the places table. */
export interface ResolvedPlace {
  id: number;
  point: Point;
}

/** What the caller looked up in the database for the filters that name records. */
export interface ResolvedLocations {
  regionCode?: string;
  near?: ResolvedPlace;
  adminArea?: ResolvedPlace;
}

/** What the repository searches for; region and places are resolved first. */
export interface CampgroundSearch {
  regionCode?: string;
  slug?: string;
  agency?: string;
  bbox?: Bounds;
  around?: Circle;
  /** filter[near]: NEAR_RADIUS_KM around the place's point (applies together with around). */
  near?: Circle;
  /** filter[admin_area]: inside the park or forest (its point only measures distance). */
  adminArea?: ResolvedPlace;
  siteTypes?: string[];
  /** All of these amenities (amenities, hookups and pets together). */
  amenities?: string[];
  landTypes?: string[];
  free?: true;
  minRvLength?: number;
  reservable?: boolean;
  maxPriceCents?: number;
  minRating?: number;
  /** Bookable with a site free for every night of [startDate, endDate) at `now`. */
  availability?: AvailabilityFilter;
  /** filter[trip_route] (and filter[tri_segment]): within the detour of the route's line. */
  corridor?: Corridor;
}

/**
 * Location filters (bbox, around, region, near, admin_area) take precedence; without any, the
 * search is around the origin (default radius); without an origin, everywhere. The region and
 * places are resolved by the caller.
 */
export function toSearch(filter: ParsedSearchFilters, resolved: ResolvedLocations): CampgroundSearch {
  const search: CampgroundSearch = {};
  if (resolved.regionCode !== undefined) search.regionCode = resolved.regionCode;
  if (filter.slug !== undefined) search.slug = filter.slug;
  if (filter.agency !== undefined) search.agency = filter.agency;
  if (filter.bbox) search.bbox = filter.bbox;
  if (filter.around) search.around = filter.around;
  if (resolved.near) search.near = { ...resolved.near.point, radiusKm: NEAR_RADIUS_KM };
  if (resolved.adminArea) search.adminArea = resolved.adminArea;
  // The location filters and their precedence are shared with the web (@campwise/domain).
  if (originDecidesArea(filter) && !filter.trip_route && filter.origin) {
    search.around = { ...filter.origin, radiusKm: DEFAULT_SEARCH_RADIUS_KM };
  }
  if (filter['site-types']) search.siteTypes = filter['site-types'];
  const amenities = new Set<string>(filter.amenities ?? []);
  for (const hookup of filter.hookups ?? []) amenities.add(HOOKUPS[hookup]);
  if (filter.pets) amenities.add('pets_allowed');
  if (amenities.size) search.amenities = [...amenities];
  if (filter['land-type']) search.landTypes = filter['land-type'];
  if (filter.free) search.free = true;
  if (filter['rv-length'] !== undefined) search.minRvLength = filter['rv-length'];
  if (filter.reservable !== undefined) search.reservable = filter.reservable;
  if (filter['max-price'] !== undefined) search.maxPriceCents = filter['max-price'] * 100;
  if (filter['min-rating'] !== undefined) search.minRating = filter['min-rating'];
  return search;
}

const START = 'filter[availability][start_date]';
const END = 'filter[availability][end_date]';

/**
 * The availability filter's stay: both dates or neither, the departure after the arrival and at
 * most MAX_AVAILABILITY_NIGHTS later; anything else is a 400 naming the parameter.
 */
export function availabilityOf(filter: ParsedSearchFilters, now: Date): AvailabilityFilter | undefined {
  const startDate = filter['availability][start_date'];
  const endDate = filter['availability][end_date'];
  if (startDate === undefined && endDate === undefined) return undefined;
  if (startDate === undefined) throw AppError.invalidParameter(START, `${START} is needed with ${END}.`);
  if (endDate === undefined) throw AppError.invalidParameter(END, `${END} is needed with ${START}.`);
  if (endDate <= startDate) throw AppError.invalidParameter(END, `${END} must be after ${START}.`);
  const nights = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (nights > MAX_AVAILABILITY_NIGHTS) {
    throw AppError.invalidParameter(END, `A stay is at most ${MAX_AVAILABILITY_NIGHTS} nights.`);
  }
  return { startDate, endDate, now };
}

/**
 * Where distances are measured from: around's point, else the near place, else the admin area's
 * point, else the origin, else the bbox centre. The places a filter names beat the origin for
 * the same reason they decide the area: the user asked about that place, not about here.
 */
export function distancePoint(filter: ParsedSearchFilters, search: CampgroundSearch): Point | null {
  if (filter.around) return { lng: filter.around.lng, lat: filter.around.lat };
  if (search.near) return { lng: search.near.lng, lat: search.near.lat };
  if (search.adminArea) return search.adminArea.point;
  if (filter.origin) return filter.origin;
  if (filter.bbox) {
    const { west, south, east, north } = filter.bbox;
    return { lng: (west + east) / 2, lat: (south + north) / 2 };
  }
  return null;
}
