// Wire shapes of support messages (docs/api-support.md): the contact form's document, the admin's
// status change, the resource and the list query.
import { z } from 'zod';
import {
  SUPPORT_MESSAGES,
  SUPPORT_STATUSES,
  validateSupportEmail,
  validateSupportMessage,
  validateSupportName,
  validateSupportPagePath,
  validateSupportSubject,
  VALIDATION_MESSAGES,
  type Validator,
} from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

/** Text checked with the shared rule (the web form says the same), stored trimmed. */
function ruledText(rule: Validator, missing: string, description: string) {
  return z
    .string({ error: missing })
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim())
    .describe(description);
}

export const supportMessageCreateDocumentSchema = resourceDocumentSchema('support-messages', {
  name: ruledText(validateSupportName, VALIDATION_MESSAGES.nameRequired, 'Who is writing'),
  email: ruledText(validateSupportEmail, VALIDATION_MESSAGES.emailRequired, 'Where the answer goes'),
  subject: ruledText(validateSupportSubject, SUPPORT_MESSAGES.subjectRequired, 'What it is about'),
  message: ruledText(validateSupportMessage, SUPPORT_MESSAGES.messageRequired, 'The message'),
  'page-path': z
    .string({ error: SUPPORT_MESSAGES.pagePathInvalid })
    .refine((value) => validateSupportPagePath(value) === null, { error: SUPPORT_MESSAGES.pagePathInvalid })
    .nullable()
    .optional()
    .describe('The page the visitor wrote from, e.g. /camping/utah (optional)'),
});

export const supportMessageUpdateDocumentSchema = resourceDocumentSchema('support-messages', {
  status: z
    .enum(SUPPORT_STATUSES, { error: `status must be one of: ${SUPPORT_STATUSES.join(', ')}.` })
    .describe('closed once answered; open again to reopen'),
});

const supportMessageAttributesSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  'page-path': z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  'created-at': z.string(),
  'updated-at': z.string(),
  // Admins only: the account the message was sent from, if the sender was signed in.
  'user-id': z.string().nullable().optional(),
});

const supportMessageResourceSchema = resourceSchema('support-messages', supportMessageAttributesSchema);
export const supportMessageDocumentSchema = singleDocumentSchema(supportMessageResourceSchema);
export const supportMessageListDocumentSchema = listDocumentSchema(supportMessageResourceSchema, listMetaSchema);

export const SUPPORT_MESSAGE_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

export const supportMessageListSpec = {
  filters: { status: z.enum(SUPPORT_STATUSES).describe('open or closed; both when absent') },
  includes: [],
  sorts: SUPPORT_MESSAGE_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

export const supportMessageIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });
