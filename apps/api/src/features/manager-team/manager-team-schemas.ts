// Wire shapes of co-managers (docs/api-claims.md "Co-managers") and the manager's campgrounds
// (docs/api-manager.md "The manager's campgrounds").
import { z } from 'zod';
import { countedListDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { emailField } from '../users/user-fields.ts';
import { campgroundAttributesSchema } from '../campgrounds/campground-schemas.ts';

const idPattern = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const idParams = z.object({ id: idPattern });
export const managerParams = z.object({ id: idPattern, userId: idPattern });

const invitationAttributesSchema = z.object({
  email: z.string(),
  'campground-id': z.string(),
  'campground-name': z.string(),
  status: z.enum(['pending', 'accepted', 'expired']),
  'expires-at': z.string(),
  'accepted-at': z.string().nullable(),
  'created-at': z.string(),
});
const invitationResourceSchema = resourceSchema('manager-invitations', invitationAttributesSchema, ['campground']);
export const invitationDocumentSchema = singleDocumentSchema(invitationResourceSchema);
export const invitationListDocumentSchema = countedListDocumentSchema(invitationResourceSchema);

const managerResourceSchema = resourceSchema(
  'campground-managers',
  z.object({ 'user-id': z.string(), 'full-name': z.string(), email: z.string(), role: z.enum(['owner', 'manager']) }),
);
export const managerListDocumentSchema = countedListDocumentSchema(managerResourceSchema);

const managedCampgroundResourceSchema = resourceSchema(
  'campgrounds',
  campgroundAttributesSchema.extend({
    'manager-role': z.enum(['owner', 'manager']),
    'booking-settings-id': z.string().nullable().describe('null before bookings are set up'),
    'pending-request-count': z.number().int().describe('requests to book waiting for an answer'),
    'portal-state': z
      .enum(['pms_bookings', 'campwise_bookings', 'standby', 'no_bookings'])
      .describe('managerPortalState of the approved claim'),
  }),
  ['region', 'nearby', 'campground-claim'],
);
export const managedCampgroundListDocumentSchema = countedListDocumentSchema(managedCampgroundResourceSchema);

export const invitationCreateSchema = resourceWithRelationshipsSchema(
  'manager-invitations',
  { email: emailField },
  { campground: toOneSchema('campgrounds', 'Name the campground to invite to.') },
);

export const invitationAcceptSchema = resourceDocumentSchema('manager-invitations', {
  token: z.string({ error: 'Send the invitation token.' }).min(1, 'Send the invitation token.').max(200),
});

export const invitationFilterQuery = {
  filters: {},
  parameters: { 'filter[campground]': idPattern.describe('The campground whose invitations to list') },
};
