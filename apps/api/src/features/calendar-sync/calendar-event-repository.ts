// SQL for an import's events as last applied (calendar_import_events) and for finding what holds
// nights an imported event could not take.
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarImportEvents, siteBlocks, siteOccupancies } from '../../db/schema/index.ts';

export type ImportEventRow = typeof calendarImportEvents.$inferSelect;
export type ImportEvent = ImportEventRow & { blockStartDate: string | null; blockEndDate: string | null };

export function listImportEvents(db: Db, importId: number): Promise<ImportEvent[]> {
  return db
    .select({
      id: calendarImportEvents.id,
      importId: calendarImportEvents.importId,
      uid: calendarImportEvents.uid,
      recurrenceKey: calendarImportEvents.recurrenceKey,
      summary: calendarImportEvents.summary,
      startDate: calendarImportEvents.startDate,
      endDate: calendarImportEvents.endDate,
      status: calendarImportEvents.status,
      blockId: calendarImportEvents.blockId,
      conflictReservationId: calendarImportEvents.conflictReservationId,
      conflictNotifiedAt: calendarImportEvents.conflictNotifiedAt,
      updatedAt: calendarImportEvents.updatedAt,
      blockStartDate: siteBlocks.startDate,
      blockEndDate: siteBlocks.endDate,
    })
    .from(calendarImportEvents)
    .leftJoin(siteBlocks, eq(siteBlocks.id, calendarImportEvents.blockId))
    .where(eq(calendarImportEvents.importId, importId));
}

export async function deleteImportEvents(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(calendarImportEvents).where(inArray(calendarImportEvents.id, ids));
}

/** Blocks of an imported calendar; their occupancies go with them (the nights are free again). */
export async function deleteCalendarBlocks(db: Db, ids: number[]): Promise<void> {
  if (ids.length) {
    await db.delete(siteBlocks).where(and(eq(siteBlocks.source, 'calendar'), inArray(siteBlocks.id, ids)));
  }
}

export type ImportEventValues = Pick<
  ImportEventRow,
  | 'importId'
  | 'uid'
  | 'recurrenceKey'
  | 'summary'
  | 'startDate'
  | 'endDate'
  | 'status'
  | 'blockId'
  | 'conflictReservationId'
  | 'conflictNotifiedAt'
>;

/** Inserts or replaces the event with this import, UID and recurrence key; returns its id. */
export async function upsertImportEvent(db: Db, values: ImportEventValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(calendarImportEvents)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [calendarImportEvents.importId, calendarImportEvents.uid, calendarImportEvents.recurrenceKey],
      set: {
        summary: values.summary,
        startDate: values.startDate,
        endDate: values.endDate,
        status: values.status,
        blockId: values.blockId,
        conflictReservationId: values.conflictReservationId,
        conflictNotifiedAt: values.conflictNotifiedAt,
        updatedAt: now,
      },
    })
    .returning({ id: calendarImportEvents.id });
  return row!.id;
}

/**
 * The reservation holding any of the site's nights in [startDate, endDate) — held, pending or
 * confirmed; a draft whose hold ran out does not count — or null when only blocks are in the way.
 */
export async function findOverlappingReservation(
  db: Db,
  siteId: number,
  range: { startDate: string; endDate: string },
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ reservationId: siteOccupancies.reservationId })
    .from(siteOccupancies)
    .where(
      and(
        eq(siteOccupancies.siteId, siteId),
        isNotNull(siteOccupancies.reservationId),
        sql`${siteOccupancies.stay} && daterange(${range.startDate}::date, ${range.endDate}::date)`,
        or(isNull(siteOccupancies.expiresAt), gt(siteOccupancies.expiresAt, now)),
      ),
    )
    .orderBy(sql`lower(${siteOccupancies.stay})`)
    .limit(1);
  return row?.reservationId ?? null;
}
