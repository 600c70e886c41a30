// Wire shapes of reservations (docs/api-bookings.md "Reservations"): request documents, path and
// query parameters, and the resources answered, for validation and the OpenAPI document.
import { z } from 'zod';
import { isIsoDate, validateEmail, validatePhone, VALIDATION_MESSAGES } from '@campwise/domain';
import { listMetaSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';

export const RESERVATION_STATUSES = ['draft', 'pending', 'confirmed', 'declined', 'cancelled', 'expired'] as const;
export const EQUIPMENT = ['tent', 'rv', 'trailer', 'van', 'car'] as const;
export const RESERVATION_INCLUDES = ['reservation-items'] as const;
export const RESERVATION_SOURCES = ['online', 'internal', 'external'] as const;

export const reservationIdParams = z.object({ id: z.uuid() });

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
const isoDate = z.string({ error: DATE_MESSAGE }).refine(isIsoDate, { error: DATE_MESSAGE });

/** A guest's email and phone (the spec's rules), for drafts and manual bookings alike. */
export const guestContactAttributes = {
  email: z
    .string({ error: VALIDATION_MESSAGES.emailInvalid })
    .trim()
    .max(254, { error: VALIDATION_MESSAGES.emailInvalid })
    .refine((value) => value === '' || validateEmail(value) === null, { error: VALIDATION_MESSAGES.emailInvalid })
    .optional(),
  phone: z
    .string({ error: VALIDATION_MESSAGES.phoneInvalid })
    .trim()
    .max(40, { error: VALIDATION_MESSAGES.phoneInvalid })
    .refine((value) => validatePhone(value) === null, { error: VALIDATION_MESSAGES.phoneInvalid })
    .optional(),
};

const draftAttributes = {
  'start-date': isoDate.nullable().optional(),
  'end-date': isoDate.nullable().optional(),
  name: z.string({ error: VALIDATION_MESSAGES.nameRequired }).trim().max(200).optional(),
  ...guestContactAttributes,
  adults: z
    .number({ error: 'Adults must be a whole number from 1 to 50.' })
    .int({ error: 'Adults must be a whole number from 1 to 50.' })
    .min(1, { error: 'At least one adult must be on the reservation.' })
    .max(50, { error: 'Adults must be a whole number from 1 to 50.' })
    .optional(),
  children: z
    .number({ error: 'Children must be a whole number from 0 to 50.' })
    .int({ error: 'Children must be a whole number from 0 to 50.' })
    .min(0, { error: 'Children must be a whole number from 0 to 50.' })
    .max(50, { error: 'Children must be a whole number from 0 to 50.' })
    .optional(),
  equipment: z
    .enum(EQUIPMENT, { error: `Equipment is one of ${EQUIPMENT.join(', ')}.` })
    .nullable()
    .optional(),
  'vehicle-length-ft': z
    .number({ error: 'Enter the vehicle length in whole feet, from 1 to 100.' })
    .int({ error: 'Enter the vehicle length in whole feet, from 1 to 100.' })
    .min(1, { error: 'Enter the vehicle length in whole feet, from 1 to 100.' })
    .max(100, { error: 'Enter the vehicle length in whole feet, from 1 to 100.' })
    .nullable()
    .optional(),
  notes: z.string({ error: 'Notes are text.' }).max(1000, { error: 'Notes are at most 1000 characters.' }).optional(),
  'policies-accepted': z.boolean({ error: 'policies-accepted is true or false.' }).optional(),
};

const SITE_MESSAGE = 'Choose one of this campground’s sites.';
const siteRelationship = z.union([toOneSchema('sites', SITE_MESSAGE), z.object({ data: z.null() })], {
  error: SITE_MESSAGE,
});

export const reservationCreateDocumentSchema = resourceWithRelationshipsSchema(
  'reservations',
  { 'start-date': draftAttributes['start-date'], 'end-date': draftAttributes['end-date'] },
  {
    campground: toOneSchema('campgrounds', 'Choose the campground to book.'),
    site: siteRelationship.optional(),
    user: toOneSchema('users', 'A reservation is made for the signed-in user.').optional(),
  },
);

export const reservationUpdateDocumentSchema = resourceWithRelationshipsSchema('reservations', draftAttributes, {
  site: siteRelationship.optional(),
});

export const reservationPaymentDocumentSchema = resourceDocumentSchema('reservation-payments', {
  'payment-method-id': z
    .string({ error: 'Choose a card to pay with.' })
    .min(1, { error: 'Choose a card to pay with.' })
    .max(255, { error: 'Choose a card to pay with.' }),
});

export const reservationDeclineDocumentSchema = resourceDocumentSchema('reservations', {
  reason: z
    .string({ error: 'The reason is text.' })
    .trim()
    .max(500, { error: 'The reason is at most 500 characters.' })
    .optional(),
});

export const RESERVATION_SORTS = [{ value: 'start-date', label: 'By arrival' }] as const;
/** The campground's list (docs/api-manager.md) sorts these ways too. */
export const CAMPGROUND_RESERVATION_SORTS = [
  ...RESERVATION_SORTS,
  { value: '-start-date', label: 'Latest arrival first' },
  { value: '-created-at', label: 'Newest booking first' },
] as const;

const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'must be a campground id' })
  .refine((value) => Number(value) <= 2 ** 31 - 1, { error: 'must be a campground id' })
  .transform(Number);

const STATUS_LIST_MESSAGE = `must be one or more (comma-separated) of ${RESERVATION_STATUSES.join(', ')}`;
const listDate = z.string().refine(isIsoDate, { error: 'expected a date YYYY-MM-DD' });

/**
 * One list, two readers: the caller's own reservations (filter[when], filter[status]=draft with
 * filter[campground] finds a draft), or, with filter[campground] and no draft asked for, the
 * campground's for its managers (filter[source], filter[from], filter[to], filter[q]).
 */
export const reservationListSpec = {
  filters: {
    when: z.enum(['upcoming', 'past', 'all'], { error: 'must be upcoming, past or all' }),
    status: z
      .string()
      .transform((value) => value.split(','))
      .pipe(
        z.array(z.enum(RESERVATION_STATUSES, { error: STATUS_LIST_MESSAGE })).min(1, { error: STATUS_LIST_MESSAGE }),
      ),
    campground: idString,
    source: z.enum(RESERVATION_SOURCES, { error: `must be one of ${RESERVATION_SOURCES.join(', ')}` }),
    from: listDate,
    to: listDate,
    q: z.string().trim().min(1, { error: 'must not be empty' }).max(200, { error: 'is at most 200 characters' }),
  },
  includes: RESERVATION_INCLUDES,
  sorts: CAMPGROUND_RESERVATION_SORTS,
  defaultSort: 'start-date',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

const informationField = z.object({ name: z.enum(['dates', 'guests', 'vehicle', 'policies', 'paymentInfo']) });

export const reservationAttributesSchema = z.object({
  'campground-id': z.string(),
  'site-id': z.string().nullable(),
  'user-id': z.string(),
  'start-date': z.string().nullable(),
  'end-date': z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  equipment: z.enum(EQUIPMENT).nullable(),
  'vehicle-length-ft': z.number().int().nullable(),
  notes: z.string(),
  'policies-accepted-at': z.string().nullable(),
  'information-fields': z.array(informationField),
  'booking-policy': z.enum(['instant', 'request']),
  nights: z.number().int().nullable(),
  'subtotal-cents': z.number().int(),
  'total-cents': z.number().int(),
  currency: z.string(),
  'payment-status': z.enum(['none', 'authorized', 'captured', 'voided', 'refunded', 'partially_refunded']),
  'refunded-cents': z.number().int(),
  'hold-expires-at': z.string().nullable(),
  'request-expires-at': z.string().nullable(),
  'confirmed-at': z.string().nullable(),
  'cancelled-at': z.string().nullable(),
  'status-reason': z.string().nullable(),
  'cancellation-refund-cents': z.number().int().nullable(),
  'campground-name': z.string(),
  'campground-slug': z.string(),
  'region-slug': z.string().nullable(),
  'site-name': z.string().nullable(),
  'site-type-name': z.string().nullable(),
  'check-in-time': z.string().nullable(),
  'check-out-time': z.string().nullable(),
  'cancellation-policy': z.string().nullable(),
  'demo-inventory': z.boolean(),
  source: z.enum(RESERVATION_SOURCES),
  channel: z.string().nullable().describe('the other channel of an external booking'),
  'created-by-id': z.string().nullable().describe('the manager who entered a manual booking'),
  'guest-user-id': z.string().nullable().describe('the camper who booked online; null for manual bookings'),
  'created-at': z.string(),
  'updated-at': z.string(),
});

const reservationResourceSchema = resourceSchema('reservations', reservationAttributesSchema, [
  'campground',
  'site',
  'user',
  'reservation-items',
]);

export const reservationItemResourceSchema = resourceSchema(
  'reservation-items',
  z.object({
    kind: z.enum(['lodging', 'pro-discount', 'fee', 'tax', 'service-fee']),
    label: z.string(),
    quantity: z.number().int(),
    'unit-cents': z.number().int(),
    'amount-cents': z.number().int(),
  }),
  ['reservation'],
);

export const reservationDocumentSchema = singleDocumentSchema(reservationResourceSchema);

export const reservationListDocumentSchema = z.object({
  data: z.array(reservationResourceSchema),
  included: z.array(reservationItemResourceSchema).optional(),
  meta: listMetaSchema,
  links: z.object({
    self: z.string(),
    first: z.string(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
    last: z.string(),
  }),
  jsonapi: z.object({ version: z.string() }),
});
