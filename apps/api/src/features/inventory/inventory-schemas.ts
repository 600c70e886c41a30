// Wire shapes of bookable inventory (docs/api-bookings.md): request documents for booking
// settings, site types, rates, sites and blocks; the resources; path ids and query filters.
import { z } from 'zod';
import { isIsoDate } from '@campwise/domain';
import { countedListDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

// Positive int4, as ids are in the database; anything else cannot name a row.
export const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const idParams = z.object({ id: idString });

export const SITE_KINDS = ['tent', 'rv', 'cabin', 'group'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];
export const HOOKUP_KINDS = ['electric-30', 'electric-50', 'water', 'sewer'] as const;
export const BOOKING_POLICIES = ['instant', 'request'] as const;
export const FEE_PER = ['stay', 'night'] as const;

export const MAX_FEES = 10;
export const MAX_CENTS = 10_000_000;

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(min, { error: min === 1 ? `Please enter a ${label.toLowerCase()}.` : `${label} is too short.` })
        .max(max, { error: `${label} must be at most ${max} characters.` }),
    );
}

export const isoDate = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD).` }).refine(isIsoDate, {
    error: `${label} must be a date (YYYY-MM-DD).`,
  });

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time HH:MM (24-hour).` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} must be a time HH:MM (24-hour).` });

function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const feeSchema = z.strictObject(
  {
    name: text('Fee name', 1, 80),
    'amount-cents': wholeNumber('A fee amount', 0, MAX_CENTS),
    per: z.enum(FEE_PER, { error: 'A fee is per "stay" or per "night".' }),
  },
  { error: 'Each fee needs a name, amount-cents and per ("stay" or "night").' },
);

/** Every writable booking setting; all optional (POST takes the defaults, PATCH keeps the rest). */
export const bookingSettingsFields = {
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  'booking-policy': z.enum(BOOKING_POLICIES, { error: 'The booking policy is "instant" or "request".' }).optional(),
  'min-nights': wholeNumber('The minimum stay', 1, 60).optional(),
  'max-nights': wholeNumber('The maximum stay', 1, 60).optional(),
  'booking-window-days': wholeNumber('The booking window', 1, 730).optional(),
  'check-in-time': clockTime('Check-in time').optional(),
  'check-out-time': clockTime('Check-out time').optional(),
  'time-zone': z
    .string({ error: 'The time zone must be an IANA name such as America/Denver.' })
    .refine(isTimeZone, { error: 'The time zone must be an IANA name such as America/Denver.' })
    .optional(),
  fees: z
    .array(feeSchema, { error: 'fees must be a list.' })
    .max(MAX_FEES, { error: `At most ${MAX_FEES} fees.` })
    .optional(),
  'tax-rate-bps': wholeNumber('The tax rate (basis points)', 0, 5000).optional(),
  'full-refund-days': wholeNumber('Full refund days', 0, 365).optional(),
  'partial-refund-percent': wholeNumber('The partial refund percent', 0, 100).optional(),
  'partial-refund-days': wholeNumber('Partial refund days', 0, 365).optional(),
  'pro-discount-percent': wholeNumber('The PRO discount', 0, 50).optional(),
};
export type BookingSettingsInput = z.output<z.ZodObject<typeof bookingSettingsFields>>;

const campgroundRelationship = toOneSchema('campgrounds', 'Please choose a campground.');
const siteTypeRelationship = toOneSchema('site-types', 'Please choose a site type.');
const siteRelationship = toOneSchema('sites', 'Please choose a site.');

export const bookingSettingsCreateSchema = resourceWithRelationshipsSchema('booking-settings', bookingSettingsFields, {
  campground: campgroundRelationship,
});
export const bookingSettingsUpdateSchema = resourceDocumentSchema('booking-settings', bookingSettingsFields);

const siteTypeFields = {
  name: text('Name', 1, 80),
  kind: z.enum(SITE_KINDS, { error: `The kind is one of ${SITE_KINDS.join(', ')}.` }),
  description: text('Description', 0, 2000).optional(),
};
export const siteTypeCreateSchema = resourceWithRelationshipsSchema('site-types', siteTypeFields, {
  campground: campgroundRelationship,
});
export const siteTypeUpdateSchema = resourceDocumentSchema('site-types', {
  name: siteTypeFields.name.optional(),
  kind: siteTypeFields.kind.optional(),
  description: siteTypeFields.description,
});
export type SiteTypeInput = {
  name?: string;
  kind?: SiteKind;
  description?: string;
};

const rateFields = {
  name: text('Name', 1, 80),
  'nightly-cents': wholeNumber('The nightly price', 0, MAX_CENTS),
  'weekend-nightly-cents': wholeNumber('The weekend nightly price', 0, MAX_CENTS).nullable().optional(),
  'start-date': isoDate('The season start').nullable().optional(),
  'end-date': isoDate('The season end').nullable().optional(),
};
export const rateCreateSchema = resourceWithRelationshipsSchema('rates', rateFields, {
  'site-type': siteTypeRelationship,
});
export const rateUpdateSchema = resourceDocumentSchema('rates', {
  ...rateFields,
  name: rateFields.name.optional(),
  'nightly-cents': rateFields['nightly-cents'].optional(),
});
export type RateInput = {
  name?: string;
  'nightly-cents'?: number;
  'weekend-nightly-cents'?: number | null;
  'start-date'?: string | null;
  'end-date'?: string | null;
};

const siteFields = {
  name: text('Name', 1, 80),
  capacity: wholeNumber('Capacity', 1, 500).optional(),
  accessible: z.boolean({ error: 'accessible must be true or false.' }).optional(),
  hookups: z
    .array(z.enum(HOOKUP_KINDS), { error: `hookups is a list of ${HOOKUP_KINDS.join(', ')}.` })
    .max(HOOKUP_KINDS.length)
    .transform((values) => [...new Set(values)])
    .optional(),
  'max-rv-length-ft': wholeNumber('The maximum RV length (feet)', 1, 100).nullable().optional(),
  description: text('Description', 0, 2000).optional(),
  active: z.boolean({ error: 'active must be true or false.' }).optional(),
};
export const siteCreateSchema = resourceWithRelationshipsSchema('sites', siteFields, {
  'site-type': siteTypeRelationship,
});
export const siteUpdateSchema = resourceWithRelationshipsSchema(
  'sites',
  { ...siteFields, name: siteFields.name.optional() },
  { 'site-type': siteTypeRelationship.optional() },
);
export type SiteInput = z.output<z.ZodObject<typeof siteFields>>;

export const siteBlockCreateSchema = resourceWithRelationshipsSchema(
  'site-blocks',
  {
    'start-date': isoDate('The first blocked night'),
    'end-date': isoDate('The end date'),
    reason: text('Reason', 0, 200).optional(),
  },
  // One site, or (docs/api-manager.md) every active site of a campground: exactly one of the two.
  { site: siteRelationship.optional(), campground: campgroundRelationship.optional() },
);

/** `filter[campground]`, required on the inventory lists. */
export const campgroundFilterQuery = { filters: {}, parameters: { 'filter[campground]': idString } };

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'expected a month YYYY-MM' })
  .refine((value) => value >= '2000-01' && value <= '2100-12', { error: 'expected a month from 2000-01 to 2100-12' });

/** filter[start-date]/filter[end-date]: both or neither (checked by the service). */
export const stayQueryFilters = {
  'start-date': isoDate('start-date'),
  'end-date': isoDate('end-date'),
};

// --- resources (responses) ---

const feeResource = z.object({ name: z.string(), 'amount-cents': z.number().int(), per: z.enum(FEE_PER) });

const bookingSettingsAttributes = z.object({
  enabled: z.boolean(),
  'booking-policy': z.enum(BOOKING_POLICIES),
  'min-nights': z.number().int(),
  'max-nights': z.number().int(),
  'booking-window-days': z.number().int(),
  'check-in-time': z.string(),
  'check-out-time': z.string(),
  'time-zone': z.string(),
  fees: z.array(feeResource),
  'tax-rate-bps': z.number().int(),
  'full-refund-days': z.number().int(),
  'partial-refund-percent': z.number().int(),
  'partial-refund-days': z.number().int(),
  'pro-discount-percent': z.number().int(),
  'is-demo': z.boolean().describe('seeded demo inventory; read-only'),
  'cancellation-policy': z.string().describe('the refund policy in words'),
});
export const bookingSettingsDocumentSchema = singleDocumentSchema(
  resourceSchema('booking-settings', bookingSettingsAttributes, ['campground']),
);

const siteTypeResource = resourceSchema(
  'site-types',
  z.object({ name: z.string(), kind: z.enum(SITE_KINDS), description: z.string(), 'campground-id': z.string() }),
  ['campground'],
);
export const siteTypeDocumentSchema = singleDocumentSchema(siteTypeResource);

const rateResource = resourceSchema(
  'rates',
  z.object({
    name: z.string(),
    'nightly-cents': z.number().int(),
    'weekend-nightly-cents': z.number().int().nullable(),
    'start-date': z.string().nullable(),
    'end-date': z.string().nullable(),
    'site-type-id': z.string(),
    'campground-id': z.string(),
  }),
  ['campground', 'site-type'],
);
export const rateDocumentSchema = singleDocumentSchema(rateResource);

const siteAttributes = z.object({
  name: z.string(),
  'site-type-id': z.string(),
  'site-type-name': z.string(),
  kind: z.enum(SITE_KINDS),
  capacity: z.number().int(),
  accessible: z.boolean(),
  hookups: z.array(z.string()),
  'max-rv-length-ft': z.number().int().nullable(),
  description: z.string(),
  active: z.boolean(),
  'nightly-from-cents': z.number().int().nullable().describe('the lowest nightly price of its type; null: no rate'),
  available: z.boolean().nullable().describe('free for every night of the stay asked; null without dates'),
  nights: z.number().int().nullable(),
  'stay-cents': z.number().int().nullable().describe('lodging for the stay asked (no fees, taxes, discounts)'),
  'unavailable-reason': z.enum(['booked', 'no-rate', 'min-stay', 'max-stay', 'booking-window', 'past']).nullable(),
});
const siteResource = resourceSchema('sites', siteAttributes, ['campground', 'site-type']);
export const siteDocumentSchema = singleDocumentSchema(siteResource);

const siteBlockResource = resourceSchema(
  'site-blocks',
  z.object({
    'start-date': z.string(),
    'end-date': z.string(),
    reason: z.string(),
    'site-id': z.string(),
    'site-name': z.string(),
    'campground-id': z.string(),
    source: z.enum(['manager', 'calendar']),
    'calendar-import-id': z.string().nullable(),
    'created-at': z.string(),
  }),
  ['campground', 'site'],
);
export const siteBlockDocumentSchema = singleDocumentSchema(siteBlockResource);

const availabilityResource = resourceSchema(
  'site-type-availability',
  z.object({
    'site-type-id': z.string(),
    name: z.string(),
    kind: z.enum(SITE_KINDS),
    month: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        'available-sites': z.number().int(),
        'total-sites': z.number().int(),
        'nightly-cents': z.number().int().nullable(),
      }),
    ),
  }),
  ['site-type'],
);

export const siteTypeListSchema = countedListDocumentSchema(siteTypeResource);
export const rateListSchema = countedListDocumentSchema(rateResource);
export const siteListSchema = countedListDocumentSchema(siteResource);
export const siteBlockListSchema = countedListDocumentSchema(siteBlockResource);
export const availabilityListSchema = countedListDocumentSchema(availabilityResource);
