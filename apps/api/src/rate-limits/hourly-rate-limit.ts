// Per-user write limits for community content (reviews, field reports, content reports), counted
// in the shared rate_limit_events table so every API process sees the same writes.
import type { Db } from '../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import { reserveRateLimits } from './rate-limit.ts';
import type { RateLimitPolicy } from './rate-limit-window.ts';

export function perHour(limit: number): RateLimitPolicy {
  return { limit, windowSeconds: 60 * 60 };
}

export interface UserWriteLimit {
  /** e.g. "reviews": one counter per kind of content. */
  kind: string;
  policy: RateLimitPolicy;
  message: string;
}

function keyOf(limit: UserWriteLimit, userId: number): string {
  return `${limit.kind}:user:${userId}`;
}

/**
 * Takes one write of the user's allowance, or throws 429 with Retry-After. Call it first in the
 * write's transaction: the user's writes then run one at a time, and a failed write costs
 * nothing because its rollback gives the slot back.
 */
export async function reserveWrite(tx: Db, limit: UserWriteLimit, userId: number, now: Date): Promise<void> {
  const reservation = await reserveRateLimits(tx, [{ policy: limit.policy, key: keyOf(limit, userId) }], now);
  if (!reservation.allowed) throw AppError.rateLimited(limit.message, reservation.retryAfterSeconds);
}
