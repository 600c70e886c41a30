// Reads regions (states and DC).
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, type RegionRow } from '../../db/schema/index.ts';
import type { RegionSort } from './region-schemas.ts';

export type RegionSummary = Omit<RegionRow, 'outline'>;

const summaryColumns = {
  code: regions.code,
  slug: regions.slug,
  name: regions.name,
  minLon: regions.minLon,
  minLat: regions.minLat,
  maxLon: regions.maxLon,
  maxLat: regions.maxLat,
  labelLon: regions.labelLon,
  labelLat: regions.labelLat,
  campgroundCount: regions.campgroundCount,
};

const ORDER = {
  name: [asc(regions.name)],
  '-name': [desc(regions.name)],
  'campground-count': [asc(regions.campgroundCount), asc(regions.name)],
  '-campground-count': [desc(regions.campgroundCount), asc(regions.name)],
} as const;

export async function listRegions(db: Db, sort: RegionSort): Promise<RegionSummary[]> {
  return db
    .select(summaryColumns)
    .from(regions)
    .orderBy(...ORDER[sort]);
}

function prepareFindRegion(db: Db) {
  return db
    .select(summaryColumns)
    .from(regions)
    .where(or(eq(regions.slug, sql.placeholder('slug')), eq(regions.code, sql.placeholder('code'))))
    .limit(1)
    .prepare('region_by_slug_or_code');
}

// Looked up on every region-filtered list: prepared once per database handle.
const findRegionStatements = new WeakMap<Db, ReturnType<typeof prepareFindRegion>>();

/** A region by slug ("colorado") or USPS code ("CO", any case). */
export async function findRegion(db: Db, slugOrCode: string): Promise<RegionSummary | null> {
  let statement = findRegionStatements.get(db);
  if (!statement) {
    statement = prepareFindRegion(db);
    findRegionStatements.set(db, statement);
  }
  const rows = await statement.execute({ slug: slugOrCode, code: slugOrCode.toUpperCase() });
  return rows[0] ?? null;
}

export async function listRegionOutlines(db: Db): Promise<Pick<RegionRow, 'code' | 'slug' | 'name' | 'outline'>[]> {
  return db
    .select({ code: regions.code, slug: regions.slug, name: regions.name, outline: regions.outline })
    .from(regions)
    .orderBy(asc(regions.code));
}

export async function countRegions(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(regions);
  return rows[0]?.n ?? 0;
}
