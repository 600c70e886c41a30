// Password reset tokens by hash; single use, checked against the caller's clock.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export async function insertResetToken(
  db: Db,
  token: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

const usable = (hash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

export async function findUsableResetToken(db: Db, hash: string, now: Date): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(hash, now))
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still is usable; of two concurrent redemptions only one gets the user. */
export async function consumeResetToken(db: Db, hash: string, now: Date): Promise<{ userId: number } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(hash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

/** Uses up the user's other outstanding links: one reset ends them all. */
export async function consumeUserResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
