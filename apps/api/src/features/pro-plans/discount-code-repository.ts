// SQL for discount codes. Codes arrive normalized (discount-code-validity.ts).
import { desc, eq, sql } from 'drizzle-orm';
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

/** Counts one use of the code (a membership bought with it). */
export async function countRedemption(db: Db, code: string): Promise<void> {
  await db
    .update(discountCodes)
    .set({ timesRedeemed: sql`${discountCodes.timesRedeemed} + 1` })
    .where(eq(discountCodes.code, code));
}
