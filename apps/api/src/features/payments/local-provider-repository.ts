// SQL of the local test card processor: its payment methods, subscriptions and charges
// (the local_* tables, which stand in for a real processor's own books).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  localPaymentMethods,
  localProviderCharges,
  localProviderRefunds,
  localProviderSubscriptions,
} from '../../db/schema/index.ts';

export type LocalPaymentMethod = typeof localPaymentMethods.$inferSelect;
export type LocalSubscription = typeof localProviderSubscriptions.$inferSelect;
export type LocalCharge = typeof localProviderCharges.$inferSelect;
export type LocalRefund = typeof localProviderRefunds.$inferSelect;

/** A processor-style id: prefix, then random characters (never guessable: pm ids stand for cards). */
export function localId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export async function insertPaymentMethod(
  db: Db,
  values: Omit<typeof localPaymentMethods.$inferInsert, 'id'>,
): Promise<LocalPaymentMethod> {
  const [row] = await db
    .insert(localPaymentMethods)
    .values({ id: localId('pm_local'), ...values })
    .returning();
  return row!;
}

export async function findPaymentMethod(db: Db, id: string): Promise<LocalPaymentMethod | null> {
  const [row] = await db.select().from(localPaymentMethods).where(eq(localPaymentMethods.id, id)).limit(1);
  return row ?? null;
}

export async function attachPaymentMethod(db: Db, id: string, customerId: string): Promise<void> {
  await db.update(localPaymentMethods).set({ customerId }).where(eq(localPaymentMethods.id, id));
}

export async function findChargeByKey(db: Db, idempotencyKey: string): Promise<LocalCharge | null> {
  const [row] = await db
    .select()
    .from(localProviderCharges)
    .where(eq(localProviderCharges.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

/** Records a charge; a charge already recorded under the key (a racing retry) wins and is returned. */
export async function insertCharge(
  db: Db,
  values: Omit<typeof localProviderCharges.$inferInsert, 'id'> & { idempotencyKey: string },
): Promise<LocalCharge> {
  const [row] = await db
    .insert(localProviderCharges)
    .values({ id: localId('ch_local'), ...values })
    .onConflictDoNothing({ target: localProviderCharges.idempotencyKey })
    .returning();
  return row ?? (await findChargeByKey(db, values.idempotencyKey))!;
}

export async function findSubscription(db: Db, id: string): Promise<LocalSubscription | null> {
  const [row] = await db
    .select()
    .from(localProviderSubscriptions)
    .where(eq(localProviderSubscriptions.id, id))
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionByKey(db: Db, idempotencyKey: string): Promise<LocalSubscription | null> {
  const [row] = await db
    .select()
    .from(localProviderSubscriptions)
    .where(eq(localProviderSubscriptions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

const LIVE_STATUSES = ['trialing', 'active', 'past_due'];

/** The customer's newest subscription that has not ended, if any. */
export async function findLiveSubscriptionOfCustomer(db: Db, customerId: string): Promise<LocalSubscription | null> {
  const [row] = await db
    .select()
    .from(localProviderSubscriptions)
    .where(
      and(
        eq(localProviderSubscriptions.customerId, customerId),
        inArray(localProviderSubscriptions.status, LIVE_STATUSES),
      ),
    )
    .orderBy(desc(localProviderSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(
  db: Db,
  values: Omit<typeof localProviderSubscriptions.$inferInsert, 'id'> & { idempotencyKey: string },
): Promise<LocalSubscription> {
  const [row] = await db
    .insert(localProviderSubscriptions)
    .values({ id: localId('sub_local'), ...values })
    .onConflictDoNothing({ target: localProviderSubscriptions.idempotencyKey })
    .returning();
  return row ?? (await findSubscriptionByKey(db, values.idempotencyKey))!;
}

export async function setSubscriptionCancel(db: Db, id: string, cancel: boolean): Promise<LocalSubscription | null> {
  const [row] = await db
    .update(localProviderSubscriptions)
    .set({ cancelAtPeriodEnd: cancel })
    .where(eq(localProviderSubscriptions.id, id))
    .returning();
  return row ?? null;
}

/** Ends a subscription that has not ended yet; null when it already had (or does not exist). */
export async function endSubscription(db: Db, id: string): Promise<LocalSubscription | null> {
  const [row] = await db
    .update(localProviderSubscriptions)
    .set({ status: 'canceled' })
    .where(and(eq(localProviderSubscriptions.id, id), inArray(localProviderSubscriptions.status, LIVE_STATUSES)))
    .returning();
  return row ?? null;
}

/** Subscriptions whose period (or trial) has ended and that are not over yet, oldest first. */
export function dueSubscriptions(db: Db, now: Date): Promise<LocalSubscription[]> {
  return db
    .select()
    .from(localProviderSubscriptions)
    .where(
      and(
        inArray(localProviderSubscriptions.status, LIVE_STATUSES),
        lte(localProviderSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(localProviderSubscriptions.currentPeriodEnd));
}

/**
 * Moves a subscription on only if nobody else did since it was read (two API processes may
 * sweep at once): false when the row had already changed.
 */
export async function advanceSubscription(
  db: Db,
  seen: LocalSubscription,
  changes: Pick<LocalSubscription, 'status' | 'currentPeriodEnd'>,
): Promise<LocalSubscription | null> {
  const [row] = await db
    .update(localProviderSubscriptions)
    .set(changes)
    .where(
      and(
        eq(localProviderSubscriptions.id, seen.id),
        eq(localProviderSubscriptions.status, seen.status),
        eq(localProviderSubscriptions.currentPeriodEnd, seen.currentPeriodEnd),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findCharge(db: Db, id: string): Promise<LocalCharge | null> {
  const [row] = await db.select().from(localProviderCharges).where(eq(localProviderCharges.id, id)).limit(1);
  return row ?? null;
}

/**
 * Moves a hold on: authorized → succeeded (captured) or voided. Null when the charge was not
 * authorized any more (already moved, by this call's retry or by another one).
 */
export async function settleAuthorization(
  db: Db,
  id: string,
  status: 'succeeded' | 'voided',
): Promise<LocalCharge | null> {
  const [row] = await db
    .update(localProviderCharges)
    .set({ status })
    .where(and(eq(localProviderCharges.id, id), eq(localProviderCharges.status, 'authorized')))
    .returning();
  return row ?? null;
}

export async function findRefundByKey(db: Db, idempotencyKey: string): Promise<LocalRefund | null> {
  const [row] = await db
    .select()
    .from(localProviderRefunds)
    .where(eq(localProviderRefunds.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

/**
 * Records a refund of a captured charge unless it would give back more than is left: the charge
 * row is locked while the refunds so far are summed, so two refunds at once cannot both pass.
 * Returns the refund (the earlier one for a key used again), or 'too-much'.
 */
export async function insertRefund(
  db: Db,
  values: { chargeId: string; amountCents: number; idempotencyKey: string },
): Promise<LocalRefund | 'too-much'> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${localProviderCharges} where ${localProviderCharges.id} = ${values.chargeId} for update`,
    );
    const earlier = await findRefundByKey(tx, values.idempotencyKey);
    if (earlier) return earlier;
    const [charged] = await tx
      .select({ amountCents: localProviderCharges.amountCents })
      .from(localProviderCharges)
      .where(eq(localProviderCharges.id, values.chargeId));
    const [refunded] = await tx
      .select({ total: sql<number>`coalesce(sum(${localProviderRefunds.amountCents}), 0)::int` })
      .from(localProviderRefunds)
      .where(eq(localProviderRefunds.chargeId, values.chargeId));
    if (!charged || (refunded?.total ?? 0) + values.amountCents > charged.amountCents) return 'too-much';
    const [row] = await tx
      .insert(localProviderRefunds)
      .values({ id: localId('re_local'), ...values })
      .returning();
    return row!;
  });
}
