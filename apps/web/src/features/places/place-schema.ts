import { z } from 'zod';

const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const PLACE_KINDS = ['state', 'city', 'park', 'forest'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * A state, city, national park (NPS unit) or national forest as the places API describes it
 * (docs/api-places.md). `id` is the public id, `{kind}:{sourceId}`, that the campground
 * filters filter[near] and filter[admin_area] take.
 */
export const placeSchema = z.object({
  id: z.string(),
  kind: z.enum(PLACE_KINDS),
  /** Null only for a place outside every state (none of which the place pages list). */
  slug: z.string().nullable(),
  name: z.string(),
  label: optionalText,
  regionCode: optionalText,
  regionSlug: optionalText,
  regionName: optionalText,
  latitude: z.number(),
  longitude: z.number(),
  /** [west, south, east, north] */
  bbox: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .nullish()
    .transform((value) => value ?? null),
  population: optionalNumber,
  designation: optionalText,
  nearCount: z.number().int().nonnegative().default(0),
  /** Parks and forests only: campgrounds inside the area. */
  areaCount: optionalNumber,
  nearRadiusKm: optionalNumber,
});
export type Place = z.infer<typeof placeSchema>;
/** A place with a page of its own (/camping/{region}/near/{slug}). */
export type LinkedPlace = Place & { slug: string };

export function hasSlug(place: Place): place is LinkedPlace {
  return place.slug !== null;
}

export const placeListMetaSchema = z.object({ total: z.number().int().nonnegative() });

/** Parks and forests are "admin areas": the campground filter[admin_area] takes their id. */
export function isAdminArea(place: Pick<Place, 'kind'>): boolean {
  return place.kind === 'park' || place.kind === 'forest';
}
