// SQL for exported calendars: a site's feed token, and the stays its feed lists (pending and
// confirmed reservations, manager blocks; never blocks an imported calendar holds).
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarExports, campgrounds, reservations, siteBlocks, sites } from '../../db/schema/index.ts';

export type CalendarExportRecord = typeof calendarExports.$inferSelect;

export async function findExportBySite(db: Db, siteId: number): Promise<CalendarExportRecord | null> {
  const [row] = await db.select().from(calendarExports).where(eq(calendarExports.siteId, siteId)).limit(1);
  return row ?? null;
}

/** The site's export, made with `token` unless one exists (two first asks race to one row). */
export async function ensureExport(
  db: Db,
  values: { siteId: number; campgroundId: number; token: string },
  now: Date,
): Promise<CalendarExportRecord> {
  await db
    .insert(calendarExports)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: calendarExports.siteId });
  return (await findExportBySite(db, values.siteId))!;
}

/** A new token (and creation time) for the site's export: the old URL stops working. */
export async function replaceExportToken(
  db: Db,
  values: { siteId: number; campgroundId: number; token: string },
  now: Date,
): Promise<CalendarExportRecord> {
  const [row] = await db
    .insert(calendarExports)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: calendarExports.siteId, set: { token: values.token, createdAt: now } })
    .returning();
  return row!;
}

export interface FeedOwner {
  siteId: number;
  siteName: string;
  campgroundName: string;
}

export async function findFeedOwner(db: Db, token: string): Promise<FeedOwner | null> {
  const [row] = await db
    .select({ siteId: sites.id, siteName: sites.name, campgroundName: campgrounds.name })
    .from(calendarExports)
    .innerJoin(sites, eq(sites.id, calendarExports.siteId))
    .innerJoin(campgrounds, eq(campgrounds.id, calendarExports.campgroundId))
    .where(eq(calendarExports.token, token))
    .limit(1);
  return row ?? null;
}

/** A stay the feed lists: what it is (for its UID and summary), its nights, when it last changed. */
export interface FeedStay {
  kind: 'reservation' | 'block';
  id: string;
  startDate: string;
  endDate: string;
  changedAt: Date;
}

/** The site's pending and confirmed reservations and manager blocks ending after `fromDate`. */
export async function listFeedStays(db: Db, siteId: number, fromDate: string): Promise<FeedStay[]> {
  const booked = await db
    .select({
      id: reservations.id,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      changedAt: reservations.updatedAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.siteId, siteId),
        inArray(reservations.status, ['pending', 'confirmed']),
        gt(reservations.endDate, fromDate),
      ),
    )
    .orderBy(asc(reservations.startDate), asc(reservations.id));
  const blocked = await db
    .select({
      id: siteBlocks.id,
      startDate: siteBlocks.startDate,
      endDate: siteBlocks.endDate,
      changedAt: siteBlocks.createdAt,
    })
    .from(siteBlocks)
    .where(and(eq(siteBlocks.siteId, siteId), eq(siteBlocks.source, 'manager'), gt(siteBlocks.endDate, fromDate)))
    .orderBy(asc(siteBlocks.startDate), asc(siteBlocks.id));
  return [
    ...booked.map((row) => ({
      kind: 'reservation' as const,
      id: row.id,
      startDate: row.startDate!,
      endDate: row.endDate!,
      changedAt: row.changedAt,
    })),
    ...blocked.map((row) => ({ kind: 'block' as const, ...row, id: String(row.id) })),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}
