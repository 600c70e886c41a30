// SQL for imported calendars: the imports with their counts, their events as last applied, the
// conflicts a manager sees, and the imports due for a fetch.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingSettings,
  calendarImportEvents,
  calendarImports,
  campgroundManagers,
  campgrounds,
  reservations,
  siteBlocks,
  sites,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';

export type CalendarImportRow = typeof calendarImports.$inferSelect;
export type CalendarImportRecord = CalendarImportRow & { siteName: string; heldCount: number; conflictCount: number };

const heldCount = sql<number>`(select count(*)::int from ${calendarImportEvents} e
  where e.import_id = ${calendarImports.id} and e.status = 'held')`;
const conflictCount = sql<number>`(select count(*)::int from ${calendarImportEvents} e
  where e.import_id = ${calendarImports.id} and e.status = 'conflict')`;

function selectImports(db: Db) {
  return db
    .select({
      id: calendarImports.id,
      campgroundId: calendarImports.campgroundId,
      siteId: calendarImports.siteId,
      name: calendarImports.name,
      url: calendarImports.url,
      etag: calendarImports.etag,
      lastModified: calendarImports.lastModified,
      lastFetchedAt: calendarImports.lastFetchedAt,
      lastSyncedAt: calendarImports.lastSyncedAt,
      lastStatus: calendarImports.lastStatus,
      lastError: calendarImports.lastError,
      createdBy: calendarImports.createdBy,
      createdAt: calendarImports.createdAt,
      siteName: sites.name,
      heldCount,
      conflictCount,
    })
    .from(calendarImports)
    .innerJoin(sites, eq(sites.id, calendarImports.siteId));
}

export async function findImport(db: Db, id: number): Promise<CalendarImportRecord | null> {
  const [row] = await selectImports(db).where(eq(calendarImports.id, id)).limit(1);
  return row ?? null;
}

export function listImports(db: Db, campgroundId: number): Promise<CalendarImportRecord[]> {
  return selectImports(db)
    .where(eq(calendarImports.campgroundId, campgroundId))
    .orderBy(asc(sites.name), asc(calendarImports.name), asc(calendarImports.id));
}

export function importExists(): AppError {
  return AppError.conflict(
    'Calendar already imported',
    'This calendar link is already imported for this site.',
    { pointer: '/data/attributes/url' },
    'import-exists',
  );
}

async function guardUrl<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'calendar_imports_site_url_idx')) throw importExists();
    throw error;
  }
}

export function insertImport(
  db: Db,
  values: { campgroundId: number; siteId: number; name: string; url: string; createdBy: number },
  now: Date,
): Promise<number> {
  return guardUrl(async () => {
    const [row] = await db
      .insert(calendarImports)
      .values({ ...values, createdAt: now })
      .returning({ id: calendarImports.id });
    return row!.id;
  });
}

/** A new URL is another calendar: its validators are forgotten so the next fetch is a full one. */
export function updateImport(db: Db, id: number, values: { name?: string; url?: string }): Promise<void> {
  return guardUrl(async () => {
    await db
      .update(calendarImports)
      .set({ ...values, ...(values.url !== undefined && { etag: null, lastModified: null }) })
      .where(eq(calendarImports.id, id));
  });
}

/** The import and every night it held (its blocks, whose occupancies go with them). */
export async function deleteImport(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const held = tx
      .select({ id: calendarImportEvents.blockId })
      .from(calendarImportEvents)
      .where(eq(calendarImportEvents.importId, id));
    await tx.delete(siteBlocks).where(and(eq(siteBlocks.source, 'calendar'), inArray(siteBlocks.id, held)));
    await tx.delete(calendarImports).where(eq(calendarImports.id, id));
  });
}

/** Takes the import's row for this transaction: two syncs of one import apply one after the other. */
export async function lockImport(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: calendarImports.id })
    .from(calendarImports)
    .where(eq(calendarImports.id, id))
    .for('update');
  return rows.length > 0;
}

export interface FetchRecord {
  lastStatus: 'ok' | 'not-modified' | 'failed';
  lastError: string | null;
  lastFetchedAt: Date;
  lastSyncedAt?: Date;
  etag?: string | null;
  lastModified?: string | null;
}

export async function recordFetch(db: Db, id: number, record: FetchRecord): Promise<void> {
  await db.update(calendarImports).set(record).where(eq(calendarImports.id, id));
}

/** Imports never fetched or last fetched before `cutoff`, oldest first. */
export async function findDueImports(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: calendarImports.id })
    .from(calendarImports)
    .where(or(isNull(calendarImports.lastFetchedAt), lt(calendarImports.lastFetchedAt, cutoff)))
    .orderBy(sql`${calendarImports.lastFetchedAt} asc nulls first`, asc(calendarImports.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The campground's time zone for the site (its booking settings; the schema's default without). */
export async function findBookingSettingsTimeZone(db: Db, siteId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: bookingSettings.timeZone })
    .from(sites)
    .innerJoin(bookingSettings, eq(bookingSettings.campgroundId, sites.campgroundId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row?.timeZone ?? 'America/Denver';
}

export interface ConflictRecord {
  id: number;
  uid: string;
  summary: string;
  startDate: string;
  endDate: string;
  reservationId: string | null;
  guestName: string | null;
  reservationStartDate: string | null;
  reservationEndDate: string | null;
}

export function listConflicts(db: Db, importId: number, ids?: number[]): Promise<ConflictRecord[]> {
  return db
    .select({
      id: calendarImportEvents.id,
      uid: calendarImportEvents.uid,
      summary: calendarImportEvents.summary,
      startDate: calendarImportEvents.startDate,
      endDate: calendarImportEvents.endDate,
      reservationId: calendarImportEvents.conflictReservationId,
      guestName: reservations.name,
      reservationStartDate: reservations.startDate,
      reservationEndDate: reservations.endDate,
    })
    .from(calendarImportEvents)
    .leftJoin(reservations, eq(reservations.id, calendarImportEvents.conflictReservationId))
    .where(
      and(
        eq(calendarImportEvents.importId, importId),
        eq(calendarImportEvents.status, 'conflict'),
        ids ? inArray(calendarImportEvents.id, ids) : undefined,
      ),
    )
    .orderBy(asc(calendarImportEvents.startDate), asc(calendarImportEvents.id));
}

/** Who hears about a campground's conflicts: its managers' addresses, and its name. */
export async function findManagerRecipients(
  db: Db,
  campgroundId: number,
): Promise<{ campgroundName: string; emails: string[] }> {
  const rows = await db
    .select({ email: users.email, campgroundName: campgrounds.name })
    .from(campgroundManagers)
    .innerJoin(users, eq(users.id, campgroundManagers.userId))
    .innerJoin(campgrounds, eq(campgrounds.id, campgroundManagers.campgroundId))
    .where(eq(campgroundManagers.campgroundId, campgroundId))
    .orderBy(asc(users.id));
  const [name] = rows.length
    ? [rows[0]!.campgroundName]
    : (await db.select({ name: campgrounds.name }).from(campgrounds).where(eq(campgrounds.id, campgroundId))).map(
        (row) => row.name,
      );
  return { campgroundName: name ?? '', emails: rows.map((row) => row.email) };
}
