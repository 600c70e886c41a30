// SQL for the bell (docs/api-alerts.md "Notifications"): a member's notifications newest first
// with the unread count, marking one or all read.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export type NotificationRecord = typeof notifications.$inferSelect;

export async function listNotifications(
  db: Db,
  userId: number,
  page: Page,
): Promise<{ rows: NotificationRecord[]; total: number; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return { rows, total: total?.n ?? 0, unread: await countUnread(db, userId) };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Sets or clears read_at on the member's notification; null when it is not theirs (or none). */
export async function markNotification(
  db: Db,
  userId: number,
  id: number,
  readAt: Date | null,
): Promise<NotificationRecord | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
