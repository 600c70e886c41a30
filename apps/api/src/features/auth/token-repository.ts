// Access and refresh tokens by hash. Validity (not revoked, not expired) is always checked
// against the caller's clock, never the database's, so tests can move time.
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthTokens, users } from '../../db/schema/index.ts';
import { userRecordColumns, type UserRecord } from '../users/user-repository.ts';

export interface NewToken {
  tokenHash: string;
  kind: 'access' | 'refresh';
  userId: number;
  familyId: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertTokens(db: Db, tokens: NewToken[]): Promise<void> {
  await db.insert(oauthTokens).values(tokens);
}

const live = (now: Date) => and(isNull(oauthTokens.revokedAt), gt(oauthTokens.expiresAt, now));

function prepareUserByAccessToken(db: Db) {
  return db
    .select({ ...userRecordColumns, tokenFamilyId: oauthTokens.familyId })
    .from(oauthTokens)
    .innerJoin(users, eq(users.id, oauthTokens.userId))
    .where(
      and(
        eq(oauthTokens.tokenHash, sql.placeholder('hash')),
        eq(oauthTokens.kind, 'access'),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('user_by_access_token');
}

// Runs on every authenticated request: a server-side prepared statement per database handle.
const userByAccessToken = new WeakMap<Db, ReturnType<typeof prepareUserByAccessToken>>();

/** The user of a live access token, with the token's family, in one query on the hash index. */
export async function findUserByAccessTokenHash(
  db: Db,
  hash: string,
  now: Date,
): Promise<(UserRecord & { tokenFamilyId: string }) | null> {
  let statement = userByAccessToken.get(db);
  if (!statement) {
    statement = prepareUserByAccessToken(db);
    userByAccessToken.set(db, statement);
  }
  const [row] = await statement.execute({ hash, now: now.toISOString() });
  return row ?? null;
}

/**
 * Revokes a live refresh token and returns whom it belonged to. The conditional update is
 * the rotation's lock: of two concurrent uses of one refresh token, only one gets a row.
 */
export async function consumeRefreshToken(
  db: Db,
  hash: string,
  now: Date,
): Promise<{ userId: number; familyId: string } | null> {
  const [row] = await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.tokenHash, hash), eq(oauthTokens.kind, 'refresh'), live(now)))
    .returning({ userId: oauthTokens.userId, familyId: oauthTokens.familyId });
  return row ?? null;
}

export async function findFamilyByTokenHash(db: Db, hash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: oauthTokens.familyId })
    .from(oauthTokens)
    .where(eq(oauthTokens.tokenHash, hash))
    .limit(1);
  return row?.familyId ?? null;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.familyId, familyId), isNull(oauthTokens.revokedAt)));
}

/** Revokes every token of the user, except those of one family (the caller's own session). */
export async function revokeUserTokens(db: Db, userId: number, now: Date, keepFamilyId?: string): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(oauthTokens.userId, userId),
        isNull(oauthTokens.revokedAt),
        keepFamilyId === undefined ? undefined : ne(oauthTokens.familyId, keepFamilyId),
      ),
    );
}

/** Drops the user's tokens that can no longer be used, so the table does not grow with every sign-in. */
export async function deleteDeadTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .delete(oauthTokens)
    .where(and(eq(oauthTokens.userId, userId), or(lt(oauthTokens.expiresAt, now), isNotNull(oauthTokens.revokedAt))));
}
