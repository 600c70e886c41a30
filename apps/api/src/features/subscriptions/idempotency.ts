// Idempotency-Key handling shared by purchases and gifts: the header's syntax and a fingerprint
// of the payload, so a key sent again with another payload is told apart from a retry.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { membershipErrors } from './membership-error.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or null when none is sent; 400 when it is malformed. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header : [header];
  if (value.length !== 1 || !KEY_PATTERN.test(value[0]!)) {
    throw AppError.badRequest(
      'Invalid Idempotency-Key',
      'Idempotency-Key must be 1 to 255 visible ASCII characters, sent once.',
      { header: 'Idempotency-Key' },
    );
  }
  return value[0]!;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 of the payload with its keys sorted: the same purchase gives the same fingerprint. */
export function requestFingerprint(payload: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

/** What purchases and gifts record of an attempt made with an Idempotency-Key. */
export interface RecordedAttempt {
  status: string;
  requestFingerprint: string | null;
  failureCode: string | null;
  failureMessage: string | null;
}

/**
 * The answer an earlier attempt with the same key gave, given again: its row when it succeeded,
 * the same 402 when the card was refused, 409 while it is still under way, 422 when the key came
 * with another payload. Null when the key is new.
 */
export function replayAttempt<T extends RecordedAttempt>(row: T | null | undefined, fingerprint: string): T | null {
  if (!row) return null;
  if (row.requestFingerprint !== fingerprint) throw membershipErrors.keyReused();
  if (row.status === 'pending') throw membershipErrors.purchaseInProgress();
  if (row.status === 'failed') {
    throw membershipErrors.declined(
      row.failureCode ?? 'card_declined',
      row.failureMessage ?? 'Your card was declined.',
    );
  }
  return row;
}
