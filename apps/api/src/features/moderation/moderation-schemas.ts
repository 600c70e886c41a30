// Wire shapes of content reports and moderation: the request document, the resource, the
// list query and the path parameters.
import { z } from 'zod';
import {
  HIDEABLE_TARGET_TYPES,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

// Ids are positive int4 in the database; anything else cannot name a record.
const idPattern = /^[1-9]\d{0,9}$/;
const isInt4 = (value: string) => Number(value) <= 2 ** 31 - 1;
const idString = z.string().regex(idPattern).refine(isInt4);

const targetIdField = z
  .union([z.string(), z.number()], { error: 'Please give the id of the content you are reporting.' })
  .transform((value) => String(value))
  .refine((value) => idPattern.test(value) && isInt4(value), { error: REPORT_MESSAGES.targetMissing })
  .transform(Number)
  .describe('The reported record’s id (a string, as JSON:API ids are)');

export const contentReportCreateDocumentSchema = resourceDocumentSchema('content-reports', {
  'target-type': z.enum(REPORT_TARGET_TYPES, {
    error: `target-type must be one of: ${REPORT_TARGET_TYPES.join(', ')}.`,
  }),
  'target-id': targetIdField,
  // The reason's rules depend on the target type, so the service checks it (one message each).
  reason: z.string({ error: REPORT_MESSAGES.reasonRequired }).describe('One of REPORT_REASONS for the target'),
  details: z
    .string({ error: 'Details must be text.' })
    .max(REPORT_DETAILS_MAX * 2, { error: REPORT_MESSAGES.detailsTooLong })
    .optional()
    .describe(`Up to ${REPORT_DETAILS_MAX} characters (trimmed); required for incorrect-information and other`),
});

const targetSummarySchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  excerpt: z.string(),
  'author-id': z.string().nullable(),
  'author-name': z.string().nullable(),
  campground: z.object({ id: z.string(), name: z.string(), slug: z.string(), 'region-slug': z.string() }),
  hidden: z.boolean(),
});

const contentReportAttributesSchema = z.object({
  'target-type': z.enum(REPORT_TARGET_TYPES),
  'target-id': z.string(),
  reason: z.string(),
  'reason-label': z.string(),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  'created-at': z.string(),
  'resolved-at': z.string().nullable(),
  // Admins only: who reported and what the content is (null once it has been deleted).
  'reporter-name': z.string().optional(),
  target: targetSummarySchema.nullable().optional(),
});

const contentReportResourceSchema = resourceSchema('content-reports', contentReportAttributesSchema);
export const contentReportDocumentSchema = singleDocumentSchema(contentReportResourceSchema);
export const contentReportListDocumentSchema = listDocumentSchema(contentReportResourceSchema, listMetaSchema);

export const CONTENT_REPORT_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

export const contentReportListSpec = {
  filters: { status: z.enum(REPORT_STATUSES).describe('open (default: all), dismissed or actioned') },
  includes: [],
  sorts: CONTENT_REPORT_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

export const contentReportIdParams = z.object({ id: idString });

export const moderationTargetParams = z.object({ type: z.enum(HIDEABLE_TARGET_TYPES), id: idString });
