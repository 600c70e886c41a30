import { z } from 'zod';
import { photoFieldsSchema } from '@/lib/photo-fields-schema';

// The API sends null for unknown facts; tolerate a missing member the same way so that an
// optional attribute added or dropped later does not take pages down.
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));
const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null);

const sourceRecordSchema = z.object({
  source: z.string(),
  id: z.union([z.string(), z.number()]).transform(String),
  url: optionalText,
});
export type SourceRecord = z.infer<typeof sourceRecordSchema>;

/** The camper's photo a campground's page and cards lead with (ADR 0030). */
const coverPhotoSchema = photoFieldsSchema;
export type CoverPhoto = z.infer<typeof coverPhotoSchema>;

export const campgroundSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  regionCode: z.string(),
  regionSlug: z.string(),
  regionName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  nearestTown: optionalText,
  agency: optionalText,
  agencyLabel: optionalText,
  siteTypes: z.array(z.string()).default([]),
  amenities: z.array(z.string()).default([]),
  numSites: optionalNumber,
  /** true: free; false: a fee is charged; null: not known. */
  isFree: optionalBoolean,
  feeNote: optionalText,
  /** Nightly fee in US cents when a source states one (0 when free); null when not known. */
  priceCents: optionalNumber,
  /** Mean review stars, null until the first review; and how many reviews. */
  ratingAverage: optionalNumber,
  ratingCount: optionalNumber.transform((value) => value ?? 0),
  maxRvLength: optionalNumber,
  phone: optionalText,
  website: optionalText,
  email: optionalText,
  reservable: optionalBoolean,
  season: optionalText,
  elevationFt: optionalNumber,
  /** HTML, already sanitised by the API. */
  description: optionalText,
  sources: z.array(sourceRecordSchema).default([]),
  attribution: z.array(z.string()).default([]),
  updatedAt: optionalText,
  /** Booking settings enabled and at least one active site: the page shows Book buttons. */
  bookable: optionalBoolean.transform((value) => value ?? false),
  /** The seeded demo inventory: every page of it says so (sample data, test cards). */
  demoInventory: optionalBoolean.transform((value) => value ?? false),
  /** Null when no camper's photo is visible yet (or the API left it out): pages draw a map picture. */
  coverPhoto: coverPhotoSchema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  /** instant, request, or null when not bookable. */
  bookingPolicy: z
    .enum(['instant', 'request'])
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
});
export type Campground = z.infer<typeof campgroundSchema>;

export const sortOptionSchema = z.object({ value: z.string(), label: z.string() });
export type SortOption = z.infer<typeof sortOptionSchema>;

export const campgroundListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  availableSortOptions: z.array(sortOptionSchema).default([]),
});
