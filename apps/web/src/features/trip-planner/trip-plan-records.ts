// The trip planner's records as the API sends them (docs/api-trip-plans.md), checked with zod at
// the edge: a route (POST /trip-routes), a saved plan (trip-plans) and a shared one
// (shared-trip-plans, the same attributes less the owner's). Keys arrive camelCased.
import { z } from 'zod';
import { type Campground, campgroundSchema } from '@/features/campgrounds/campground-schema';

export const placeKindSchema = z.enum(['origin', 'stop', 'destination']);
export type TripPlaceKind = z.infer<typeof placeKindSchema>;

export const tripPlaceSchema = z.object({
  kind: placeKindSchema,
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type TripPlace = z.infer<typeof tripPlaceSchema>;

const point = z.tuple([z.number(), z.number()]);

export const tripRouteSchema = z.object({
  /** osrm: roads from the configured router; great-circle: straight lines, not roads. */
  source: z.enum(['osrm', 'great-circle']),
  meters: z.number(),
  legMeters: z.array(z.number()),
  coordinates: z.array(point),
  /** What filter[trip_route] takes: the line simplified, as an encoded polyline. */
  searchLine: z.string(),
  searchLineMeters: z.array(z.number()),
  legSegments: z.array(z.tuple([z.number(), z.number()])),
});
export type TripRoute = z.infer<typeof tripRouteSchema>;

const id = z.union([z.string(), z.number()]).transform(String);

export const tripNightSchema = z.object({
  night: z.number().int(),
  date: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  campgroundId: id,
  driveMeters: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  routeMeters: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  detourMeters: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  bookable: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type TripNightRecord = z.infer<typeof tripNightSchema>;

const tripPlanAttributesSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  nightCount: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 0),
  detourMiles: z.number().int(),
  places: z.array(tripPlaceSchema),
  route: tripRouteSchema,
  nights: z.array(tripNightSchema).default([]),
  finalDriveMeters: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  /** The read-only link's token; null when not shared (and absent from the shared view). */
  shareToken: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

export interface TripPlan extends z.infer<typeof tripPlanAttributesSchema> {
  /** The nights' campgrounds, by id. */
  campgrounds: Record<string, Campground>;
}

/** A plan from its camelCased record (id and attributes) and the campgrounds included beside it. */
export function parseTripPlan(record: unknown, included: readonly unknown[]): TripPlan {
  const plan = tripPlanAttributesSchema.parse(record);
  const campgrounds: Record<string, Campground> = {};
  for (const item of included) {
    const parsed = campgroundSchema.safeParse(item);
    if (parsed.success) campgrounds[parsed.data.id] = parsed.data;
  }
  return { ...plan, campgrounds };
}

/** The route in a trip-routes answer. */
export function parseTripRoute(record: unknown): { places: TripPlace[]; route: TripRoute } {
  return z.object({ places: z.array(tripPlaceSchema), route: tripRouteSchema }).parse(record);
}

/** meta.route-positions of a corridor search: each campground's place along the line. */
export const routePositionsSchema = z
  .array(z.object({ id, routeMeters: z.number(), detourMeters: z.number() }))
  .catch([]);
