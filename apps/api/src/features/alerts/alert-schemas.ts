// Wire shapes of alerts and their openings (docs/api-alerts.md): request documents, path and
// query parameters, and the resources answered, for validation and the OpenAPI document.
import { z } from 'zod';
import { isIsoDate } from '@campwise/domain';
import { listDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';

export const ALERT_STATUSES = ['active', 'paused', 'expired'] as const;
export const ALERT_MODES = ['exact', 'flexible'] as const;
export const ALERT_INCLUDES = ['campground', 'site-type', 'site'] as const;
export const OPENING_REASONS = ['cancellation', 'declined', 'expired', 'unblocked', 'changed', 'site-opened'] as const;
/** A member's active and paused alerts at most. */
export const MAX_LIVE_ALERTS = 50;
export const MAX_ALERT_NIGHTS = 30;
/** The longest rig an alert may ask a site to take, in feet (sites list up to 100). */
export const MAX_ALERT_RV_LENGTH_FT = 100;
/** The window an alert watches, first arrival to last departure. */
export const MAX_ALERT_WINDOW_DAYS = 366;

export const alertIdParams = z.object({ id: z.uuid() });

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
const isoDate = z.string({ error: DATE_MESSAGE }).refine(isIsoDate, { error: DATE_MESSAGE });
const RV_LENGTH_MESSAGE = `RV length must be a whole number of feet from 1 to ${MAX_ALERT_RV_LENGTH_FT}, or null.`;
const NIGHTS_MESSAGE = `Nights must be a whole number from 1 to ${MAX_ALERT_NIGHTS}.`;

const alertAttributes = {
  mode: z.enum(ALERT_MODES, { error: 'Mode is exact or flexible.' }),
  'start-date': isoDate,
  'end-date': isoDate,
  nights: z
    .number({ error: NIGHTS_MESSAGE })
    .int({ error: NIGHTS_MESSAGE })
    .min(1, { error: NIGHTS_MESSAGE })
    .max(MAX_ALERT_NIGHTS, { error: NIGHTS_MESSAGE }),
  'weekends-only': z.boolean({ error: 'weekends-only is true or false.' }),
  'rv-length-ft': z
    .number({ error: RV_LENGTH_MESSAGE })
    .int({ error: RV_LENGTH_MESSAGE })
    .min(1, { error: RV_LENGTH_MESSAGE })
    .max(MAX_ALERT_RV_LENGTH_FT, { error: RV_LENGTH_MESSAGE })
    .nullable(),
};

const optionalToOne = (type: string, message: string) =>
  z.union([toOneSchema(type, message), z.object({ data: z.null() })], { error: message }).optional();

export const SITE_TYPE_MESSAGE = 'Choose one of this campground’s site types.';
export const SITE_MESSAGE = 'Choose one of this campground’s sites.';

export const alertCreateDocumentSchema = resourceWithRelationshipsSchema(
  'alerts',
  {
    mode: alertAttributes.mode,
    'start-date': alertAttributes['start-date'],
    'end-date': alertAttributes['end-date'],
    nights: alertAttributes.nights.optional(),
    'weekends-only': alertAttributes['weekends-only'].optional(),
    'rv-length-ft': alertAttributes['rv-length-ft'].optional(),
  },
  {
    campground: toOneSchema('campgrounds', 'Choose the campground to watch.'),
    'site-type': optionalToOne('site-types', SITE_TYPE_MESSAGE),
    site: optionalToOne('sites', SITE_MESSAGE),
  },
);

export const alertUpdateDocumentSchema = resourceWithRelationshipsSchema(
  'alerts',
  {
    mode: alertAttributes.mode.optional(),
    'start-date': alertAttributes['start-date'].optional(),
    'end-date': alertAttributes['end-date'].optional(),
    nights: alertAttributes.nights.optional(),
    'weekends-only': alertAttributes['weekends-only'].optional(),
    'rv-length-ft': alertAttributes['rv-length-ft'].optional(),
    status: z.enum(['active', 'paused'], { error: 'Status is active or paused.' }).optional(),
  },
  {},
);

const STATUS_LIST_MESSAGE = `must be one or more (comma-separated) of ${ALERT_STATUSES.join(', ')}`;

export const alertListSpec = {
  filters: {
    status: z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(z.enum(ALERT_STATUSES, { error: STATUS_LIST_MESSAGE })).min(1, { error: STATUS_LIST_MESSAGE })),
  },
  includes: ALERT_INCLUDES,
  sorts: [{ value: '-created-at', label: 'Newest first' }],
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

export const openingListSpec = {
  filters: {},
  includes: [],
  sorts: [{ value: '-created-at', label: 'Newest first' }],
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

const alertResourceSchema = resourceSchema(
  'alerts',
  z.object({
    mode: z.enum(ALERT_MODES),
    'start-date': z.string(),
    'end-date': z.string(),
    nights: z.number().int(),
    'weekends-only': z.boolean(),
    'rv-length-ft': z.number().int().nullable(),
    status: z.enum(ALERT_STATUSES),
    watching: z.enum(['own-inventory', 'not-bookable']),
    'last-opening-at': z.string().nullable(),
    'opening-count': z.number().int(),
    'created-at': z.string(),
    'updated-at': z.string(),
  }),
  ['campground', 'site-type', 'site'],
);

export const alertDocumentSchema = singleDocumentSchema(alertResourceSchema);
export const alertListDocumentSchema = listDocumentSchema(alertResourceSchema, z.object({ total: z.number().int() }));

const openingResourceSchema = resourceSchema(
  'alert-openings',
  z.object({
    'site-id': z.string(),
    'site-name': z.string(),
    'start-date': z.string(),
    'end-date': z.string(),
    reason: z.enum(OPENING_REASONS),
    'created-at': z.string(),
    'still-available': z.boolean(),
    deliveries: z.array(
      z.object({
        channel: z.enum(['email', 'in-app', 'push']),
        status: z.enum(['sent', 'skipped', 'digest']),
        'created-at': z.string(),
      }),
    ),
    'book-path': z.string(),
  }),
  ['alert'],
);

export const openingListDocumentSchema = listDocumentSchema(
  openingResourceSchema,
  z.object({ total: z.number().int() }),
);
