// Wire shapes of campground-submissions (docs/api-claims.md "Suggested listings").
import { z } from 'zod';
import { AMENITY_IDS, SITE_TYPE_IDS } from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { emailField } from '../users/user-fields.ts';
import { boundedText, phoneRuleField, requiredText, websiteRuleField } from '../claims/claim-fields.ts';

const idPattern = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const submissionIdParams = z.object({ id: idPattern });

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const submissionAttributesSchema = z.object({
  'submitter-role': z.enum(['owner', 'camper']),
  status: z.enum(SUBMISSION_STATUSES),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  'site-types': z.array(z.string()),
  amenities: z.array(z.string()),
  'price-cents': z.number().int().nullable(),
  reservable: z.boolean().nullable(),
  'user-id': z.string(),
  'campground-id': z.string().nullable().describe('the campground created on approval'),
  'rejection-reason': z.string().nullable(),
  'reviewed-at': z.string().nullable(),
  'created-at': z.string(),
});

const submissionResourceSchema = resourceSchema('campground-submissions', submissionAttributesSchema, ['campground']);
export const submissionDocumentSchema = singleDocumentSchema(submissionResourceSchema);
export const submissionListDocumentSchema = listDocumentSchema(submissionResourceSchema, listMetaSchema);

const coordinate = (min: number, max: number, label: string) =>
  z
    .number({ error: `Pick the ${label} on the map.` })
    .min(min, `Pick the ${label} on the map.`)
    .max(max, `Pick the ${label} on the map.`);

export const submissionCreateSchema = resourceDocumentSchema('campground-submissions', {
  'submitter-role': z.enum(['owner', 'camper'], {
    error: 'Say whether you run this campground (owner) or camped there (camper).',
  }),
  name: requiredText(2, 120, 'Please enter a name of 2 to 120 characters.'),
  latitude: coordinate(-90, 90, 'latitude'),
  longitude: coordinate(-180, 180, 'longitude'),
  description: boundedText(4000, 'The description').optional(),
  website: websiteRuleField.optional(),
  phone: phoneRuleField.optional(),
  email: emailField.optional(),
  'site-types': z
    .array(z.enum(SITE_TYPE_IDS as [string, ...string[]]), { error: `Choose among ${SITE_TYPE_IDS.join(', ')}.` })
    .max(SITE_TYPE_IDS.length)
    .optional(),
  amenities: z
    .array(z.enum(AMENITY_IDS as [string, ...string[]]), { error: `Choose among ${AMENITY_IDS.join(', ')}.` })
    .max(AMENITY_IDS.length)
    .optional(),
  'price-cents': z
    .number({ error: 'Enter the nightly price in cents (0 for free).' })
    .int('Enter the nightly price in cents (0 for free).')
    .min(0, 'Enter the nightly price in cents (0 for free).')
    .max(10_000_000, 'Enter the nightly price in cents (0 for free).')
    .nullable()
    .optional(),
  reservable: z.boolean({ error: 'Please send true or false.' }).nullable().optional(),
});
export type SubmissionAttributes = z.output<typeof submissionCreateSchema>['data']['attributes'];

export const submissionRejectionSchema = resourceDocumentSchema('submission-rejections', {
  reason: requiredText(1, 500, 'Please give a reason of 1 to 500 characters.'),
});

export const SUBMISSION_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

export const submissionListSpec = {
  filters: { status: z.enum(SUBMISSION_STATUSES) },
  includes: [],
  sorts: SUBMISSION_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
