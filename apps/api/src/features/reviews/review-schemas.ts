// Wire shapes of reviews: the resource, request documents, list query and path ids.
import { z } from 'zod';
import { REVIEW_MESSAGES } from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import type { Clock } from '../../clock.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { bodyField, ratingField, siteTypeField, stayedOnField, titleField } from './review-fields.ts';

const reviewAttributesSchema = z.object({
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  'stayed-on': z.string(),
  'site-type': z.string().nullable(),
  'helpful-count': z.number().int(),
  'voted-helpful': z.boolean(),
  'author-name': z.string(),
  'created-at': z.string(),
  'updated-at': z.string(),
  hidden: z.boolean().optional().describe('Only for admins and the author'),
});

export const reviewResourceSchema = resourceSchema('reviews', reviewAttributesSchema, [
  'campground',
  'author',
  'photos',
]);
export const reviewDocumentSchema = singleDocumentSchema(reviewResourceSchema);

const distributionSchema = z.object({
  '1': z.number(),
  '2': z.number(),
  '3': z.number(),
  '4': z.number(),
  '5': z.number(),
});
export const reviewListDocumentSchema = listDocumentSchema(
  reviewResourceSchema,
  listMetaSchema.extend({
    rating: z.object({ average: z.number().nullable(), count: z.number().int(), distribution: distributionSchema }),
  }),
);

/** POST /reviews; "today" for the stay date comes from the app's clock. */
export function reviewCreateDocumentSchema(clock: Clock) {
  return resourceWithRelationshipsSchema(
    'reviews',
    {
      rating: ratingField,
      title: titleField.optional(),
      body: bodyField,
      'stayed-on': stayedOnField(clock),
      'site-type': siteTypeField.optional(),
    },
    { campground: toOneSchema('campgrounds', REVIEW_MESSAGES.campgroundRequired) },
  );
}

/** PATCH /reviews/{id}: any of the author's attributes; the campground stays. */
export function reviewUpdateDocumentSchema(clock: Clock) {
  return resourceDocumentSchema('reviews', {
    rating: ratingField.optional(),
    title: titleField.optional(),
    body: bodyField.optional(),
    'stayed-on': stayedOnField(clock).optional(),
    'site-type': siteTypeField.optional(),
  });
}

export type ReviewCreateDocument = z.output<ReturnType<typeof reviewCreateDocumentSchema>>;
export type ReviewUpdateAttributes = z.output<ReturnType<typeof reviewUpdateDocumentSchema>>['data']['attributes'];

export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((value) => Number(value) <= 2 ** 31 - 1),
});

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
  { value: 'most-helpful', label: 'Most helpful' },
] as const;

export const reviewListSpec = {
  filters: {},
  includes: [],
  sorts: REVIEW_SORTS,
  defaultSort: 'newest',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

export const REVIEW_INCLUDES = ['campground'] as const;
