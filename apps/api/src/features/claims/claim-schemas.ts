// Wire shapes of campground-claims (docs/api-claims.md): the resource, request documents and
// the list query.
import { z } from 'zod';
import { BOOKING_INTENTIONS, BOOKING_METHODS } from '@campwise/domain';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { emailField } from '../users/user-fields.ts';
import { boundedText, phoneRuleField, requiredText, websiteRuleField } from './claim-fields.ts';

export const CLAIM_STATUSES = ['unverified', 'pending', 'approved', 'rejected', 'withdrawn', 'revoked'] as const;
export const CLAIMANT_ROLES = ['owner', 'manager', 'staff', 'other'] as const;
export const VERIFICATION_METHODS = ['listed-email', 'listed-phone', 'business-email', 'document'] as const;

const idPattern = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const claimIdParams = z.object({ id: idPattern });
export const claimDocumentParams = z.object({ id: idPattern, n: z.string().regex(/^\d{1,2}$/) });

const claimAttributesSchema = z.object({
  'campground-id': z.string(),
  'user-id': z.string(),
  status: z.enum(CLAIM_STATUSES),
  'claimant-name': z.string(),
  'claimant-role': z.enum(CLAIMANT_ROLES),
  'business-name': z.string(),
  phone: z.string(),
  website: z.string(),
  'booking-intention': z.enum(BOOKING_INTENTIONS),
  'booking-method': z.enum(BOOKING_METHODS).nullable(),
  'portal-state': z.enum(['pms_bookings', 'campwise_bookings', 'standby', 'no_bookings']),
  'verification-method': z.enum(VERIFICATION_METHODS).nullable(),
  'verification-target-hint': z.string().nullable().describe('masked: c•••@aspengrove.com, (•••) •••-0100'),
  'verified-at': z.string().nullable(),
  documents: z.array(z.object({ filename: z.string(), 'content-type': z.string(), bytes: z.number().int() })),
  'rejection-reason': z.string().nullable(),
  'reviewed-at': z.string().nullable(),
  'created-at': z.string(),
  'campground-name': z.string(),
  'campground-slug': z.string(),
  'region-slug': z.string(),
  'contests-claim-id': z.string().nullable().describe('A contest: the approved claim it disputes'),
  'contest-reason': z.string().nullable(),
});

export const claimResourceSchema = resourceSchema('campground-claims', claimAttributesSchema, [
  'campground',
  'user',
  'contested-claim',
]);
export const claimDocumentSchema = singleDocumentSchema(claimResourceSchema);
export const claimListDocumentSchema = listDocumentSchema(claimResourceSchema, listMetaSchema);

const NAME_MESSAGE = 'Please enter a name.';
const ROLE_MESSAGE = `Choose one of ${CLAIMANT_ROLES.join(', ')}.`;
const INTENTION_MESSAGE = `Choose one of ${BOOKING_INTENTIONS.join(', ')}.`;
const METHOD_MESSAGE = `Choose one of ${BOOKING_METHODS.join(', ')}, or null.`;

const claimantName = requiredText(1, 120, NAME_MESSAGE).describe('1–120 characters');
const claimantRole = z.enum(CLAIMANT_ROLES, { error: ROLE_MESSAGE });
const businessName = boundedText(120, 'The business name');
const bookingIntention = z.enum(BOOKING_INTENTIONS, { error: INTENTION_MESSAGE });
const bookingMethod = z.enum(BOOKING_METHODS, { error: METHOD_MESSAGE }).nullable();
export const CONTEST_REASON_MAX = 2000;
const contestReason = requiredText(
  1,
  CONTEST_REASON_MAX,
  `Please tell us why the campground is yours, in at most ${CONTEST_REASON_MAX} characters.`,
).describe('A contest: why the campground is the claimant’s (1–2000 characters)');

export const claimCreateSchema = resourceWithRelationshipsSchema(
  'campground-claims',
  {
    'claimant-name': claimantName,
    'claimant-role': claimantRole,
    'business-name': businessName.optional(),
    phone: phoneRuleField.optional(),
    website: websiteRuleField.optional(),
    'booking-intention': bookingIntention.optional(),
    'contest-reason': contestReason.optional(),
  },
  { campground: toOneSchema('campgrounds', 'Name the campground to claim.') },
);
export type ClaimCreateAttributes = z.output<typeof claimCreateSchema>['data']['attributes'];

export const claimUpdateSchema = resourceDocumentSchema('campground-claims', {
  'claimant-name': claimantName.optional(),
  'claimant-role': claimantRole.optional(),
  'business-name': businessName.optional(),
  phone: phoneRuleField.optional(),
  website: websiteRuleField.optional(),
  'booking-intention': bookingIntention.optional(),
  'booking-method': bookingMethod.optional(),
  'contest-reason': contestReason.optional(),
  status: z.literal('withdrawn', { error: 'The only status a claimant can set is "withdrawn".' }).optional(),
});
export type ClaimUpdateAttributes = z.output<typeof claimUpdateSchema>['data']['attributes'];

/** JSON:API body of POST …/verification; a document upload comes as multipart/form-data instead. */
export const verificationStartSchema = resourceDocumentSchema('claim-verifications', {
  method: z.enum(['listed-email', 'listed-phone', 'business-email'], {
    error: 'Choose listed-email, listed-phone or business-email (a document is uploaded as multipart/form-data).',
  }),
  email: emailField.optional().describe('For business-email: an address at the campground’s website domain'),
});
export type VerificationStart = z.output<typeof verificationStartSchema>['data']['attributes'];

export const verificationCodeSchema = resourceDocumentSchema('claim-verifications', {
  code: z
    .string({ error: 'Enter the 6-digit code.' })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { error: 'Enter the 6-digit code.' }),
});

export const claimRejectionSchema = resourceDocumentSchema('claim-rejections', {
  reason: requiredText(1, 500, 'Please give a reason of 1 to 500 characters.'),
});

export const CLAIM_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

const userIdFilter = idPattern.transform(Number);

export const claimListSpec = {
  filters: {
    userId: userIdFilter.describe("The claimant's user id (spec section 7); yours unless you are an admin"),
    'user-id': userIdFilter.describe('Same as filter[userId]'),
    status: z.enum(CLAIM_STATUSES),
    campground: idPattern.transform(Number),
  },
  includes: ['campground', 'contested-claim'],
  sorts: CLAIM_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
