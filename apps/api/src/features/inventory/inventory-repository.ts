// SQL for site types, rates and sites. Who may write is checked by the service; rows here are
// taken at face value.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rates, reservations, sites, siteTypes } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';

export type SiteTypeRecord = typeof siteTypes.$inferSelect;
export type RateRecord = typeof rates.$inferSelect;
export type SiteRecord = typeof sites.$inferSelect;

/** The SQLSTATE of a driver error, through Drizzle's wrapping. */
function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const FOREIGN_KEY_VIOLATION = '23503';

// --- site types ---

export async function findSiteType(db: Db, id: number): Promise<SiteTypeRecord | null> {
  const [row] = await db.select().from(siteTypes).where(eq(siteTypes.id, id)).limit(1);
  return row ?? null;
}

export function listSiteTypes(db: Db, campgroundId: number): Promise<SiteTypeRecord[]> {
  return db
    .select()
    .from(siteTypes)
    .where(eq(siteTypes.campgroundId, campgroundId))
    .orderBy(asc(siteTypes.name), asc(siteTypes.id));
}

export async function insertSiteType(
  db: Db,
  values: { campgroundId: number; name: string; kind: SiteTypeRecord['kind']; description?: string },
  now: Date,
): Promise<SiteTypeRecord> {
  const [row] = await db
    .insert(siteTypes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateSiteType(
  db: Db,
  id: number,
  values: Partial<Pick<SiteTypeRecord, 'name' | 'kind' | 'description'>>,
  now: Date,
): Promise<SiteTypeRecord | null> {
  const [row] = await db
    .update(siteTypes)
    .set({ ...values, updatedAt: now })
    .where(eq(siteTypes.id, id))
    .returning();
  return row ?? null;
}

export function siteTypeInUse(): AppError {
  return AppError.conflict(
    'Site type in use',
    'This site type still has sites. Delete or move its sites first.',
    undefined,
    'site-type-in-use',
  );
}

/** Deletes a type with no sites (its rates go with it); 409 site-type-in-use otherwise. */
export async function deleteSiteType(db: Db, id: number): Promise<void> {
  try {
    const [deleted] = await db
      .delete(siteTypes)
      .where(and(eq(siteTypes.id, id), sql`not exists (select 1 from ${sites} where ${sites.siteTypeId} = ${id})`))
      .returning({ id: siteTypes.id });
    if (!deleted && (await findSiteType(db, id))) throw siteTypeInUse();
  } catch (error) {
    // A site added to the type while it was being deleted: the foreign key refuses.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw siteTypeInUse();
    throw error;
  }
}

// --- rates ---

export async function findRate(db: Db, id: number): Promise<RateRecord | null> {
  const [row] = await db.select().from(rates).where(eq(rates.id, id)).limit(1);
  return row ?? null;
}

/** Base rates before seasons, seasons by start date. */
export function listRates(db: Db, campgroundId: number): Promise<RateRecord[]> {
  return db
    .select()
    .from(rates)
    .where(eq(rates.campgroundId, campgroundId))
    .orderBy(asc(rates.siteTypeId), sql`${rates.startDate} asc nulls first`, asc(rates.id));
}

export type RateValues = Pick<RateRecord, 'name' | 'nightlyCents' | 'weekendNightlyCents' | 'startDate' | 'endDate'>;

export async function insertRate(
  db: Db,
  values: RateValues & { campgroundId: number; siteTypeId: number },
  now: Date,
): Promise<RateRecord> {
  const [row] = await db
    .insert(rates)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateRate(db: Db, id: number, values: Partial<RateValues>, now: Date) {
  const [row] = await db
    .update(rates)
    .set({ ...values, updatedAt: now })
    .where(eq(rates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRate(db: Db, id: number): Promise<void> {
  await db.delete(rates).where(eq(rates.id, id));
}

// --- sites ---

export function siteNameTaken(): AppError {
  return AppError.conflict(
    'Name in use',
    'Another site of this campground has that name.',
    { pointer: '/data/attributes/name' },
    'site-name-taken',
  );
}

async function guardSiteName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'sites_campground_name_idx')) throw siteNameTaken();
    throw error;
  }
}

export async function findSite(db: Db, id: number): Promise<SiteRecord | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row ?? null;
}

export type SiteValues = Pick<
  SiteRecord,
  'name' | 'capacity' | 'accessible' | 'hookups' | 'maxRvLengthFt' | 'description' | 'active' | 'siteTypeId'
>;

export function insertSite(
  db: Db,
  values: Partial<SiteValues> & { campgroundId: number; siteTypeId: number; name: string },
  now: Date,
): Promise<SiteRecord> {
  return guardSiteName(async () => {
    const [row] = await db
      .insert(sites)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
}

export function updateSite(db: Db, id: number, values: Partial<SiteValues>, now: Date): Promise<SiteRecord | null> {
  return guardSiteName(async () => {
    const [row] = await db
      .update(sites)
      .set({ ...values, updatedAt: now })
      .where(eq(sites.id, id))
      .returning();
    return row ?? null;
  });
}

/**
 * Deletes a site no reservation names (its blocks go with it); a site with reservations is
 * deactivated instead, so their history keeps its site. Returns what happened.
 */
export async function deleteOrDeactivateSite(db: Db, id: number, now: Date): Promise<'deleted' | 'deactivated'> {
  const deactivate = async () => {
    await db.update(sites).set({ active: false, updatedAt: now }).where(eq(sites.id, id));
    return 'deactivated' as const;
  };
  try {
    const [deleted] = await db
      .delete(sites)
      .where(
        and(eq(sites.id, id), sql`not exists (select 1 from ${reservations} where ${reservations.siteId} = ${id})`),
      )
      .returning({ id: sites.id });
    return deleted ? 'deleted' : deactivate();
  } catch (error) {
    // A reservation made while the site was being deleted: the foreign key refuses; keep it.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return deactivate();
    throw error;
  }
}
