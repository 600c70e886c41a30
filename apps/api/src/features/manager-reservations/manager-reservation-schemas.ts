// Wire shapes of the manager's reservation routes (docs/api-manager.md): manual bookings,
// modifications, the manager's cancellation, the occupancy calendar, reservation events and
// block edits, for validation and the OpenAPI document.
import { z } from 'zod';
import { isIsoDate, VALIDATION_MESSAGES } from '@campwise/domain';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { guestContactAttributes } from '../reservations/reservation-schemas.ts';

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
const isoDate = z.string({ error: DATE_MESSAGE }).refine(isIsoDate, { error: DATE_MESSAGE });

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}.` })
    .int({ error: `${label} must be a whole number from ${min} to ${max}.` })
    .min(min, { error: `${label} must be a whole number from ${min} to ${max}.` })
    .max(max, { error: `${label} must be a whole number from ${min} to ${max}.` });

const cents = (label: string) => count(label, 0, 10_000_000);

const reason = z
  .string({ error: 'The reason is text.' })
  .trim()
  .max(500, { error: 'The reason is at most 500 characters.' });

const SITE_MESSAGE = 'Choose one of this campground’s sites.';

export const manualBookingDocumentSchema = resourceWithRelationshipsSchema(
  'reservations',
  {
    source: z.enum(['internal', 'external'], { error: 'source is internal (walk-in or phone) or external.' }),
    channel: z
      .string({ error: 'The channel is text.' })
      .trim()
      .min(1, { error: 'Name the channel the booking came from.' })
      .max(60, { error: 'The channel is at most 60 characters.' })
      .nullable()
      .optional(),
    'start-date': isoDate,
    'end-date': isoDate,
    name: z
      .string({ error: VALIDATION_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.nameRequired })
      .max(200, { error: 'The name is at most 200 characters.' }),
    ...guestContactAttributes,
    adults: count('Adults', 1, 50).optional(),
    children: count('Children', 0, 50).optional(),
    notes: z.string({ error: 'Notes are text.' }).max(1000, { error: 'Notes are at most 1000 characters.' }).optional(),
    'amount-cents': cents('The amount paid').optional(),
    'send-confirmation': z.boolean({ error: 'send-confirmation is true or false.' }).optional(),
  },
  { site: toOneSchema('sites', SITE_MESSAGE) },
);
export type ManualBookingAttributes = z.output<typeof manualBookingDocumentSchema>['data']['attributes'];

export const modificationDocumentSchema = resourceWithRelationshipsSchema(
  'reservations',
  {
    'start-date': isoDate.optional(),
    'end-date': isoDate.optional(),
    'total-cents': cents('The new total').optional(),
    reason: reason.optional(),
  },
  { site: toOneSchema('sites', SITE_MESSAGE).optional() },
);

export const REFUND_CHOICES = ['policy', 'full', 'none', 'custom'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/**
 * A cancellation (type reservation-cancellations, like the payment's reservation-payments): the
 * manager's chooses the refund; the camper's has no attributes, or no body at all.
 */
export const cancellationDocumentSchema = resourceDocumentSchema('reservation-cancellations', {
  refund: z.enum(REFUND_CHOICES, { error: `refund is one of ${REFUND_CHOICES.join(', ')}.` }).optional(),
  'refund-cents': cents('The refund').optional(),
  reason: reason.optional(),
}).optional();
export type CancellationAttributes = NonNullable<z.output<typeof cancellationDocumentSchema>>['data']['attributes'];

export const blockUpdateDocumentSchema = resourceDocumentSchema('site-blocks', {
  'start-date': isoDate.optional(),
  'end-date': isoDate.optional(),
  reason: z
    .string({ error: 'Reason is text.' })
    .trim()
    .max(200, { error: 'Reason must be at most 200 characters.' })
    .optional(),
});

export const occupancyQuery = {
  filters: { from: isoDate, to: isoDate },
  parameters: {},
};

// --- resources (responses) ---

const stay = z.object({
  'start-date': z.string(),
  'end-date': z.string(),
  kind: z.enum(['reservation', 'block', 'hold', 'calendar']),
  'reservation-id': z.string().optional(),
  'block-id': z.string().optional(),
  status: z.string().optional(),
  'guest-name': z.string().optional(),
  source: z.string().optional(),
  reason: z.string().optional(),
});

const siteOccupancyResource = resourceSchema(
  'site-occupancy',
  z.object({
    'site-id': z.string(),
    'site-name': z.string(),
    'site-type-name': z.string(),
    stays: z.array(stay),
  }),
  ['site'],
);

export const occupancyListSchema = z.object({
  data: z.array(siteOccupancyResource),
  meta: z.object({ total: z.number().int(), from: z.string(), to: z.string() }),
  jsonapi: z.object({ version: z.string() }),
});

const eventResource = resourceSchema(
  'reservation-events',
  z.object({
    kind: z.enum(['created', 'approved', 'declined', 'modified', 'cancelled', 'refunded']),
    'actor-name': z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    'created-at': z.string(),
  }),
  ['reservation'],
);

export const eventListSchema = z.object({
  data: z.array(eventResource),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});

export const siteBlockSingleSchema = singleDocumentSchema(z.object({ type: z.literal('site-blocks') }).loose());
