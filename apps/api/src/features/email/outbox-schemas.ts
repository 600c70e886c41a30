import { z } from 'zod';
import { listDocumentSchema, listMetaSchema, resourceSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';

const outboxEmailAttributesSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  'created-at': z.string(),
});

export const outboxEmailListDocumentSchema = listDocumentSchema(
  resourceSchema('outbox-emails', outboxEmailAttributesSchema),
  listMetaSchema,
);

export const OUTBOX_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

export const outboxListSpec = {
  filters: { to: z.string().min(1).max(254).describe('recipient address, any case') },
  includes: [],
  sorts: OUTBOX_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
