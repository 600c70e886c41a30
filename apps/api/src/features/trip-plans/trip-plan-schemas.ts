// Wire shapes of saved trip plans (docs/api-trip-plans.md "Saved plans"): request documents,
// parameters, and the resources answered, for validation and the OpenAPI document.
import { z } from 'zod';
import { isIsoDate } from '@campwise/domain';
import { listDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { placesSchema } from './trip-places.ts';
import { placeWireSchema, routeWireSchema } from './trip-route-schemas.ts';
import { MAX_DETOUR_MILES, MIN_DETOUR_MILES } from './trip-route-filter.ts';

export const MAX_PLAN_NAME = 120;
export const MAX_NIGHTS = 60;
export const DEFAULT_DETOUR_MILES = 25;
export const TRIP_PLAN_INCLUDES = ['campgrounds'] as const;

export const tripPlanIdParams = z.object({ id: z.uuid() });
// Any text: a malformed token is as unknown as a removed one (404), never a hint.
export const shareTokenParams = z.object({ token: z.string().max(200) });

const NAME_MESSAGE = `Name must be 1 to ${MAX_PLAN_NAME} characters.`;
const DATE_MESSAGE = 'Enter the start date as YYYY-MM-DD, or null.';
const DETOUR_MESSAGE = `Detour must be a whole number of miles from ${MIN_DETOUR_MILES} to ${MAX_DETOUR_MILES}.`;
export const NIGHT_COUNT_MESSAGE = `Night count must be a whole number from 1 to ${MAX_NIGHTS}, or null.`;
const NIGHTS_MESSAGE = `Nights are a list of at most ${MAX_NIGHTS} { night, campground-id }, night 1 to ${MAX_NIGHTS}, each night once.`;

export interface NightChoice {
  night: number;
  campgroundId: number;
}

const night = z.strictObject({
  night: z.number().int().min(1).max(MAX_NIGHTS),
  'campground-id': z.string().regex(/^[1-9]\d{0,9}$/),
});

const planAttributes = {
  name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(MAX_PLAN_NAME, NAME_MESSAGE),
  'start-date': z.string({ error: DATE_MESSAGE }).refine(isIsoDate, { error: DATE_MESSAGE }).nullable(),
  'detour-miles': z
    .number({ error: DETOUR_MESSAGE })
    .int({ error: DETOUR_MESSAGE })
    .min(MIN_DETOUR_MILES, { error: DETOUR_MESSAGE })
    .max(MAX_DETOUR_MILES, { error: DETOUR_MESSAGE }),
  'night-count': z
    .number({ error: NIGHT_COUNT_MESSAGE })
    .int({ error: NIGHT_COUNT_MESSAGE })
    .min(1, { error: NIGHT_COUNT_MESSAGE })
    .max(MAX_NIGHTS, { error: NIGHT_COUNT_MESSAGE })
    .nullable(),
  places: placesSchema,
  nights: z
    .array(night, { error: NIGHTS_MESSAGE })
    .max(MAX_NIGHTS, { error: NIGHTS_MESSAGE })
    .refine((nights) => new Set(nights.map((n) => n.night)).size === nights.length, { error: NIGHTS_MESSAGE })
    .transform((nights): NightChoice[] =>
      nights.map((n) => ({ night: n.night, campgroundId: Number(n['campground-id']) })),
    ),
};

export const tripPlanCreateSchema = resourceDocumentSchema('trip-plans', {
  name: planAttributes.name.optional(),
  'start-date': planAttributes['start-date'].optional(),
  'detour-miles': planAttributes['detour-miles'].optional(),
  'night-count': planAttributes['night-count'].optional(),
  places: planAttributes.places,
  nights: planAttributes.nights.optional(),
});

export const tripPlanUpdateSchema = resourceDocumentSchema('trip-plans', {
  name: planAttributes.name.optional(),
  'start-date': planAttributes['start-date'].optional(),
  'detour-miles': planAttributes['detour-miles'].optional(),
  'night-count': planAttributes['night-count'].optional(),
  places: planAttributes.places.optional(),
  nights: planAttributes.nights.optional(),
});

export const tripPlanListSpec = {
  filters: {},
  includes: TRIP_PLAN_INCLUDES,
  sorts: [{ value: '-updated-at', label: 'Last changed first' }],
  defaultSort: '-updated-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

const nightWireSchema = z.object({
  night: z.number().int(),
  date: z.string().nullable().describe('start-date + night - 1; null without a start date'),
  'campground-id': z.string(),
  'drive-meters': z.number().int().describe("that day's drive from the previous night's campground or the origin"),
  'drive-source': z.enum(['osrm', 'great-circle']).describe('great-circle: a straight-line estimate'),
  'route-meters': z.number().int(),
  'detour-meters': z.number().int(),
  bookable: z.boolean().describe('the campground takes bookings on Campwise'),
  'booking-policy': z.enum(['instant', 'request']).nullable(),
});

const sharedAttributes = z.object({
  name: z.string(),
  'start-date': z.string().nullable(),
  'end-date': z.string().nullable(),
  'night-count': z.number().int(),
  'detour-miles': z.number().int(),
  places: z.array(placeWireSchema),
  route: routeWireSchema,
  nights: z.array(nightWireSchema),
  'final-drive-meters': z.number().int(),
  'updated-at': z.string(),
});

const planResourceSchema = resourceSchema(
  'trip-plans',
  sharedAttributes.extend({ 'share-token': z.string().nullable(), 'created-at': z.string() }),
  ['campgrounds'],
);
const sharedResourceSchema = resourceSchema('shared-trip-plans', sharedAttributes, ['campgrounds']);

export const tripPlanDocumentSchema = singleDocumentSchema(planResourceSchema);
export const tripPlanListDocumentSchema = listDocumentSchema(planResourceSchema, z.object({ total: z.number().int() }));
export const sharedTripPlanDocumentSchema = singleDocumentSchema(sharedResourceSchema);
