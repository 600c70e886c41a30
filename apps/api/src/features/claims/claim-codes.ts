// Verification codes of claims: six random digits, kept only as a hash, valid for a while and
// tried a few times. The limits are the contract's (docs/api-claims.md).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_SECONDS = 30 * 60;
export const CODE_SENDS_PER_HOUR = 5;
export const CODE_ATTEMPTS_PER_CODE = 5;

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the claim, so one claim's stored hash says nothing about another's code. */
export function hashVerificationCode(claimId: number, code: string): string {
  return createHash('sha256').update(`campground-claim:${claimId}:${code}`, 'utf8').digest('hex');
}

export function codeMatches(claimId: number, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashVerificationCode(claimId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** `c•••@aspengrove.com`: enough to recognise the mailbox, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** `(•••) •••-0100` for +19705550100. */
export function maskPhone(e164: string): string {
  return `(•••) •••-${e164.slice(-4)}`;
}
