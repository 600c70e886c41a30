// SQL for push subscriptions. The service decides who may do what; these take ids at face value.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export interface PushSubscriptionRecord {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
  lastSuccessAt: Date | null;
  createdAt: Date;
}

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
}

const columns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  userAgent: pushSubscriptions.userAgent,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
  createdAt: pushSubscriptions.createdAt,
};

/**
 * Stores the subscription; an endpoint already stored (the browser subscribed again, perhaps
 * signed in as someone else) takes the new owner and keys. `created` is false for that move.
 */
export async function upsertPushSubscription(
  db: Db,
  values: NewPushSubscription,
  now: Date,
): Promise<{ record: PushSubscriptionRecord; created: boolean }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent },
    })
    // xmax is 0 on a row this statement inserted and set on one it updated.
    .returning({ ...columns, created: sql<boolean>`(xmax = 0)` });
  const { created, ...record } = row!;
  return { record, created };
}

export function listUserPushSubscriptions(db: Db, userId: number): Promise<PushSubscriptionRecord[]> {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

/** Whether the member has any device to push to. */
export async function hasPushSubscription(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Deletes the member's own subscription; false when there is none with that id for them. */
export async function deleteUserPushSubscription(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Forgets a subscription the push service says is gone. */
export async function deletePushSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Keeps the member's `keep` newest subscriptions and deletes the rest. */
export async function keepNewestPushSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      sql`${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions} where user_id = ${userId} order by created_at desc, id desc limit ${keep})`,
    ),
  );
}

export async function markPushSuccess(db: Db, id: number, now: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
}
