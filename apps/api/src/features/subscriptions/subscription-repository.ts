// SQL for memberships (subscriptions), the provider customers they are bought through and the
// users.pro flag they decide. users.pro is recomputed from the live rows in the transaction of
// every change, so it never disagrees with them.
import { and, desc, eq, getTableColumns, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentCustomers,
  paymentEvents,
  platformSubscriptions,
  subscriptions,
  users,
  type SubscriptionRow,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';

/** Statuses that make a user PRO; 'pending' is live too (it holds the one-live slot) but not PRO yet. */
export const PRO_STATUSES = ['trialing', 'active', 'past_due'] as const;
export const LIVE_STATUSES = ['pending', ...PRO_STATUSES] as const;
/** Attempts that never became a membership: not shown as memberships. */
const NOT_MEMBERSHIPS = ['pending', 'failed'];

export interface SubscriptionRecord extends SubscriptionRow {
  /** The plan's name (null when the plan is gone). */
  planName: string | null;
}

function selectSubscriptions(db: Db) {
  return db
    .select({ ...getTableColumns(subscriptions), planName: platformSubscriptions.name })
    .from(subscriptions)
    .leftJoin(platformSubscriptions, eq(platformSubscriptions.id, subscriptions.planId));
}

export async function findSubscriptionById(db: Db, id: number): Promise<SubscriptionRecord | null> {
  const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string): Promise<SubscriptionRecord | null> {
  const [row] = await selectSubscriptions(db)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findLiveSubscription(db: Db, userId: number): Promise<SubscriptionRecord | null> {
  const [row] = await selectSubscriptions(db)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** A user's memberships, newest first. */
export function listUserSubscriptions(db: Db, userId: number): Promise<SubscriptionRecord[]> {
  return selectSubscriptions(db)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, NOT_MEMBERSHIPS)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function findByProviderSubscription(
  db: Db,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export type InsertOutcome = { id: number } | { conflict: 'live' | 'idempotency' };

/**
 * Inserts a membership row. The database refuses a second live row for the user and a second
 * row with the same idempotency key; either is reported, not thrown.
 */
export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert): Promise<InsertOutcome> {
  try {
    const [row] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
    return { id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error, 'subscriptions_idempotency_idx')) return { conflict: 'idempotency' };
    if (isUniqueViolation(error, 'subscriptions_one_live_per_user_idx')) return { conflict: 'live' };
    throw error;
  }
}

export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    | 'providerCustomerId'
    | 'providerSubscriptionId'
    | 'status'
    | 'trialEnd'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'canceledAt'
    | 'endedAt'
    | 'failureCode'
    | 'failureMessage'
  >
>;

export async function updateSubscription(db: Db, id: number, changes: SubscriptionChanges, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/**
 * Records the provider's answer on a purchase's own row and returns the status the row had
 * ('pending', or 'failed' when it was given up on: the provider did answer, however late). Null,
 * changing nothing, when a webhook or a reconciliation has already recorded the subscription on
 * it (membership-reconcile.ts, purchase-recovery.ts).
 */
export async function completePurchase(
  db: Db,
  id: number,
  changes: SubscriptionChanges,
  now: Date,
): Promise<SubscriptionRow['status'] | null> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.providerSubscriptionId)))
    .for('update')
    .limit(1);
  if (!row) return null;
  await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.id, id));
  return row.status;
}

/**
 * Frees a purchase's slot, unless a webhook has meanwhile recorded the subscription on it.
 * Returns whether it was deleted (its coupon's claim is then given back by the caller).
 */
export async function deletePendingPurchase(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/**
 * Marks a pending purchase failed. False when it is no longer pending (a webhook recorded it, or
 * it was already failed).
 */
export async function failPendingPurchase(
  db: Db,
  id: number,
  failure: { failureCode: string; failureMessage: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'failed', ...failure, updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/**
 * The heartbeat of a purchase waiting for the provider: its pending row's updated_at moves on,
 * so the row is not taken for one an interrupted process left behind (purchase-recovery.ts).
 */
export async function touchPendingPurchase(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')));
}

/** A pending purchase still waiting for the provider's answer, locked; null otherwise. */
export async function lockPendingPurchase(db: Db, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending'), isNull(subscriptions.providerSubscriptionId)),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Ids of purchases pending with no sign of life (no heartbeat) since `quietSince`. */
export async function findQuietPendingPurchases(db: Db, quietSince: Date): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'pending'), lt(subscriptions.updatedAt, quietSince)))
    .orderBy(subscriptions.id);
  return rows.map((row) => row.id);
}

/** The user's purchase through the provider still waiting for the provider's answer, locked. */
export async function findPendingPurchase(db: Db, userId: number, provider: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        eq(subscriptions.status, 'pending'),
        isNull(subscriptions.providerSubscriptionId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findLatestFailedPurchase(
  db: Db,
  userId: number,
  provider: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider), eq(subscriptions.status, 'failed')),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a membership unless the user already has a live one (or the subscription is already
 * recorded): null then. ON CONFLICT keeps the caller's transaction usable, where a caught unique
 * violation would abort it.
 */
export async function insertMembershipUnlessLive(
  db: Db,
  values: typeof subscriptions.$inferInsert,
): Promise<number | null> {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning({ id: subscriptions.id });
  return row?.id ?? null;
}

/** users.pro := whether the user has a membership that makes them PRO now. */
export async function recomputePro(db: Db, userId: number, now: Date): Promise<void> {
  const hasPro = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}
    and ${subscriptions.status} in ('trialing', 'active', 'past_due'))`;
  await db
    .update(users)
    .set({ pro: hasPro, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.pro} is distinct from ${hasPro}`));
}

/** Ends gift memberships whose year is over; returns whose they were. */
export async function endFinishedGifts(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'canceled', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.provider, 'gift'),
        inArray(subscriptions.status, [...PRO_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** True the first time an event is seen; false for a repeat delivery. */
export async function recordPaymentEvent(
  db: Db,
  provider: string,
  eventId: string,
  type: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

export async function findPaymentCustomer(db: Db, provider: string, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.userId, userId)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function findUserIdByPaymentCustomer(
  db: Db,
  provider: string,
  customerId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)))
    .limit(1);
  return row?.userId ?? null;
}

/** Keeps the first customer saved for the user (a racing save loses) and returns it. */
export async function savePaymentCustomer(
  db: Db,
  provider: string,
  userId: number,
  customerId: string,
  now: Date,
): Promise<string> {
  await db.insert(paymentCustomers).values({ provider, userId, customerId, createdAt: now }).onConflictDoNothing();
  return (await findPaymentCustomer(db, provider, userId)) ?? customerId;
}
