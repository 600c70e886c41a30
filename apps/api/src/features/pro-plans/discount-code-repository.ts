// SQL for discount codes. Codes arrive normalized (discount-code-validity.ts).
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, type DiscountCodeRow } from '../../db/schema/index.ts';

export async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
}

export function listDiscountCodes(db: Db): Promise<DiscountCodeRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), discountCodes.code);
}

/** Null when the code exists already. */
export async function insertDiscountCode(
  db: Db,
  values: typeof discountCodes.$inferInsert,
): Promise<DiscountCodeRow | null> {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateDiscountCode(
  db: Db,
  code: string,
  changes: Partial<Pick<DiscountCodeRow, 'active' | 'expiresAt' | 'maxRedemptions'>>,
): Promise<DiscountCodeRow | null> {
  if (Object.keys(changes).length === 0) return findDiscountCode(db, code);
  const [row] = await db.update(discountCodes).set(changes).where(eq(discountCodes.code, code)).returning();
  return row ?? null;
}

/**
 * Claims one use of the code for a purchase about to be made, in one statement: false when the
 * code is used up (times_redeemed has reached max_redemptions). Concurrent claims on PostgreSQL
 * wait for each other on the code's row and re-check the cap, so a cap of N is never oversold.
 */
export async function claimRedemption(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ timesRedeemed: sql`${discountCodes.timesRedeemed} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        or(isNull(discountCodes.maxRedemptions), lt(discountCodes.timesRedeemed, discountCodes.maxRedemptions)),
      ),
    )
    .returning({ code: discountCodes.code });
  return rows.length > 0;
}

/** Gives back the use a purchase claimed (claimRedemption) when that purchase failed. */
export async function releaseRedemption(db: Db, code: string): Promise<void> {
  await db
    .update(discountCodes)
    .set({ timesRedeemed: sql`greatest(${discountCodes.timesRedeemed} - 1, 0)` })
    .where(eq(discountCodes.code, code));
}

/**
 * Counts one use of the code whatever its cap: a membership the provider has already made with
 * the discount (a purchase's claim given back by a failure, then completed after all).
 */
export async function countRedemption(db: Db, code: string): Promise<void> {
  await db
    .update(discountCodes)
    .set({ timesRedeemed: sql`${discountCodes.timesRedeemed} + 1` })
    .where(eq(discountCodes.code, code));
}
