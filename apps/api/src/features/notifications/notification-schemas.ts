// Wire shapes of the bell's notifications (docs/api-alerts.md "Notifications").
import { z } from 'zod';
import { listDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

// Notification ids are bigint identities; anything else names no row.
export const notificationIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});

const READ_AT_MESSAGE = 'read-at is a time (it is set to now) or null.';

export const notificationUpdateDocumentSchema = resourceDocumentSchema('notifications', {
  'read-at': z.union([z.string().min(1), z.null()], { error: READ_AT_MESSAGE }),
});

export const notificationListSpec = {
  filters: {},
  includes: [],
  sorts: [{ value: '-created-at', label: 'Newest first' }],
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

const notificationResourceSchema = resourceSchema(
  'notifications',
  z.object({
    kind: z.enum(['alert-opening']),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    'read-at': z.string().nullable(),
    'created-at': z.string(),
  }),
  ['alert'],
);

export const notificationDocumentSchema = singleDocumentSchema(notificationResourceSchema);
export const notificationListDocumentSchema = listDocumentSchema(
  notificationResourceSchema,
  z.object({ total: z.number().int(), unread: z.number().int() }),
);
export const readAllDocumentSchema = z.object({
  meta: z.object({ unread: z.literal(0) }),
  jsonapi: z.object({ version: z.string() }),
});
