// The people who run a campground (campground_managers) and the invitations that add them.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSettings, campgroundManagers, managerInvitations, reservations, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof managerInvitations.$inferSelect;

export interface TeamMember {
  userId: number;
  fullName: string;
  email: string;
  role: 'owner' | 'manager';
}

export async function findManagerRole(
  db: Db,
  campgroundId: number,
  userId: number,
): Promise<'owner' | 'manager' | null> {
  const [row] = await db
    .select({ role: campgroundManagers.role })
    .from(campgroundManagers)
    .where(and(eq(campgroundManagers.campgroundId, campgroundId), eq(campgroundManagers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** Owners first, then by name. */
export async function listTeam(db: Db, campgroundId: number): Promise<TeamMember[]> {
  return db
    .select({ userId: users.id, fullName: users.fullName, email: users.email, role: campgroundManagers.role })
    .from(campgroundManagers)
    .innerJoin(users, eq(users.id, campgroundManagers.userId))
    .where(eq(campgroundManagers.campgroundId, campgroundId))
    .orderBy(sql`${campgroundManagers.role} = 'owner' desc`, asc(users.fullName), asc(users.id));
}

/**
 * Takes the user off the team. Someone who then runs no campground is no longer a manager
 * (users.manager, which opens the portal); an admin's flag is theirs to keep.
 */
export async function deleteManager(db: Db, campgroundId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(campgroundManagers)
      .where(and(eq(campgroundManagers.campgroundId, campgroundId), eq(campgroundManagers.userId, userId)));
    // The user row is locked before the check, so an acceptance elsewhere that is setting the flag
    // right now is waited for and its new team row seen, instead of being undone.
    const [user] = await tx.select({ admin: users.admin }).from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.admin) return;
    const [stillManaging] = await tx
      .select({ campgroundId: campgroundManagers.campgroundId })
      .from(campgroundManagers)
      .where(eq(campgroundManagers.userId, userId))
      .limit(1);
    if (!stillManaging) await tx.update(users).set({ manager: false }).where(eq(users.id, userId));
  });
}

export async function isManagerEmail(db: Db, campgroundId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.id })
    .from(campgroundManagers)
    .innerJoin(users, eq(users.id, campgroundManagers.userId))
    .where(and(eq(campgroundManagers.campgroundId, campgroundId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitation(db: Db, values: typeof managerInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(managerInvitations).values(values).returning();
  return row!;
}

export async function findInvitation(db: Db, id: number): Promise<InvitationRow | null> {
  const [row] = await db.select().from(managerInvitations).where(eq(managerInvitations.id, id)).limit(1);
  return row ?? null;
}

/** Newest first. */
export async function listInvitations(db: Db, campgroundId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(managerInvitations)
    .where(eq(managerInvitations.campgroundId, campgroundId))
    .orderBy(desc(managerInvitations.createdAt), desc(managerInvitations.id));
}

export async function deleteInvitation(db: Db, id: number): Promise<void> {
  await db.delete(managerInvitations).where(eq(managerInvitations.id, id));
}

/** Takes the invitation once: only an unused, unexpired one; null otherwise (or when raced). */
export async function claimInvitation(
  tx: Db,
  tokenHash: string,
  userId: number,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await tx
    .update(managerInvitations)
    .set({ acceptedBy: userId, acceptedAt: now })
    .where(
      and(
        eq(managerInvitations.tokenHash, tokenHash),
        isNull(managerInvitations.acceptedAt),
        gt(managerInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export interface ManagedCampground {
  campgroundId: number;
  role: 'owner' | 'manager';
  bookingSettingsId: number | null;
  pendingRequestCount: number;
}

/** The campgrounds the user manages, with what the portal's switcher shows about each. */
export async function listManagedCampgrounds(db: Db, userId: number): Promise<ManagedCampground[]> {
  return db
    .select({
      campgroundId: campgroundManagers.campgroundId,
      role: campgroundManagers.role,
      bookingSettingsId: bookingSettings.campgroundId,
      pendingRequestCount: sql<number>`(select count(*)::int from ${reservations}
        where ${reservations.campgroundId} = ${campgroundManagers.campgroundId} and ${reservations.status} = 'pending')`,
    })
    .from(campgroundManagers)
    .leftJoin(bookingSettings, eq(bookingSettings.campgroundId, campgroundManagers.campgroundId))
    .where(eq(campgroundManagers.userId, userId));
}
