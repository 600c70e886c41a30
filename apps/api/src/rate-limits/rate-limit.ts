// Rate limits of the account features: decisions from the events stored per key.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { decide, strictest, windowStart, type RateLimitDecision, type RateLimitPolicy } from './rate-limit-window.ts';
import { deleteEventsBefore, findRecentEvents, insertEvents } from './rate-limit-repository.ts';

/** Failed password sign-ins, per account and per client address: the contract's 10 a minute. */
export const SIGN_IN_FAILURES: RateLimitPolicy = { limit: 10, windowSeconds: 60 };

/** Password reset emails per address asked for: enough for typos, too few to flood a mailbox. */
export const RESET_REQUESTS_PER_EMAIL: RateLimitPolicy = { limit: 5, windowSeconds: 15 * 60 };

/** Password reset requests per client address. */
export const RESET_REQUESTS_PER_IP: RateLimitPolicy = { limit: 20, windowSeconds: 15 * 60 };

// Longer than every window above.
const RETENTION_SECONDS = 60 * 60;

export interface RateLimitCheck {
  policy: RateLimitPolicy;
  key: string;
}

// Keys hold emails and addresses of any length; stored hashed they are short, fixed-size index
// entries and the table keeps no personal data.
function storedKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export async function checkRateLimits(
  db: Db,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<RateLimitDecision> {
  const decisions = await Promise.all(
    checks.map(async ({ policy, key }) =>
      decide(policy, await findRecentEvents(db, storedKey(key), windowStart(policy, now), policy.limit), now),
    ),
  );
  return strictest(decisions);
}

export async function recordRateLimitEvents(db: Db, keys: readonly string[], now: Date): Promise<void> {
  await insertEvents(db, keys.map(storedKey), now);
  await deleteEventsBefore(db, new Date(now.getTime() - RETENTION_SECONDS * 1000));
}
