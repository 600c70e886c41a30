import { z } from 'zod';
import { AGENCY_IDS, AMENITY_IDS, SITE_TYPE_IDS } from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { campgroundSearchFilters } from './campground-search.ts';

/** Wire attributes of a campground (kebab-case, as serialised). */
export const campgroundAttributesSchema = z.object({
  slug: z.string(),
  name: z.string(),
  'region-code': z.string(),
  'region-slug': z.string(),
  'region-name': z.string(),
  latitude: z.number(),
  longitude: z.number(),
  'nearest-town': z.string().nullable(),
  agency: z.enum(AGENCY_IDS as [string, ...string[]]),
  'agency-label': z.string(),
  'site-types': z.array(z.enum(SITE_TYPE_IDS as [string, ...string[]])),
  amenities: z.array(z.enum(AMENITY_IDS as [string, ...string[]])),
  'num-sites': z.number().int().nullable(),
  'is-free': z.boolean().nullable().describe('true free, false fee charged, null unknown'),
  'fee-note': z.string().nullable(),
  'max-rv-length': z.number().int().nullable().describe('feet'),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  reservable: z.boolean().nullable(),
  season: z.string().nullable(),
  'elevation-ft': z.number().int().nullable(),
  'price-cents': z
    .number()
    .int()
    .nullable()
    .describe('nightly fee in US cents when a source states one; 0 free, null unknown'),
  'rating-average': z.number().nullable().describe('mean review stars, 1..5; null when unrated'),
  'rating-count': z.number().int().describe('how many reviews the average is of'),
  description: z.string().nullable().describe('sanitised HTML'),
  sources: z.array(z.object({ source: z.string(), id: z.string(), url: z.string().nullable() })),
  attribution: z.array(z.string()),
  'updated-at': z.string(),
  bookable: z.boolean().describe('booking settings enabled and at least one active site'),
  'demo-inventory': z.boolean().describe('the seeded demo inventory, paid with test cards'),
  'booking-policy': z.enum(['instant', 'request']).nullable().describe('null when not bookable'),
  claimed: z.boolean().describe('an approved claim exists: the campground has a verified manager'),
  hidden: z.boolean().describe('hidden by an admin (or merged into another); only admins read a hidden one'),
  'hidden-reason': z.string().nullable().describe("the admin's reason; null unless hidden"),
  'merged-into-id': z.string().nullable().describe('the campground this duplicate was merged into'),
  'cover-photo': z
    .object({
      id: z.string(),
      caption: z.string().nullable(),
      width: z.number().int(),
      height: z.number().int(),
      urls: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }),
      'author-name': z.string(),
    })
    .nullable()
    .optional()
    .describe(
      'the photo pages and cards lead with: visible to everyone, landscape first, newest first; null when none. Sent by GET /campgrounds and /campgrounds/{id}',
    ),
});

export const campgroundResourceSchema = resourceSchema('campgrounds', campgroundAttributesSchema, [
  'region',
  'nearby',
  'campground-claims',
]);
export const campgroundDocumentSchema = singleDocumentSchema(campgroundResourceSchema);
export const campgroundListDocumentSchema = listDocumentSchema(
  campgroundResourceSchema,
  listMetaSchema.extend({
    'merged-into': z
      .object({ id: z.string(), slug: z.string(), 'region-slug': z.string() })
      .optional()
      .describe('filter[region] and filter[slug] naming a campground merged into another: where it went'),
    'route-positions': z
      .array(z.object({ id: z.string(), 'route-meters': z.number().int(), 'detour-meters': z.number().int() }))
      .optional()
      .describe('filter[trip_route]: where each campground of the page lies along the line and how far off it'),
  }),
);

// Ids are positive integers in the database; anything else cannot name a campground.
export const campgroundIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((v) => Number(v) <= 2 ** 31 - 1),
});

/** campground-claims: the claims the caller may see (their own; admins all; anonymous none). */
export const CAMPGROUND_INCLUDES = ['region', 'nearby', 'campground-claims'] as const;

export const CAMPGROUND_SORTS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'popular', label: 'Popular' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: '-num-sites', label: 'Most sites' },
  { value: 'num-sites', label: 'Fewest sites' },
  { value: 'distance', label: 'Distance' },
  { value: 'rating', label: 'Top rated' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'route', label: 'Along the route' },
] as const;
export type CampgroundSort = (typeof CAMPGROUND_SORTS)[number]['value'];

export const campgroundListSpec = {
  filters: campgroundSearchFilters,
  includes: CAMPGROUND_INCLUDES,
  sorts: CAMPGROUND_SORTS,
  defaultSort: 'recommended',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
