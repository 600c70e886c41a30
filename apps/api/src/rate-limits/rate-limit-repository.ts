// Rate-limit events in the database, so several API processes count the same attempts.
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/index.ts';

// The first half of the two-key advisory locks this module takes ("RL"), so its locks never
// meet another feature's.
const LOCK_CLASS = 0x524c;
// The lock of the one transaction at a time that forgets old events.
const CLEANUP_LOCK = [LOCK_CLASS + 1, 0] as const;

/**
 * Holds the key until the transaction ends: every check-and-record of one key runs one after
 * the other, in PostgreSQL and PGlite alike. Keys hash into 32 bits; two keys sharing a lock
 * only wait for each other.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`);
}

/** The key's newest events after `since`, newest first, at most `limit`. */
export async function findRecentEvents(db: Db, key: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)))
    .orderBy(desc(rateLimitEvents.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/** Inserts one event per key; answers their ids, so a reservation can be given back. */
export async function insertEvents(db: Db, keys: readonly string[], at: Date): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insert(rateLimitEvents)
    .values(keys.map((key) => ({ key, createdAt: at })))
    .returning({ id: rateLimitEvents.id });
  return rows.map((row) => row.id);
}

export async function deleteEvents(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, [...ids]));
}

/**
 * Forgets events no window looks back to; keeps the table as small as the traffic of an hour.
 * One transaction at a time does it (the others skip), so concurrent deletes never deadlock.
 */
export async function deleteEventsBefore(tx: Db, before: Date): Promise<void> {
  if (!(await takeCleanupLock(tx))) return;
  await tx.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, before));
}

/**
 * The same, at most `limit` events (the hourly maintenance job, which may find a quiet night's
 * backlog): the number deleted, 0 when another transaction is forgetting events right now.
 */
export async function deleteEventBatchBefore(tx: Db, before: Date, limit: number): Promise<number> {
  if (!(await takeCleanupLock(tx))) return 0;
  const old = tx
    .select({ id: rateLimitEvents.id })
    .from(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, before))
    .limit(limit);
  const rows = await tx
    .delete(rateLimitEvents)
    .where(inArray(rateLimitEvents.id, old))
    .returning({ id: rateLimitEvents.id });
  return rows.length;
}

async function takeCleanupLock(tx: Db): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK[0]}, ${CLEANUP_LOCK[1]}) AS locked`,
  );
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}
