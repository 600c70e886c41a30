// Rate limits: decisions from the events stored per key, taken atomically (ADR 0013). A
// reservation locks its keys for its transaction, counts their events and records the new
// ones before the lock is let go, so requests arriving together are counted one after the other.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { decide, strictest, windowStart, type RateLimitDecision, type RateLimitPolicy } from './rate-limit-window.ts';
import {
  deleteEventBatchBefore,
  deleteEvents,
  deleteEventsBefore,
  findRecentEvents,
  insertEvents,
  lockKey,
} from './rate-limit-repository.ts';

/** Failed password sign-ins, per account and per client address: the contract's 10 a minute. */
export const SIGN_IN_FAILURES: RateLimitPolicy = { limit: 10, windowSeconds: 60 };

/** Password reset emails per address asked for: enough for typos, too few to flood a mailbox. */
export const RESET_REQUESTS_PER_EMAIL: RateLimitPolicy = { limit: 5, windowSeconds: 15 * 60 };

/** Password reset requests per client address. */
export const RESET_REQUESTS_PER_IP: RateLimitPolicy = { limit: 20, windowSeconds: 15 * 60 };

/**
 * Accounts created per client address in an hour (SIGN_UPS_PER_ADDRESS_PER_HOUR, 10 by default):
 * a household or a campsite's wifi, not a script.
 */
export function signUpsPerIp(limit: number): RateLimitPolicy {
  return { limit, windowSeconds: 60 * 60 };
}

// Longer than every window of the app.
const RETENTION_SECONDS = 60 * 60;

export interface RateLimitCheck {
  policy: RateLimitPolicy;
  key: string;
}

/** Allowed: one event was recorded per check (`eventIds`, to give them back). Refused: none. */
export type RateLimitReservation =
  { allowed: true; eventIds: number[] } | { allowed: false; retryAfterSeconds: number };

// Keys hold emails and addresses of any length; stored hashed they are short, fixed-size index
// entries and the table keeps no personal data.
function storedKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

async function decideAll(db: Db, checks: readonly RateLimitCheck[], now: Date): Promise<RateLimitDecision> {
  const decisions: RateLimitDecision[] = [];
  for (const { policy, key } of checks) {
    decisions.push(
      decide(policy, await findRecentEvents(db, storedKey(key), windowStart(policy, now), policy.limit), now),
    );
  }
  return strictest(decisions);
}

/** The decision for the next attempt, recording nothing (a read; it may be stale at once). */
export async function checkRateLimits(
  db: Db,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<RateLimitDecision> {
  return decideAll(db, checks, now);
}

/**
 * Takes one slot of every check, or none when any is full: atomically, whatever runs at the same
 * time. Given a transaction, the slots belong to it (its rollback gives them back) and the keys
 * stay locked until it ends; given the database, the slots are committed before this returns.
 */
export async function reserveRateLimits(
  db: Db,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<RateLimitReservation> {
  return db.transaction(async (tx) => {
    const keys = checks.map((check) => storedKey(check.key));
    // Always in the same order, so two reservations of the same keys cannot deadlock.
    for (const key of [...new Set(keys)].sort()) await lockKey(tx, key);
    const decision = await decideAll(tx, checks, now);
    if (!decision.allowed) return decision;
    const eventIds = await insertEvents(tx, keys, now);
    await deleteEventsBefore(tx, new Date(now.getTime() - RETENTION_SECONDS * 1000));
    return { allowed: true, eventIds };
  });
}

/** Gives back the slots of a reservation whose attempt turned out not to count. */
export async function releaseRateLimits(db: Db, reservation: { eventIds: readonly number[] }): Promise<void> {
  await deleteEvents(db, reservation.eventIds);
}

/**
 * Forgets up to `limit` events no window looks back to; the number forgotten. Reservations do
 * this as they go; the hourly maintenance job catches up after quiet hours.
 */
export async function forgetOldRateLimitEvents(db: Db, now: Date, limit: number): Promise<number> {
  return db.transaction((tx) => deleteEventBatchBefore(tx, new Date(now.getTime() - RETENTION_SECONDS * 1000), limit));
}

/** Records events without a decision (tests filling a window). */
export async function recordRateLimitEvents(db: Db, keys: readonly string[], now: Date): Promise<void> {
  await insertEvents(db, keys.map(storedKey), now);
}
