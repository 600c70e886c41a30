// Who may write a campground's inventory and answer its booking requests: its managers
// (campground_managers, added by claims in issue 14 or by the demo seed) and admins. Reads of
// inventory are public; this is only asked before a change.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundManagers } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';

/** The caller as the route catalog and authentication know it. */
export interface ManagerCandidate {
  id: number;
  admin: boolean;
}

export const NOT_A_MANAGER_DETAIL = 'Only the managers of this campground may do this.';

export function notAManager(): AppError {
  return new AppError({ status: 403, code: 'not-a-manager', title: 'Not a manager', detail: NOT_A_MANAGER_DETAIL });
}

/** True for admins and the campground's managers (any role). */
export async function canManageCampground(db: Db, user: ManagerCandidate, campgroundId: number): Promise<boolean> {
  if (user.admin) return true;
  const [row] = await db
    .select({ userId: campgroundManagers.userId })
    .from(campgroundManagers)
    .where(and(eq(campgroundManagers.campgroundId, campgroundId), eq(campgroundManagers.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** 401 for anonymous callers, 403 not-a-manager for anyone who may not manage the campground. */
export async function requireCampgroundManager(
  db: Db,
  user: ManagerCandidate | null | undefined,
  campgroundId: number,
): Promise<ManagerCandidate> {
  if (!user) throw AppError.unauthorized();
  if (!(await canManageCampground(db, user, campgroundId))) throw notAManager();
  return user;
}
