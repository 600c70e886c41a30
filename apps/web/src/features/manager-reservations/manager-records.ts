// What the manager API answers (docs/api-manager.md, docs/api-calendar-sync.md), camelCased by
// the API client and checked here once, so components read typed records. Unknown values are
// tolerated where a newer API may add one (a new event kind still shows).
import { z } from 'zod';

const id = z.union([z.string(), z.number()]).transform(String);
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const occupancyStaySchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  kind: z.enum(['reservation', 'block', 'hold', 'calendar']),
  reservationId: optionalId,
  blockId: optionalId,
  status: optionalText,
  guestName: optionalText,
  source: optionalText,
  reason: optionalText,
});
export type OccupancyStay = z.infer<typeof occupancyStaySchema>;

export const siteOccupancySchema = z.object({
  siteId: id,
  siteName: z.string(),
  siteTypeName: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  stays: z.array(occupancyStaySchema),
});
export type SiteOccupancy = z.infer<typeof siteOccupancySchema>;

export const reservationEventSchema = z.object({
  id,
  kind: z.string(),
  actorName: optionalText,
  details: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? {}),
  createdAt: z.string(),
});
export type ReservationEvent = z.infer<typeof reservationEventSchema>;

export const siteBlockSchema = z.object({
  id,
  siteId: optionalId,
  siteName: optionalText,
  startDate: isoDate,
  endDate: isoDate,
  reason: optionalText,
  source: z
    .enum(['manager', 'calendar'])
    .nullish()
    .transform((value) => value ?? 'manager'),
  calendarImportId: optionalId,
  /** When it was made: blocks of a whole campground share it (one request, one insert). */
  createdAt: optionalText,
});
export type SiteBlock = z.infer<typeof siteBlockSchema>;

export const blockConflictSchema = z.object({
  reservationId: id,
  guestName: optionalText,
  startDate: isoDate,
  endDate: isoDate,
});
export type BlockConflict = z.infer<typeof blockConflictSchema>;

export const calendarExportSchema = z.object({ id, url: z.string(), createdAt: optionalText });
export type CalendarExport = z.infer<typeof calendarExportSchema>;

export const calendarImportSchema = z.object({
  id,
  name: z.string(),
  url: z.string(),
  siteId: id,
  siteName: optionalText,
  lastFetchedAt: optionalText,
  lastSyncedAt: optionalText,
  lastStatus: optionalText,
  lastError: optionalText,
  heldCount: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  conflictCount: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

export const calendarConflictSchema = z.object({
  id,
  uid: z.string(),
  summary: optionalText,
  startDate: isoDate,
  endDate: isoDate,
  reservationId: optionalId,
  guestName: optionalText,
  reservationStartDate: isoDate.nullish(),
  reservationEndDate: isoDate.nullish(),
});
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

/** A site as the manager picks it in a form. */
export const managedSiteSchema = z.object({
  id,
  name: z.string(),
  siteTypeName: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type ManagedSite = z.infer<typeof managedSiteSchema>;

/** The manager's extras on a reservation (the rest is the camper's resource). */
export const managerExtrasSchema = z.object({
  source: z
    .enum(['online', 'internal', 'external'])
    .nullish()
    .transform((value) => value ?? 'online'),
  channel: optionalText,
  createdById: optionalId,
  guestUserId: optionalId,
});
export type ManagerExtras = z.infer<typeof managerExtrasSchema>;
