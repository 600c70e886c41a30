// Who may act on which user. Checked before a user id is looked up, so a signed-in user
// cannot learn which ids exist by probing other people's.
import { AppError } from '../../errors/app-error.ts';
import type { AuthenticatedUser } from '../auth/token-service.ts';

function signedIn(actor: AuthenticatedUser | null): AuthenticatedUser {
  if (!actor) throw AppError.unauthorized();
  return actor;
}

/** The user themself or an admin. */
export function requireSelfOrAdmin(actor: AuthenticatedUser | null, userId: number): AuthenticatedUser {
  const user = signedIn(actor);
  if (user.id !== userId && !user.admin) throw AppError.forbidden('You may only access your own account.');
  return user;
}

/** The user themself only: changing a password needs the current one, which admins do not know. */
export function requireSelf(actor: AuthenticatedUser | null, userId: number): AuthenticatedUser {
  const user = signedIn(actor);
  if (user.id !== userId) throw AppError.forbidden('You may only change your own password.');
  return user;
}
