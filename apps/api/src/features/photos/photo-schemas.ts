// Wire shapes of photos: the upload form's fields, the resource and the list query.
import { z } from 'zod';
import { PHOTO_CAPTION_MAX_LENGTH, PHOTO_MESSAGES } from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';

const INT4_MAX = 2 ** 31 - 1;

function recordId(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .refine((value) => Number(value) <= INT4_MAX, message)
    .transform(Number);
}

/** The text fields of the upload form (blank fields are dropped before parsing: a form sends ""). */
export const photoFormFieldsSchema = z.strictObject({
  'campground-id': recordId(PHOTO_MESSAGES.campgroundRequired),
  'review-id': recordId(PHOTO_MESSAGES.reviewInvalid).optional(),
  caption: z.string().trim().max(PHOTO_CAPTION_MAX_LENGTH, PHOTO_MESSAGES.captionTooLong).optional(),
});

export type PhotoFormFields = z.output<typeof photoFormFieldsSchema>;

/** The whole form, for the OpenAPI document (the route reads the parts itself, streaming). */
export const photoUploadFormSchema = z.object({
  file: z.string().meta({ format: 'binary' }).describe('JPEG, PNG or WebP (by its bytes), at most 10 MB'),
  'campground-id': z.string().describe('The campground the photo is of'),
  'review-id': z.string().optional().describe('Your own review of that campground'),
  caption: z.string().max(PHOTO_CAPTION_MAX_LENGTH).optional(),
});

const variantUrls = z.object({ thumb: z.string(), medium: z.string(), large: z.string() });

const photoAttributesSchema = z.object({
  caption: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  urls: variantUrls,
  'author-name': z.string(),
  'created-at': z.string(),
  hidden: z.boolean().optional().describe('Only for admins and the uploader'),
});

const photoResourceSchema = resourceSchema('photos', photoAttributesSchema, ['campground', 'review']);
export const photoDocumentSchema = singleDocumentSchema(photoResourceSchema);
export const photoListDocumentSchema = listDocumentSchema(photoResourceSchema, listMetaSchema);

const positiveInt4 = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= INT4_MAX);

export const photoIdParams = z.object({ id: positiveInt4 });

export const photoFileParams = z.object({
  key: z.string().describe('A variant key from a photo resource’s urls'),
});

export const PHOTO_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

export const photoListSpec = {
  filters: {},
  includes: [],
  sorts: PHOTO_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
