// Reads and writes of campground_claims; rows come with the campground's name, slug and region
// slug for display. Driver errors of the two unique indexes are translated here.
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  campgroundClaims,
  campgroundManagers,
  campgrounds,
  managerInvitations,
  regions,
  users,
  type ClaimStatus,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';
import type { Page } from '../../jsonapi/query.ts';

export type ClaimRow = typeof campgroundClaims.$inferSelect;
export type NewClaimRow = typeof campgroundClaims.$inferInsert;

export interface ClaimRecord extends ClaimRow {
  campgroundName: string;
  campgroundSlug: string;
  regionSlug: string;
}

function selectClaims(db: Db) {
  return db
    .select({
      claim: campgroundClaims,
      campgroundName: campgrounds.name,
      campgroundSlug: campgrounds.slug,
      regionSlug: regions.slug,
    })
    .from(campgroundClaims)
    .innerJoin(campgrounds, eq(campgrounds.id, campgroundClaims.campgroundId))
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode));
}

type Joined = { claim: ClaimRow; campgroundName: string; campgroundSlug: string; regionSlug: string };

function toRecord(row: Joined): ClaimRecord {
  return {
    ...row.claim,
    campgroundName: row.campgroundName,
    campgroundSlug: row.campgroundSlug,
    regionSlug: row.regionSlug,
  };
}

export async function findClaim(db: Db, id: number): Promise<ClaimRecord | null> {
  const [row] = await selectClaims(db).where(eq(campgroundClaims.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/** The claim row, locked for the rest of the transaction (verification, approval). */
export async function lockClaim(tx: Db, id: number): Promise<ClaimRow | null> {
  const [row] = await tx.select().from(campgroundClaims).where(eq(campgroundClaims.id, id)).for('update');
  return row ?? null;
}

export interface ClaimListFilter {
  userId?: number;
  status?: ClaimStatus;
  campgroundId?: number;
}

function whereOf(filter: ClaimListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(campgroundClaims.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(campgroundClaims.status, filter.status));
  if (filter.campgroundId !== undefined) conditions.push(eq(campgroundClaims.campgroundId, filter.campgroundId));
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first. */
export async function listClaims(
  db: Db,
  filter: ClaimListFilter,
  page: Page,
): Promise<{ rows: ClaimRecord[]; total: number }> {
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    selectClaims(db)
      .where(where)
      .orderBy(desc(campgroundClaims.createdAt), desc(campgroundClaims.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgroundClaims)
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: counted[0]?.n ?? 0 };
}

/** Claims of these campgrounds the viewer may see: their own, or every one for admins. */
export async function listVisibleClaimsOf(
  db: Db,
  campgroundIds: number[],
  viewer: { id: number; admin: boolean },
): Promise<ClaimRecord[]> {
  if (campgroundIds.length === 0) return [];
  const conditions = [inArray(campgroundClaims.campgroundId, campgroundIds)];
  if (!viewer.admin) conditions.push(eq(campgroundClaims.userId, viewer.id));
  const rows = await selectClaims(db)
    .where(and(...conditions))
    .orderBy(desc(campgroundClaims.createdAt), desc(campgroundClaims.id));
  return rows.map(toRecord);
}

/** The approved claim of each campground that has one. */
export async function findApprovedClaims(db: Db, campgroundIds: number[]): Promise<Map<number, ClaimRow>> {
  if (campgroundIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(campgroundClaims)
    .where(and(inArray(campgroundClaims.campgroundId, campgroundIds), eq(campgroundClaims.status, 'approved')));
  return new Map(rows.map((row) => [row.campgroundId, row]));
}

/** The user's open claim of the campground, if any (the one-open index allows one). */
export async function findOpenClaim(
  db: Db,
  campgroundId: number,
  userId: number,
): Promise<{ id: number; contestsClaimId: number | null } | null> {
  const [row] = await db
    .select({ id: campgroundClaims.id, contestsClaimId: campgroundClaims.contestsClaimId })
    .from(campgroundClaims)
    .where(
      and(
        eq(campgroundClaims.campgroundId, campgroundId),
        eq(campgroundClaims.userId, userId),
        inArray(campgroundClaims.status, ['unverified', 'pending']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findApprovedClaim(db: Db, campgroundId: number): Promise<ClaimRow | null> {
  return (await findApprovedClaims(db, [campgroundId])).get(campgroundId) ?? null;
}

/** Claims by id (the contested claims of a page of contests, for admins). */
export async function findClaimsByIds(db: Db, ids: number[]): Promise<ClaimRecord[]> {
  if (ids.length === 0) return [];
  return (await selectClaims(db).where(inArray(campgroundClaims.id, ids))).map(toRecord);
}

/** Invitations not yet accepted: a team that lost its campground cannot add anyone any more. */
export async function deleteUnacceptedInvitations(tx: Db, campgroundId: number): Promise<void> {
  await tx
    .delete(managerInvitations)
    .where(and(eq(managerInvitations.campgroundId, campgroundId), isNull(managerInvitations.acceptedAt)));
}

export async function isCampgroundManager(db: Db, campgroundId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: campgroundManagers.userId })
    .from(campgroundManagers)
    .where(and(eq(campgroundManagers.campgroundId, campgroundId), eq(campgroundManagers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The new claim's id, or 'claim-exists' when the user's open claim of the campground won a race. */
export async function insertClaim(db: Db, values: NewClaimRow): Promise<number | 'claim-exists'> {
  try {
    const [row] = await db.insert(campgroundClaims).values(values).returning({ id: campgroundClaims.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'campground_claims_one_open_idx')) return 'claim-exists';
    throw error;
  }
}

export async function updateClaim(db: Db, id: number, changes: Partial<NewClaimRow>, now: Date): Promise<void> {
  await db
    .update(campgroundClaims)
    .set({ ...changes, updatedAt: now })
    .where(eq(campgroundClaims.id, id));
}

/**
 * Approves the claim inside `tx`: 'already-claimed' when the campground's one approved claim
 * (the partial unique index) is another's, whether it was there before or committed just now.
 * The transaction is then aborted: the caller ends it by throwing.
 */
export async function markApproved(
  tx: Db,
  id: number,
  reviewerId: number,
  now: Date,
): Promise<'approved' | 'already-claimed'> {
  try {
    await tx
      .update(campgroundClaims)
      .set({ status: 'approved', reviewedBy: reviewerId, reviewedAt: now, updatedAt: now })
      .where(eq(campgroundClaims.id, id));
    return 'approved';
  } catch (error) {
    if (isUniqueViolation(error, 'campground_claims_one_approved_idx')) return 'already-claimed';
    throw error;
  }
}

/** The user runs the campground as `role` (an owner stays owner) and is flagged a manager. */
export async function addCampgroundManager(
  tx: Db,
  campgroundId: number,
  userId: number,
  role: 'owner' | 'manager',
): Promise<void> {
  await tx
    .insert(campgroundManagers)
    .values({ campgroundId, userId, role })
    .onConflictDoUpdate({
      target: [campgroundManagers.campgroundId, campgroundManagers.userId],
      set: { role: role === 'owner' ? 'owner' : sql`${campgroundManagers.role}` },
    });
  await tx.update(users).set({ manager: true }).where(eq(users.id, userId));
}

export async function findUserContact(db: Db, userId: number): Promise<{ email: string; fullName: string } | null> {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface CampgroundContact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
}

export async function findCampgroundContact(db: Db, campgroundId: number): Promise<CampgroundContact | null> {
  const [row] = await db
    .select({
      id: campgrounds.id,
      name: campgrounds.name,
      email: campgrounds.email,
      phone: campgrounds.phone,
      website: campgrounds.website,
    })
    .from(campgrounds)
    .where(eq(campgrounds.id, campgroundId))
    .limit(1);
  return row ?? null;
}
