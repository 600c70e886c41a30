// Rate-limit events in the database, so several API processes count the same attempts.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/index.ts';

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

export async function insertEvents(db: Db, keys: readonly string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key, createdAt: at })));
}

/** Forgets events no window looks back to; keeps the table as small as the traffic of an hour. */
export async function deleteEventsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, before));
}
