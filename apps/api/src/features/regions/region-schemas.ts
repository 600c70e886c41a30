import { z } from 'zod';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';

/** Wire attributes of a region (kebab-case, as serialised). */
export const regionAttributesSchema = z.object({
  slug: z.string(),
  code: z.string().describe('USPS code, e.g. CO'),
  name: z.string(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('west, south, east, north'),
  'label-point': z.tuple([z.number(), z.number()]).describe('longitude, latitude'),
  'campground-count': z.number().int(),
});

export const regionResourceSchema = resourceSchema('regions', regionAttributesSchema);
export const regionDocumentSchema = singleDocumentSchema(regionResourceSchema);
export const regionListDocumentSchema = listDocumentSchema(regionResourceSchema, listMetaSchema);

export const regionSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export const REGION_SORTS = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: '-campground-count', label: 'Most campgrounds' },
  { value: 'campground-count', label: 'Fewest campgrounds' },
] as const;
export type RegionSort = (typeof REGION_SORTS)[number]['value'];
