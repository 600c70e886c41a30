// Signing in through a provider (Google one-tap, or the web server's next-auth providers):
// the linked user, else the user with the provider's verified email (then linked), else a
// new user without a password.
import { validateEmail } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findUserByEmail,
  findUserByIdentity,
  insertIdentity,
  insertUser,
  updateUser,
  type UserRecord,
} from '../users/user-repository.ts';
import type { ProviderProfile } from './google-id-token.ts';
import { OAuthError } from './oauth-error.ts';

// As for names typed into the profile form.
const MAX_NAME_LENGTH = 200;

async function linkToExisting(db: Db, user: UserRecord, profile: ProviderProfile, now: Date): Promise<UserRecord> {
  const linked = await insertIdentity(db, {
    userId: user.id,
    provider: profile.provider,
    providerAccountId: profile.providerAccountId,
    createdAt: now,
  });
  if (!linked) {
    // A concurrent sign-in linked it first; that link wins.
    const winner = await findUserByIdentity(db, profile.provider, profile.providerAccountId);
    if (winner) return winner;
  }
  // The provider has checked the address: the account's email is confirmed now.
  if (user.confirmedEmail) return user;
  return (await updateUser(db, user.id, { confirmedEmail: true }, now)) ?? user;
}

async function attempt(db: Db, profile: ProviderProfile, now: Date): Promise<UserRecord> {
  if (profile.providerAccountId.length > 255) {
    throw new OAuthError('invalid_grant', 'The provider account id is too long.');
  }
  const linked = await findUserByIdentity(db, profile.provider, profile.providerAccountId);
  if (linked) return linked;

  const email = profile.email?.trim();
  if (!email) throw new OAuthError('invalid_grant', 'The provider did not share an email address.');
  if (validateEmail(email) || email.length > 254) {
    throw new OAuthError('invalid_grant', 'The provider shared an email address we cannot use.');
  }
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!profile.emailVerified) {
      throw new OAuthError(
        'invalid_grant',
        'An account with this email address already exists. Sign in with your password instead.',
      );
    }
    return linkToExisting(db, existing, profile, now);
  }

  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email,
      fullName: profile.name?.trim().slice(0, MAX_NAME_LENGTH) ?? '',
      confirmedEmail: profile.emailVerified,
      createdAt: now,
      updatedAt: now,
    });
    await insertIdentity(tx, {
      userId: user.id,
      provider: profile.provider,
      providerAccountId: profile.providerAccountId,
      createdAt: now,
    });
    return user;
  });
}

export async function signInWithProvider(db: Db, profile: ProviderProfile, now: Date): Promise<UserRecord> {
  try {
    return await attempt(db, profile, now);
  } catch (error) {
    // Two first sign-ins at once: the other one created the account; find it and go on.
    if (error instanceof AppError && error.code === 'email_taken') return attempt(db, profile, now);
    throw error;
  }
}
