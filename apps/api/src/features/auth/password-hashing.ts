// Password hashing: argon2id with its parameters in this one place. The PHC string stores
// them with each hash, so raising them later still verifies old hashes.
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 30 ms here, per sign-in.
const OPTIONS = {
  // Algorithm.Argon2id; the package's enum is a const enum, which isolatedModules cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash verifies nothing.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check (unknown email,
 * provider-only account), so response times do not tell which emails have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('campwise-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
