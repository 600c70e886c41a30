// SQL for PRO gifts.
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { PAYMENT_FALLBACK_ERROR } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { proGifts, type ProGiftRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';

export async function findGiftByKey(db: Db, purchaserId: number, key: string): Promise<ProGiftRow | null> {
  const [row] = await db
    .select()
    .from(proGifts)
    .where(and(eq(proGifts.purchaserId, purchaserId), eq(proGifts.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findGiftById(db: Db, id: number): Promise<ProGiftRow | null> {
  const [row] = await db.select().from(proGifts).where(eq(proGifts.id, id)).limit(1);
  return row ?? null;
}

export async function findPaidGiftByCode(db: Db, code: string): Promise<ProGiftRow | null> {
  const [row] = await db
    .select()
    .from(proGifts)
    .where(and(eq(proGifts.code, code), eq(proGifts.status, 'paid')))
    .limit(1);
  return row ?? null;
}

export function listBoughtGifts(db: Db, purchaserId: number): Promise<ProGiftRow[]> {
  return db
    .select()
    .from(proGifts)
    .where(and(eq(proGifts.purchaserId, purchaserId), eq(proGifts.status, 'paid')))
    .orderBy(desc(proGifts.createdAt), desc(proGifts.id));
}

/** Null when the purchaser already used the idempotency key (a racing retry). */
export async function insertPendingGift(db: Db, values: typeof proGifts.$inferInsert): Promise<number | null> {
  try {
    const [row] = await db.insert(proGifts).values(values).returning({ id: proGifts.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'pro_gifts_idempotency_idx')) return null;
    throw error;
  }
}

export async function markGiftFailed(db: Db, id: number, code: string, message: string): Promise<void> {
  await db
    .update(proGifts)
    .set({ status: 'failed', failureCode: code, failureMessage: message })
    .where(eq(proGifts.id, id));
}

export async function deleteGift(db: Db, id: number): Promise<void> {
  await db.delete(proGifts).where(eq(proGifts.id, id));
}

/** False when the code is taken (random codes collide, rarely): try another. */
export async function markGiftPaid(db: Db, id: number, code: string, paymentId: string): Promise<boolean> {
  try {
    await db.update(proGifts).set({ status: 'paid', code, providerPaymentId: paymentId }).where(eq(proGifts.id, id));
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'pro_gifts_code_idx')) return false;
    throw error;
  }
}

/** Marks the gift redeemed unless someone already did; false when they had. */
export async function claimGift(db: Db, id: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(proGifts)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(and(eq(proGifts.id, id), isNull(proGifts.redeemedAt)))
    .returning({ id: proGifts.id });
  return rows.length > 0;
}

/** Gifts an interrupted request left pending (see membership-sweep.ts) become failed. */
export async function failStaleGifts(db: Db, startedBefore: Date): Promise<number> {
  const rows = await db
    .update(proGifts)
    .set({ status: 'failed', failureCode: 'purchase_interrupted', failureMessage: PAYMENT_FALLBACK_ERROR })
    .where(and(eq(proGifts.status, 'pending'), lt(proGifts.createdAt, startedBefore)))
    .returning({ id: proGifts.id });
  return rows.length;
}
