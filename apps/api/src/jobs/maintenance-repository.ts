// The deletes of the hourly maintenance job: rows nothing reads any more. Each statement deletes
// at most one batch, so on PGlite (one connection) a request waits for one short statement at
// most, never for a whole table's backlog.
import { and, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { inventoryReleases, notifications, oauthTokens, passwordResetTokens } from '../db/schema/index.ts';

/** Deletes up to `limit` rows of `table` matching `where`; the number deleted. */
async function deleteBatch(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const result = await db.execute(sql`
    delete from ${table} where ${id} in (select ${id} from ${table} where ${where} limit ${limit})
    returning ${id}`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Reset links that can no longer be used: redeemed (or ended by another reset) or expired. */
export function deleteDeadResetTokens(db: Db, now: Date, limit: number): Promise<number> {
  const dead = or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now));
  return deleteBatch(db, passwordResetTokens, passwordResetTokens.id, dead, limit);
}

/**
 * Access and refresh tokens past their expiry. Revoked ones that have not expired stay: a refresh
 * token replayed after its rotation is recognised by its row and ends its whole session.
 */
export function deleteExpiredOAuthTokens(db: Db, now: Date, limit: number): Promise<number> {
  return deleteBatch(db, oauthTokens, oauthTokens.id, lt(oauthTokens.expiresAt, now), limit);
}

/** Notifications the member has read, created before `before`; unread ones stay however old. */
export function deleteReadNotifications(db: Db, before: Date, limit: number): Promise<number> {
  const old = and(isNotNull(notifications.readAt), lt(notifications.createdAt, before));
  return deleteBatch(db, notifications, notifications.id, old, limit);
}

/** Releases the alerts matcher has processed, recorded before `before` (openings keep their own copy). */
export function deleteProcessedReleases(db: Db, before: Date, limit: number): Promise<number> {
  const old = and(isNotNull(inventoryReleases.processedAt), lt(inventoryReleases.createdAt, before));
  return deleteBatch(db, inventoryReleases, inventoryReleases.id, old, limit);
}
