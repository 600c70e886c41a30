// Bearer secrets: 256 random bits on the wire, only their SHA-256 in the database, so a
// leaked table holds nothing that signs anybody in. SHA-256 (not argon2) is enough because
// the secrets are random, not guessable like passwords.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ, nor on their lengths. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
