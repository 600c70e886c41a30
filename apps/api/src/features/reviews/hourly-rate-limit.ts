// Per-user write limits for community content (reviews, field reports), counted in the shared
// rate_limit_events table so every API process sees the same writes.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkRateLimits, recordRateLimitEvents } from '../auth/rate-limit.ts';
import type { RateLimitPolicy } from '../auth/rate-limit-window.ts';

export function perHour(limit: number): RateLimitPolicy {
  return { limit, windowSeconds: 60 * 60 };
}

/** A 429 that knows how long to wait; routes turn that into Retry-After (withRetryAfter). */
export class RateLimitedError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', 'Too many requests', detail);
  }
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
  if (!decision.allowed) throw new RateLimitedError(limit.message, decision.retryAfterSeconds);
}

/** Counts one write; call it in the write's transaction so a failed write costs nothing. */
export async function recordWrite(db: Db, limit: UserWriteLimit, userId: number, now: Date): Promise<void> {
  await recordRateLimitEvents(db, [keyOf(limit, userId)], now);
}

/** Runs a handler, adding Retry-After to the reply when it is refused by a rate limit. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
