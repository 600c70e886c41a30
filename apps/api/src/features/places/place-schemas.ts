// Wire shapes and query specs of /api/v6/places.
import { z } from 'zod';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { PLACE_KINDS, type PlaceKind } from './place-id.ts';

/** Wire attributes of a place (kebab-case, as serialised). */
export const placeAttributesSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  'place-type': z.enum(['state', 'city', 'admin_area']),
  slug: z.string().nullable().describe('URL segment, unique within the region across kinds'),
  name: z.string(),
  label: z.string().describe('"Moab, UT"; a state is its name'),
  'region-code': z.string().nullable(),
  'region-slug': z.string().nullable(),
  'region-name': z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable().describe('west, south, east, north'),
  population: z.number().int().nullable(),
  designation: z.string().nullable(),
  'near-count': z.number().int().describe('campgrounds within near-radius-km of the point'),
  'area-count': z.number().int().nullable().describe('parks and forests: campgrounds inside the area'),
  'near-radius-km': z.number(),
});

export const placeResourceSchema = resourceSchema('places', placeAttributesSchema);
export const placeDocumentSchema = singleDocumentSchema(placeResourceSchema);
export const placeListDocumentSchema = listDocumentSchema(placeResourceSchema, listMetaSchema);

// Anything up to this length goes to the lookup; what is not a public id is a 404 like an unknown one.
export const placeIdParams = z.object({ id: z.string().min(1).max(200) });

export const PLACE_SORTS = [
  { value: '-near-count', label: 'Most campgrounds nearby' },
  { value: '-area-count', label: 'Most campgrounds inside' },
  { value: '-population', label: 'Largest population' },
  { value: 'name', label: 'Name (A–Z)' },
] as const;
export type PlaceSort = (typeof PLACE_SORTS)[number]['value'];

const kindList = z
  .string()
  .transform((text) => text.split(','))
  .pipe(z.array(z.enum(PLACE_KINDS, { message: `expected kinds among ${PLACE_KINDS.join(', ')}` })).min(1))
  .transform((kinds) => [...new Set(kinds)] as PlaceKind[])
  .describe(`comma list of ${PLACE_KINDS.join(', ')}`);

export const placeFilters = {
  region: z.string().min(1).max(80).describe('region slug (utah) or USPS code (UT)'),
  kind: kindList,
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/, 'expected a slug (lower-case letters, digits and hyphens)')
    .describe('exact slug; unique within a region'),
  'has-campgrounds': z
    .literal('true', { message: 'expected true' })
    .transform(() => true as const)
    .describe('true: places with campgrounds near them (or inside, for parks and forests)'),
};

export type PlaceFilter = { [K in keyof typeof placeFilters]?: z.output<(typeof placeFilters)[K]> };

export const placeListSpec = {
  filters: placeFilters,
  includes: [],
  sorts: PLACE_SORTS,
  defaultSort: '-near-count',
} satisfies ListQuerySpec<typeof placeFilters>;
