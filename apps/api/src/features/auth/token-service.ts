// Issuing, rotating, revoking and resolving tokens. A sign-in starts a family; refreshing
// replaces the family's pair; revoking any token of a family ends the whole session.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { UserRecord } from '../users/user-repository.ts';
import type { AuthConfig } from './auth-config.ts';
import { addSeconds } from '../../clock.ts';
import { generateToken, hashToken } from './token-crypto.ts';
import {
  consumeRefreshToken,
  deleteDeadTokens,
  findFamilyByTokenHash,
  findUserByAccessTokenHash,
  insertTokens,
  revokeFamily,
  revokeUserTokens,
} from './token-repository.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  userId: number;
}

export type TokenConfig = Pick<AuthConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

/** The signed-in user of a request and the session (token family) it came with. */
export type AuthenticatedUser = UserRecord & { tokenFamilyId: string };

async function issuePair(db: Db, userId: number, familyId: string, config: TokenConfig, now: Date): Promise<TokenPair> {
  const accessToken = generateToken();
  const refreshToken = generateToken();
  await deleteDeadTokens(db, userId, now);
  await insertTokens(db, [
    {
      tokenHash: hashToken(accessToken),
      kind: 'access',
      userId,
      familyId,
      createdAt: now,
      expiresAt: addSeconds(now, config.accessTokenTtlSeconds),
    },
    {
      tokenHash: hashToken(refreshToken),
      kind: 'refresh',
      userId,
      familyId,
      createdAt: now,
      expiresAt: addSeconds(now, config.refreshTokenTtlSeconds),
    },
  ]);
  return { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds, userId };
}

/** A new session for the user: a fresh family with its first pair. */
export function startSession(db: Db, userId: number, config: TokenConfig, now: Date): Promise<TokenPair> {
  return issuePair(db, userId, randomUUID(), config, now);
}

/**
 * Rotation: the refresh token is used up and the family's access token revoked with it; the
 * family gets a new pair. Null when the refresh token is unknown, used, revoked or expired.
 */
export function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  config: TokenConfig,
  now: Date,
): Promise<TokenPair | null> {
  return db.transaction(async (tx) => {
    const owner = await consumeRefreshToken(tx, hashToken(refreshToken), now);
    if (!owner) return null;
    await revokeFamily(tx, owner.familyId, now);
    return issuePair(tx, owner.userId, owner.familyId, config, now);
  });
}

/** Ends the session a token belongs to; unknown tokens are ignored (RFC 7009). */
export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  const familyId = await findFamilyByTokenHash(db, hashToken(token));
  if (familyId) await revokeFamily(db, familyId, now);
}

/** Every session of the user ends, except (optionally) the one making the request. */
export function revokeAllSessions(db: Db, userId: number, now: Date, keepFamilyId?: string): Promise<void> {
  return revokeUserTokens(db, userId, now, keepFamilyId);
}

export function authenticateAccessToken(db: Db, accessToken: string, now: Date): Promise<AuthenticatedUser | null> {
  return findUserByAccessTokenHash(db, hashToken(accessToken), now);
}
