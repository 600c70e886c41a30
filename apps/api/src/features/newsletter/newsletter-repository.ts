// Newsletter sign-ups by address (any case) and by the hash of their emailed token.
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

/**
 * Creates the sign-up pending with this token, or gives a pending or unsubscribed one this new
 * token (the older link stops working); a confirmed one is left as it is, token and all, so a
 * stranger typing its address cannot break its owner's unsubscribe link. One statement either way.
 */
export async function upsertPendingSubscription(
  db: Db,
  values: { email: string; userId: number | null; tokenHash: string; now: Date },
): Promise<void> {
  const now = values.now.toISOString();
  await db.execute(sql`
    insert into ${newsletterSubscriptions} (email, user_id, status, token_hash, created_at, updated_at)
    values (${values.email.trim()}, ${values.userId}, 'pending', ${values.tokenHash}, ${now}::timestamptz, ${now}::timestamptz)
    on conflict ((lower(email))) do update set
      token_hash = excluded.token_hash,
      status = 'pending',
      user_id = coalesce(${newsletterSubscriptions.userId}, excluded.user_id),
      updated_at = excluded.updated_at
    where ${newsletterSubscriptions.status} <> 'confirmed'`);
}

/** True once a pending sign-up holds this token: the condition the confirmation email is queued on. */
export function pendingTokenStored(hash: string): SQL {
  return sql`exists (select 1 from ${newsletterSubscriptions} where ${newsletterSubscriptions.tokenHash} = ${hash} and ${newsletterSubscriptions.status} = 'pending')`;
}

/**
 * Confirms the sign-up holding this token if it is pending and was asked for after `since`, or
 * was confirmed already (a second click says the same); null for any other token.
 */
export async function confirmSubscription(
  db: Db,
  hash: string,
  now: Date,
  since: Date,
): Promise<{ email: string } | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'confirmed',
      confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, hash),
        or(
          eq(newsletterSubscriptions.status, 'confirmed'),
          and(eq(newsletterSubscriptions.status, 'pending'), gt(newsletterSubscriptions.updatedAt, since)),
        ),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}

/** Unsubscribes the sign-up holding this token, whatever its status; null for an unknown token. */
export async function unsubscribe(db: Db, hash: string, now: Date): Promise<{ email: string } | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(eq(newsletterSubscriptions.tokenHash, hash))
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}

export async function findSubscription(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}
