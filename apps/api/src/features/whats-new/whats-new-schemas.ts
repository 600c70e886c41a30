// Query specs and wire schemas of the what's-new lists (docs/api-whats-new.md): campgrounds
// newly added or updated, and the newest reviews and field reports, anywhere or near a point.
import { z } from 'zod';
import { listDocumentSchema, listMetaSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { campgroundResourceSchema } from '../campgrounds/campground-schemas.ts';
import { aroundSchema } from '../campgrounds/campground-search.ts';
import { fieldReportResourceSchema } from '../field-reports/field-report-schemas.ts';
import { reviewResourceSchema } from '../reviews/review-schemas.ts';

export const CAMPGROUND_CHANGES = ['added', 'updated'] as const;
export type CampgroundChange = (typeof CAMPGROUND_CHANGES)[number];

const around = aroundSchema.describe('lng,lat[,radiusKm]: only items at campgrounds within the circle');

export const newCampgroundsSpec = {
  filters: {
    change: z
      .enum(CAMPGROUND_CHANGES)
      .describe(
        'added (since the first import, newest first; the default) or updated (changed since it was added, latest first)',
      ),
    around,
  },
  includes: [],
  sorts: [{ value: 'newest', label: 'Newest first' }],
  defaultSort: 'newest',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

export const newCommunitySpec = {
  filters: { around },
  includes: ['campground'],
  sorts: [{ value: 'newest', label: 'Newest first' }],
  defaultSort: 'newest',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

export const newCampgroundListSchema = listDocumentSchema(
  campgroundResourceSchema,
  listMetaSchema.extend({
    'added-since': z
      .string()
      .nullable()
      .optional()
      .describe('filter[change]=added: campgrounds created after this moment (the first import finished); null: all'),
  }),
);

export const newReviewListSchema = listDocumentSchema(reviewResourceSchema, listMetaSchema);
export const newFieldReportListSchema = listDocumentSchema(fieldReportResourceSchema, listMetaSchema);
