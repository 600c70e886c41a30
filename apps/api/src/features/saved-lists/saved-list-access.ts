// Who may act on which saved list. A list is its owner's; admins may read anyone's (support),
// but change nobody's: a camper's lists are theirs to curate.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthenticatedUser } from '../auth/token-service.ts';
import { getUser } from '../users/user-service.ts';
import { requireSelfOrAdmin } from '../users/user-access.ts';
import { findSavedList, type SavedListRecord } from './saved-list-repository.ts';

export type ListAccess = 'read' | 'write';

export async function requireListAccess(
  db: Db,
  actor: AuthenticatedUser | null,
  listId: number,
  access: ListAccess,
): Promise<SavedListRecord> {
  if (!actor) throw AppError.unauthorized();
  const list = await findSavedList(db, listId);
  if (!list) throw AppError.notFound(`No saved list with id ${listId}.`);
  if (list.userId === actor.id || (access === 'read' && actor.admin)) return list;
  throw AppError.forbidden('You may only change your own lists.');
}

/**
 * A user's saved things: the user themself or an admin. An admin asking about an unknown user
 * gets 404, as on /users/{id}; everybody else learns nothing about which ids exist.
 */
export async function requireUserLists(db: Db, actor: AuthenticatedUser | null, userId: number): Promise<void> {
  const user = requireSelfOrAdmin(actor, userId);
  if (user.id !== userId) await getUser(db, userId);
}
