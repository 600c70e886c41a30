// Wire shapes of calendar sync (docs/api-calendar-sync.md): the import request documents, the
// export, import and conflict resources, and path parameters.
import { z } from 'zod';
import { countedListDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceWithRelationshipsSchema, toOneSchema } from '../../jsonapi/relationship-document.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { FEED_TOKEN_PATTERN } from './calendar-export-service.ts';

/** Spec section 5: a calendar link contains .ics or ical. */
export const CALENDAR_URL_MESSAGE = 'Please enter a valid .ics URL.';

const name = z
  .string({ error: 'The calendar name must be text.' })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Please enter a calendar name.' })
      .max(80, { error: 'The calendar name must be at most 80 characters.' }),
  );

/** Contains .ics or ical (any case), and an http(s) URL with a host; kept as typed, trimmed. */
const url = z
  .string({ error: CALENDAR_URL_MESSAGE })
  .transform((value) => value.trim())
  .refine(
    (value) => {
      if (value.length > 2000 || !/\.ics|ical/i.test(value)) return false;
      try {
        const parsed = new URL(value);
        return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: CALENDAR_URL_MESSAGE },
  );

export const calendarImportCreateSchema = resourceWithRelationshipsSchema(
  'calendar-imports',
  { name, url },
  { site: toOneSchema('sites', 'Please choose a site.') },
);

export const calendarImportUpdateSchema = resourceDocumentSchema('calendar-imports', {
  name: name.optional(),
  url: url.optional(),
});

export const feedParams = z.object({
  file: z.string().refine((value) => value.endsWith('.ics') && FEED_TOKEN_PATTERN.test(value.slice(0, -4))),
});

// --- resources (responses) ---

const exportResource = resourceSchema(
  'calendar-exports',
  z.object({
    url: z.string().describe('the feed: anyone with it can read the site’s booked nights (no names)'),
    'site-id': z.string(),
    'created-at': z.string(),
  }),
  ['site'],
);
export const calendarExportDocumentSchema = singleDocumentSchema(exportResource);

const importResource = resourceSchema(
  'calendar-imports',
  z.object({
    name: z.string(),
    url: z.string(),
    'site-id': z.string(),
    'site-name': z.string(),
    'campground-id': z.string(),
    'last-fetched-at': z.string().nullable(),
    'last-synced-at': z.string().nullable(),
    'last-status': z.enum(['ok', 'not-modified', 'failed']).nullable(),
    'last-error': z.string().nullable(),
    'held-count': z.number().int(),
    'conflict-count': z.number().int(),
    'created-at': z.string(),
  }),
  ['site', 'campground'],
);
export const calendarImportDocumentSchema = singleDocumentSchema(importResource);

const conflictResource = resourceSchema(
  'calendar-conflicts',
  z.object({
    uid: z.string(),
    summary: z.string(),
    'start-date': z.string(),
    'end-date': z.string(),
    'reservation-id': z.string().nullable().describe('null: the nights are held by a block'),
    'guest-name': z.string().nullable(),
    'reservation-start-date': z.string().nullable(),
    'reservation-end-date': z.string().nullable(),
  }),
);

export const calendarImportListSchema = countedListDocumentSchema(importResource);
export const calendarConflictListSchema = countedListDocumentSchema(conflictResource);
