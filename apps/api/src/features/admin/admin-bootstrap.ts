// Makes sure an admin account exists: creates it, or promotes the existing account with that
// email. An existing account's password is never changed here: ADMIN_PASSWORD stays in the
// environment across restarts and must not undo a password the admin has since changed.
import { validateEmail, validateSignUpPassword } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { findUserByEmail, insertUser, updateUser } from '../users/user-repository.ts';

export class AdminBootstrapError extends Error {}

export interface AdminBootstrapResult {
  action: 'created' | 'promoted' | 'unchanged';
  userId: number;
  email: string;
}

async function promote(db: Db, email: string, now: Date): Promise<AdminBootstrapResult | null> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return null;
  if (existing.admin) return { action: 'unchanged', userId: existing.id, email: existing.email };
  await updateUser(db, existing.id, { admin: true }, now);
  return { action: 'promoted', userId: existing.id, email: existing.email };
}

/** `password` is needed only to create the account; validated with the sign-up rules. */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password?: string | undefined },
  now: Date,
): Promise<AdminBootstrapResult> {
  const email = input.email.trim();
  const emailProblem = validateEmail(email);
  if (emailProblem) throw new AdminBootstrapError(`Email: ${emailProblem}`);
  if (input.password !== undefined) {
    const passwordProblem = validateSignUpPassword(input.password);
    if (passwordProblem) throw new AdminBootstrapError(`Password: ${passwordProblem}`);
  }

  const promoted = await promote(db, email, now);
  if (promoted) return promoted;
  if (input.password === undefined) {
    throw new AdminBootstrapError(`No account with email ${email}: give a password to create one.`);
  }
  try {
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(input.password),
      admin: true,
      createdAt: now,
      updatedAt: now,
    });
    return { action: 'created', userId: user.id, email: user.email };
  } catch (error) {
    // Another process (a second API instance starting) created it a moment ago.
    if (error instanceof AppError && error.code === 'email_taken') {
      const raced = await promote(db, email, now);
      if (raced) return raced;
    }
    throw error;
  }
}

export function describeAdminBootstrap(result: AdminBootstrapResult): string {
  switch (result.action) {
    case 'created':
      return `Created admin account ${result.email} (user ${result.userId}).`;
    case 'promoted':
      return `Made ${result.email} (user ${result.userId}) an admin; the password is unchanged.`;
    case 'unchanged':
      return `${result.email} (user ${result.userId}) is already an admin; nothing changed.`;
  }
}
