// Reads and writes trip plans and their nights. Every read and write of a member's plan names
// the owner, so another member's plan is simply not found.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tripPlanNights, tripPlans, type TripPlace, type TripRouteSource } from '../../db/schema/trip-plans.ts';
import type { NightChoice } from './trip-plan-schemas.ts';
import type { StoredRoute } from './trip-route-shape.ts';

export type TripPlanRow = typeof tripPlans.$inferSelect & { route: StoredRoute };

export interface PlanFields {
  name: string;
  startDate: string | null;
  nightCount: number | null;
  detourMiles: number;
  places: TripPlace[];
  route: StoredRoute;
  routeSource: TripRouteSource;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeNights(tx: Tx | Db, planId: string, nights: readonly NightChoice[]): Promise<void> {
  await tx.delete(tripPlanNights).where(eq(tripPlanNights.tripPlanId, planId));
  if (nights.length) {
    await tx
      .insert(tripPlanNights)
      .values(nights.map((n) => ({ tripPlanId: planId, night: n.night, campgroundId: n.campgroundId })));
  }
}

export async function insertPlan(
  db: Db,
  userId: number,
  fields: PlanFields,
  nights: readonly NightChoice[],
): Promise<TripPlanRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tripPlans)
      .values({ userId, ...fields })
      .returning();
    await writeNights(tx, row!.id, nights);
    return row as TripPlanRow;
  });
}

/** Changes the fields given and, when given, replaces the nights; null when not the owner's. */
export async function updatePlan(
  db: Db,
  userId: number,
  id: string,
  fields: Partial<PlanFields>,
  nights: readonly NightChoice[] | undefined,
  now: Date,
): Promise<TripPlanRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tripPlans)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)))
      .returning();
    if (!row) return null;
    if (nights) await writeNights(tx, id, nights);
    return row as TripPlanRow;
  });
}

export async function findOwnPlan(db: Db, userId: number, id: string): Promise<TripPlanRow | null> {
  const [row] = await db
    .select()
    .from(tripPlans)
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)));
  return (row as TripPlanRow | undefined) ?? null;
}

export async function findPlanByShareToken(db: Db, token: string): Promise<TripPlanRow | null> {
  const [row] = await db.select().from(tripPlans).where(eq(tripPlans.shareToken, token));
  return (row as TripPlanRow | undefined) ?? null;
}

export async function listOwnPlans(
  db: Db,
  userId: number,
  page: { number: number; size: number },
): Promise<{ rows: TripPlanRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(tripPlans)
      .where(eq(tripPlans.userId, userId))
      .orderBy(desc(tripPlans.updatedAt), desc(tripPlans.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ n: count() }).from(tripPlans).where(eq(tripPlans.userId, userId)),
  ]);
  return { rows: rows as TripPlanRow[], total: counted[0]?.n ?? 0 };
}

/** The nights of these plans, by plan then night. */
export async function findNights(
  db: Db,
  planIds: readonly string[],
): Promise<{ tripPlanId: string; night: number; campgroundId: number }[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(tripPlanNights)
    .where(inArray(tripPlanNights.tripPlanId, [...planIds]))
    .orderBy(asc(tripPlanNights.tripPlanId), asc(tripPlanNights.night));
}

export async function deleteOwnPlan(db: Db, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(tripPlans)
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)))
    .returning({ id: tripPlans.id });
  return deleted.length > 0;
}

/** Sets (or with null removes) the share token; null when not the owner's plan. */
export async function setShareToken(
  db: Db,
  userId: number,
  id: string,
  token: string | null,
  now: Date,
): Promise<TripPlanRow | null> {
  const [row] = await db
    .update(tripPlans)
    .set({ shareToken: token, updatedAt: now })
    .where(and(eq(tripPlans.id, id), eq(tripPlans.userId, userId)))
    .returning();
  return (row as TripPlanRow | undefined) ?? null;
}
