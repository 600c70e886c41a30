// The grants of POST /oauth/token: each checks what it is given and starts or continues a session.
import { SIGN_IN_ERRORS } from '@campwise/domain';
import { findCredentialsByEmail, normalizeEmail } from '../users/user-repository.ts';
import type { AccountsContext } from './accounts-context.ts';
import { OAuthError } from './oauth-error.ts';
import type { TokenRequest } from './oauth-schemas.ts';
import { verifyNothing, verifyPassword } from './password-hashing.ts';
import { signInWithProvider } from './provider-sign-in.ts';
import { releaseRateLimits, reserveRateLimits, SIGN_IN_FAILURES } from '../../rate-limits/rate-limit.ts';
import { secretsEqual } from './token-crypto.ts';
import { rotateRefreshToken, startSession, type TokenPair } from './token-service.ts';

const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

type Grant<T extends TokenRequest['grant_type']> = Extract<TokenRequest, { grant_type: T }>;

/** Where a request comes from, for per-address limits (the proxy-aware client IP). */
export interface Caller {
  ip: string;
}

function signInKeys(email: string, ip: string): { account: string; ip: string } {
  return { account: `sign-in:account:${normalizeEmail(email)}`, ip: `sign-in:ip:${ip}` };
}

export async function passwordGrant(
  ctx: AccountsContext,
  grant: Grant<'password'>,
  caller: Caller,
): Promise<TokenPair> {
  const now = ctx.clock();
  const keys = signInKeys(grant.username, caller.ip);
  // Every attempt takes a failure's slot before the password is looked at, and a right password
  // gives it back: of attempts arriving together, no more than the limit are ever evaluated.
  const reservation = await reserveRateLimits(
    ctx.db,
    [
      { policy: SIGN_IN_FAILURES, key: keys.account },
      { policy: SIGN_IN_FAILURES, key: keys.ip },
    ],
    now,
  );
  if (!reservation.allowed) {
    throw new OAuthError('too_many_requests', TOO_MANY_SIGN_IN_ATTEMPTS, {
      'retry-after': String(reservation.retryAfterSeconds),
    });
  }

  const credentials = await findCredentialsByEmail(ctx.db, grant.username);
  const valid = credentials?.passwordHash
    ? await verifyPassword(credentials.passwordHash, grant.password)
    : await verifyNothing(grant.password);
  if (!credentials || !valid) throw new OAuthError('invalid_grant', SIGN_IN_ERRORS.invalidGrant);
  await releaseRateLimits(ctx.db, reservation);
  return startSession(ctx.db, credentials.id, ctx.config, now);
}

export async function refreshTokenGrant(ctx: AccountsContext, grant: Grant<'refresh_token'>): Promise<TokenPair> {
  const pair = await rotateRefreshToken(ctx.db, grant.refresh_token, ctx.config, ctx.clock());
  if (!pair) throw new OAuthError('invalid_grant', 'The refresh token is invalid, expired or revoked.');
  return pair;
}

export async function googleIdTokenGrant(ctx: AccountsContext, grant: Grant<'google_id_token'>): Promise<TokenPair> {
  if (!ctx.verifyGoogleIdToken) {
    throw new OAuthError('unsupported_grant_type', 'Google sign-in is not enabled on this server.');
  }
  const now = ctx.clock();
  const profile = await ctx.verifyGoogleIdToken(grant.id_token, now);
  const user = await signInWithProvider(ctx.db, profile, now);
  return startSession(ctx.db, user.id, ctx.config, now);
}

export async function externalIdentityGrant(
  ctx: AccountsContext,
  grant: Grant<'external_identity'>,
): Promise<TokenPair> {
  const secret = ctx.config.oauthClientSecret;
  if (!secret) throw new OAuthError('unsupported_grant_type', 'External sign-in is not enabled on this server.');
  // Both compared every time, so a wrong client id takes as long as a wrong secret.
  const clientOk = secretsEqual(grant.client_id, 'web');
  const secretOk = secretsEqual(grant.client_secret, secret);
  if (!clientOk || !secretOk) throw new OAuthError('invalid_client', 'Client authentication failed.');

  const now = ctx.clock();
  // The web server only asks after the provider signed the person in, and the providers it
  // offers share only addresses they have verified.
  const user = await signInWithProvider(
    ctx.db,
    {
      provider: grant.provider,
      providerAccountId: grant.provider_account_id,
      email: grant.email ?? null,
      emailVerified: true,
      name: grant.name ?? null,
    },
    now,
  );
  return startSession(ctx.db, user.id, ctx.config, now);
}
