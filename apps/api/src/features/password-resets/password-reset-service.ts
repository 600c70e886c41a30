// Password recovery: ask for a link by email, then redeem it once to set a new password.
// Asking answers the same whether or not the email has an account, after the same statements.
import { AppError } from '../../errors/app-error.ts';
import type { AccountsContext } from '../auth/accounts-context.ts';
import { addSeconds } from '../../clock.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP, reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import { generateToken, hashToken } from '../auth/token-crypto.ts';
import { revokeAllSessions } from '../auth/token-service.ts';
import { normalizeEmail, updateUser } from '../users/user-repository.ts';
import { passwordResetEmail, passwordResetLink } from './password-reset-email.ts';
import {
  consumeResetToken,
  consumeUserResetTokens,
  findUsableResetToken,
  insertResetTokenForEmail,
  resetTokenStored,
} from './password-reset-repository.ts';

export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, we sent a link to reset the password.';
const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

function invalidResetToken(): AppError {
  return new AppError({
    status: 400,
    code: 'invalid_reset_token',
    title: 'Invalid reset link',
    detail: INVALID_RESET_TOKEN_MESSAGE,
    source: { pointer: '/data/attributes/token' },
  });
}

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests from your network. Please try again later.';

/**
 * Emails a reset link when the address has an account. Beyond the limit per client address the
 * answer is a 429 (it says nothing about any account); beyond the limit per address asked for,
 * nothing is sent, silently: the answer must not differ whether the account exists or not.
 */
export async function requestPasswordReset(ctx: AccountsContext, email: string, caller: { ip: string }): Promise<void> {
  const now = ctx.clock();
  const perClient = await reserveRateLimits(
    ctx.db,
    [{ policy: RESET_REQUESTS_PER_IP, key: `reset:ip:${caller.ip}` }],
    now,
  );
  if (!perClient.allowed) throw AppError.rateLimited(TOO_MANY_RESET_REQUESTS, perClient.retryAfterSeconds);
  const perEmail = await reserveRateLimits(
    ctx.db,
    [{ policy: RESET_REQUESTS_PER_EMAIL, key: `reset:email:${normalizeEmail(email)}` }],
    now,
  );
  if (!perEmail.allowed) return;

  // The same work whether or not the address has an account, so the answer's timing does not
  // tell: one token, one INSERT … SELECT that stores it only for an account, one statement that
  // queues the email only if it was stored (with SMTP that is all; the local outbox, for
  // development, then delivers a queued email in the request).
  const token = generateToken();
  const tokenHash = hashToken(token);
  const ttl = ctx.config.passwordResetTtlSeconds;
  const accountEmail = await insertResetTokenForEmail(ctx.db, email, {
    tokenHash,
    createdAt: now,
    expiresAt: addSeconds(now, ttl),
  });
  // Sent to the address on the account, as it was entered at sign-up.
  const message = passwordResetEmail(
    accountEmail ?? email,
    passwordResetLink(ctx.config.publicWebUrl, token),
    Math.round(ttl / 60),
  );
  if (ctx.emailSender.sendIf) await ctx.emailSender.sendIf(resetTokenStored(tokenHash), message);
  else if (accountEmail !== null) await ctx.emailSender.send(message);
}

/** Sets the password from a usable link; every session of the user ends and the link is used up. */
export async function redeemPasswordReset(
  ctx: AccountsContext,
  attributes: { token?: string | undefined; password: string },
): Promise<void> {
  const now = ctx.clock();
  if (!attributes.token) throw invalidResetToken();
  const tokenHash = hashToken(attributes.token);
  // Checked before hashing, so bad links cost no argon2 time.
  if (!(await findUsableResetToken(ctx.db, tokenHash, now))) throw invalidResetToken();
  const passwordHash = await hashPassword(attributes.password);
  await ctx.db.transaction(async (tx) => {
    const used = await consumeResetToken(tx, tokenHash, now);
    if (!used) throw invalidResetToken();
    // Receiving the link proves the address.
    await updateUser(tx, used.userId, { passwordHash, confirmedEmail: true }, now);
    await consumeUserResetTokens(tx, used.userId, now);
    await revokeAllSessions(tx, used.userId, now);
  });
}
