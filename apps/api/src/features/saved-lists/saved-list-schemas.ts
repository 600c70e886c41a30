// Wire shapes of saved lists: resources, request documents and path parameters.
import { z } from 'zod';
import { SAVED_LIST_MESSAGES, SAVED_LIST_NAME_MAX_LENGTH } from '@campwise/domain';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

// Positive int4, as ids are in the database; anything else cannot name a row.
const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const userIdParams = z.object({ id: idString });
export const listIdParams = z.object({ id: idString });
export const listItemParams = z.object({ id: idString, campgroundId: idString });
export const campgroundIdParams = z.object({ campgroundId: idString });

const NO_CAMPGROUND = 'Please choose a campground.';

/** JSON:API ids are strings; a number is taken too, as clients often send one. */
const idField = (message: string) =>
  z
    .union(
      [
        idString,
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      ],
      { error: message },
    )
    .transform((value) => Number(value));

export const nameField = z
  .string({ error: SAVED_LIST_MESSAGES.nameRequired })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: SAVED_LIST_MESSAGES.nameRequired })
      .max(SAVED_LIST_NAME_MAX_LENGTH, { error: SAVED_LIST_MESSAGES.nameTooLong }),
  );

export const savedListCreateDocumentSchema = resourceDocumentSchema('saved-lists', { name: nameField });
export const savedListUpdateDocumentSchema = resourceDocumentSchema('saved-lists', { name: nameField });
export const listItemCreateDocumentSchema = resourceDocumentSchema('saved-list-items', {
  'campground-id': idField(NO_CAMPGROUND),
});
export const savedCampgroundDocumentSchema = resourceDocumentSchema('saved-campgrounds', {
  'campground-id': idField(NO_CAMPGROUND),
  'list-id': idField('Please choose one of your lists.').optional(),
});

const savedListResourceSchema = resourceSchema(
  'saved-lists',
  z.object({
    name: z.string(),
    'is-default': z.boolean(),
    'item-count': z.number().int(),
    'campground-ids': z.array(z.string()),
    'created-at': z.string(),
    'updated-at': z.string(),
  }),
);
export const savedListDocumentSchema = singleDocumentSchema(savedListResourceSchema);
export const savedListListDocumentSchema = z.object({
  data: z.array(savedListResourceSchema),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});

const listItemResourceSchema = resourceSchema(
  'saved-list-items',
  z.object({ 'campground-id': z.string(), 'list-id': z.string(), 'created-at': z.string() }),
  ['campground'],
);
export const listItemListDocumentSchema = z.object({
  data: z.array(listItemResourceSchema),
  included: z.array(z.object({ type: z.string(), id: z.string() }).loose()).optional(),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});

export const campgroundIdsDocumentSchema = z.object({
  data: z.array(resourceSchema('list-item-campground-ids', z.object({ 'resource-ids': z.array(z.string()) }))),
  jsonapi: z.object({ version: z.string() }),
});

export const ITEM_INCLUDES = ['campground'] as const;
