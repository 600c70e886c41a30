// Writes campgrounds with batched upserts that only touch rows whose content hash changed.
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, regions, type NewCampgroundRow } from '../../db/schema/index.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';
import type { ExistingSlug } from './assign-slugs.ts';

export const CAMPGROUND_BATCH_SIZE = 500;

export interface CampgroundWriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * A row already in the table: its slug, its point for the place counts of rows kept from earlier
 * imports, and whether an admin hid it (a hidden campground is in no count, visibleCampground).
 */
export interface ExistingCampground extends ExistingSlug {
  latitude: number;
  longitude: number;
  agency: string;
  hidden: boolean;
}

export async function loadExistingCampgrounds(db: Db): Promise<Map<string, ExistingCampground>> {
  const rows = await db
    .select({
      externalKey: campgrounds.externalKey,
      regionCode: campgrounds.regionCode,
      slug: campgrounds.slug,
      latitude: campgrounds.latitude,
      longitude: campgrounds.longitude,
      agency: campgrounds.agency,
      hidden: sql<boolean>`not (${visibleCampground})`,
    })
    .from(campgrounds);
  return new Map(rows.map(({ externalKey, ...row }) => [externalKey, row]));
}

/** external key -> row id, for what needs the ids after the upsert (admin-area membership). */
export async function loadCampgroundIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: campgrounds.id, externalKey: campgrounds.externalKey }).from(campgrounds);
  return new Map(rows.map((row) => [row.externalKey, row.id]));
}

const columns = getTableColumns(campgrounds);

/** Columns an import may overwrite; identity, id and created_at never change. */
const UPDATABLE = [
  'regionCode',
  'name',
  'latitude',
  'longitude',
  'agency',
  'siteTypes',
  'amenities',
  'numSites',
  'isFree',
  'feeNote',
  'priceCents',
  'maxRvLength',
  'phone',
  'website',
  'email',
  'reservable',
  'season',
  'elevationFt',
  'description',
  'nearestTown',
  'quality',
  'sources',
  'contentHash',
  // assignSlugs hands an existing row its own slug back; it differs only when the row changed state
  // and its slug was taken there.
  'slug',
] as const satisfies readonly (keyof typeof columns)[];

const updateSet = {
  ...Object.fromEntries(UPDATABLE.map((key) => [key, sql.raw(`excluded.${columns[key].name}`)])),
  updatedAt: sql`now()`,
};

/** Upserts in batches; `existing` tells inserts from updates, rows not returned were unchanged. */
export async function writeCampgrounds(
  db: Db,
  rows: NewCampgroundRow[],
  existing: ReadonlyMap<string, ExistingSlug>,
): Promise<CampgroundWriteCounts> {
  const counts: CampgroundWriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += CAMPGROUND_BATCH_SIZE) {
    const batch = rows.slice(start, start + CAMPGROUND_BATCH_SIZE);
    const written = await db
      .insert(campgrounds)
      .values(batch)
      .onConflictDoUpdate({
        target: campgrounds.externalKey,
        set: updateSet,
        setWhere: sql`${campgrounds.contentHash} IS DISTINCT FROM excluded.content_hash`,
      })
      .returning({ externalKey: campgrounds.externalKey });
    for (const { externalKey } of written) {
      if (existing.has(externalKey)) counts.updated++;
      else counts.inserted++;
    }
    counts.unchanged += batch.length - written.length;
  }
  return counts;
}

/** regions.campground_count from what the table now holds (rows kept from earlier imports included). */
export async function refreshCampgroundCounts(db: Db): Promise<void> {
  await db.update(regions).set({
    campgroundCount: sql`(SELECT count(*)::int FROM ${campgrounds}
      WHERE ${campgrounds.regionCode} = ${regions.code} AND ${visibleCampground})`,
  });
}
