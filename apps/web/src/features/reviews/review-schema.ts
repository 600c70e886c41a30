import { z } from 'zod';
import type { Photo } from '@/features/photos/photo-schema';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

/** A review as the API sends it (docs/api-community.md), attributes camelCased. */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: optionalText,
  body: z.string(),
  stayedOn: z.string(),
  siteType: optionalText,
  helpfulCount: z.number().int().nonnegative().default(0),
  votedHelpful: z.boolean().default(false),
  authorName: z
    .string()
    .nullish()
    .transform((name) => name || 'Camper'),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  hidden: z.boolean().default(false),
});
export type ReviewAttributes = z.infer<typeof reviewSchema>;

/** A review with what its relationships point at. */
export interface Review extends ReviewAttributes {
  authorId: string | null;
  campgroundId: string | null;
  photos: Photo[];
}

export const ratingSummarySchema = z.object({
  average: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  count: z.number().int().nonnegative(),
  distribution: z.record(z.string(), z.number().int().nonnegative()).default({}),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  availableSortOptions: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
  rating: ratingSummarySchema.default({ average: null, count: 0, distribution: {} }),
});
