// Per-user write limits for community content (reviews, field reports), counted in the shared
// rate_limit_events table so every API process sees the same writes.
import type { Db } from '../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import { checkRateLimits, recordRateLimitEvents } from './rate-limit.ts';
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

export async function enforceWriteLimit(db: Db, limit: UserWriteLimit, userId: number, now: Date): Promise<void> {
  const decision = await checkRateLimits(db, [{ policy: limit.policy, key: keyOf(limit, userId) }], now);
  if (!decision.allowed) throw AppError.rateLimited(limit.message, decision.retryAfterSeconds);
}

/** Counts one write; call it in the write's transaction so a failed write costs nothing. */
export async function recordWrite(db: Db, limit: UserWriteLimit, userId: number, now: Date): Promise<void> {
  await recordRateLimitEvents(db, [keyOf(limit, userId)], now);
}
