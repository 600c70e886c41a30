// SQL for PRO plans (platform_subscriptions), each with its own discount code's row when it has one.
import { and, asc, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  discountCodes,
  platformSubscriptions,
  type DiscountCodeRow,
  type PlatformSubscriptionRow,
} from '../../db/schema/index.ts';

export interface PlanRecord extends PlatformSubscriptionRow {
  /** The row of discount_code, when the plan names one that exists. */
  discount: DiscountCodeRow | null;
}

function selectPlans(db: Db) {
  return db
    .select({ plan: getTableColumns(platformSubscriptions), discount: getTableColumns(discountCodes) })
    .from(platformSubscriptions)
    .leftJoin(discountCodes, eq(discountCodes.code, platformSubscriptions.discountCode));
}

function toRecord(row: { plan: PlatformSubscriptionRow; discount: DiscountCodeRow | null }): PlanRecord {
  return { ...row.plan, discount: row.discount };
}

/** Default first, then by amount (what the checkout picks from: spec section 7). */
export async function listPlans(db: Db, platform: string, includeInactive: boolean): Promise<PlanRecord[]> {
  const rows = await selectPlans(db)
    .where(
      includeInactive
        ? eq(platformSubscriptions.platform, platform)
        : and(eq(platformSubscriptions.platform, platform), eq(platformSubscriptions.active, true)),
    )
    .orderBy(
      desc(and(platformSubscriptions.isDefault, platformSubscriptions.active)!),
      asc(platformSubscriptions.amount),
      asc(platformSubscriptions.id),
    );
  return rows.map(toRecord);
}

export async function findPlan(db: Db, id: number): Promise<PlanRecord | null> {
  const [row] = await selectPlans(db).where(eq(platformSubscriptions.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

export async function findActivePlanBySku(db: Db, platform: string, sku: string): Promise<PlanRecord | null> {
  const [row] = await selectPlans(db)
    .where(
      and(
        eq(platformSubscriptions.platform, platform),
        eq(platformSubscriptions.sku, sku),
        eq(platformSubscriptions.active, true),
      ),
    )
    .limit(1);
  return row ? toRecord(row) : null;
}

export async function findDefaultPlan(db: Db, platform: string): Promise<PlanRecord | null> {
  const [row] = await selectPlans(db)
    .where(
      and(
        eq(platformSubscriptions.platform, platform),
        eq(platformSubscriptions.isDefault, true),
        eq(platformSubscriptions.active, true),
      ),
    )
    .limit(1);
  return row ? toRecord(row) : null;
}

export async function findPlanIdBySku(db: Db, platform: string, sku: string): Promise<number | null> {
  const [row] = await db
    .select({ id: platformSubscriptions.id })
    .from(platformSubscriptions)
    .where(and(eq(platformSubscriptions.platform, platform), eq(platformSubscriptions.sku, sku)))
    .limit(1);
  return row?.id ?? null;
}

/** Another plan of the platform stops being the default (call in the transaction that sets the new one). */
export async function clearDefault(db: Db, platform: string, exceptId: number | null, now: Date): Promise<void> {
  await db
    .update(platformSubscriptions)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(
        eq(platformSubscriptions.platform, platform),
        eq(platformSubscriptions.isDefault, true),
        ...(exceptId === null ? [] : [ne(platformSubscriptions.id, exceptId)]),
      ),
    );
}

/** Null when the platform already has the sku. */
export async function insertPlan(db: Db, values: typeof platformSubscriptions.$inferInsert): Promise<number | null> {
  const [row] = await db
    .insert(platformSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: [platformSubscriptions.platform, platformSubscriptions.sku] })
    .returning({ id: platformSubscriptions.id });
  return row?.id ?? null;
}

export type PlanChanges = Partial<
  Pick<
    PlatformSubscriptionRow,
    'name' | 'amount' | 'isDefault' | 'trialPeriodDays' | 'introPrice' | 'discountCode' | 'active'
  >
>;

export async function updatePlan(db: Db, id: number, changes: PlanChanges, now: Date): Promise<void> {
  await db
    .update(platformSubscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(platformSubscriptions.id, id));
}
