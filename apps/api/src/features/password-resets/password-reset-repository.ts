// Password reset tokens by hash; single use, checked against the caller's clock.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

/**
 * Stores the token for the account with this email (in any case), in one statement whether or
 * not there is one; answers the account's address as entered at sign-up, or null (no row then).
 */
export async function insertResetTokenForEmail(
  db: Db,
  email: string,
  token: { tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<string | null> {
  const result = await db.execute<{ email: string }>(sql`
    with account as (
      select ${users.id} as id, ${users.email} as email from ${users}
      where lower(${users.email}) = lower(${email.trim()}) limit 1
    ), inserted as (
      insert into ${passwordResetTokens} (token_hash, user_id, created_at, expires_at)
      select ${token.tokenHash}, id, ${token.createdAt.toISOString()}::timestamptz,
        ${token.expiresAt.toISOString()}::timestamptz
      from account
      returning user_id
    )
    select account.email from account join inserted on inserted.user_id = account.id`);
  const [row] = (result as unknown as { rows: { email: string }[] }).rows;
  return row?.email ?? null;
}

/** True once a token with this hash is stored: the condition the reset email is queued on. */
export function resetTokenStored(hash: string): SQL {
  return sql`exists (select 1 from ${passwordResetTokens} where ${passwordResetTokens.tokenHash} = ${hash})`;
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
