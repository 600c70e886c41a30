// Wire shapes of field reports and connectivity: resources, the request document, list query.
import { z } from 'zod';
import { FIELD_REPORT_MESSAGES, REVIEW_MESSAGES } from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import type { Clock } from '../../clock.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { noteField, signalsField, visitedOnField } from './field-report-fields.ts';

const signalAttributesSchema = z.object({
  carrier: z.string(),
  'carrier-label': z.string(),
  signal: z.string(),
  'download-mbps': z.number().nullable(),
  'upload-mbps': z.number().nullable(),
});

const fieldReportAttributesSchema = z.object({
  'visited-on': z.string(),
  'road-notes': z.string().nullable(),
  'access-notes': z.string().nullable(),
  'site-notes': z.string().nullable(),
  signals: z.array(signalAttributesSchema),
  'author-name': z.string(),
  'created-at': z.string(),
  hidden: z.boolean().optional().describe('Only for admins and the author'),
});

export const fieldReportResourceSchema = resourceSchema('field-reports', fieldReportAttributesSchema, [
  'campground',
  'author',
  'review',
]);
export const fieldReportDocumentSchema = singleDocumentSchema(fieldReportResourceSchema);
export const fieldReportListDocumentSchema = listDocumentSchema(fieldReportResourceSchema, listMetaSchema);

const connectivityResourceSchema = resourceSchema(
  'connectivity',
  z.object({
    carrier: z.string(),
    'carrier-label': z.string(),
    rating: z.string(),
    'report-count': z.number().int(),
    'median-download-mbps': z.number().nullable(),
    'median-upload-mbps': z.number().nullable(),
    'updated-at': z.string().nullable(),
  }),
  ['campground'],
);
export const connectivityListDocumentSchema = z.object({
  data: z.array(connectivityResourceSchema),
  jsonapi: z.object({ version: z.string() }),
});

/** POST /field-reports; "today" for the visit date comes from the app's clock. */
export function fieldReportCreateDocumentSchema(clock: Clock) {
  return resourceWithRelationshipsSchema(
    'field-reports',
    {
      'visited-on': visitedOnField(clock),
      'road-notes': noteField.optional(),
      'access-notes': noteField.optional(),
      'site-notes': noteField.optional(),
      signals: signalsField.optional(),
    },
    {
      campground: toOneSchema('campgrounds', REVIEW_MESSAGES.campgroundRequired),
      review: toOneSchema('reviews', FIELD_REPORT_MESSAGES.reviewUnknown).optional(),
    },
  );
}

export type FieldReportCreateDocument = z.output<ReturnType<typeof fieldReportCreateDocumentSchema>>;

export const FIELD_REPORT_SORTS = [{ value: '-visited-on', label: 'Most recent visit first' }] as const;

export const fieldReportListSpec = {
  filters: {},
  includes: [],
  sorts: FIELD_REPORT_SORTS,
  defaultSort: '-visited-on',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
