// Writes what place-stats.ts computes beyond the place rows themselves: admin-area membership,
// replaced wholesale, and the counts of places no longer in the sources (the upsert skips them).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAreaCampgrounds, places } from '../../db/schema/index.ts';
import type { Membership } from './admin-areas.ts';
import { loadCampgroundIds } from './campground-writer.ts';
import type { PlaceCounts } from './place-stats.ts';
import type { KeyedMembership } from './prepare-places.ts';
import { loadPlaceIds } from './reference-writer.ts';

// Two parameters per membership row, three per count row: far below the 65,535 bind limit.
const MEMBERSHIP_BATCH_SIZE = 5_000;
const COUNT_BATCH_SIZE = 5_000;

/** Keyed memberships (new rows had no id when they were computed) as table rows. */
export async function membershipRows(db: Db, memberships: readonly KeyedMembership[]): Promise<Membership[]> {
  const placeIds = await loadPlaceIds(db);
  const campgroundIds = await loadCampgroundIds(db);
  return memberships.map(({ placeKey, campgroundKey }) => {
    const placeId = placeIds.get(placeKey);
    const campgroundId = campgroundIds.get(campgroundKey);
    if (placeId === undefined || campgroundId === undefined) {
      throw new Error(`Admin-area membership of unwritten rows: ${placeKey} / ${campgroundKey}`);
    }
    return { placeId, campgroundId };
  });
}

export async function replaceAdminAreaMemberships(db: Db, memberships: readonly Membership[]): Promise<void> {
  await db.delete(adminAreaCampgrounds);
  for (let start = 0; start < memberships.length; start += MEMBERSHIP_BATCH_SIZE) {
    await db.insert(adminAreaCampgrounds).values(memberships.slice(start, start + MEMBERSHIP_BATCH_SIZE));
  }
}

/** Returns how many places' counts changed. */
export async function writePlaceCounts(db: Db, counts: readonly PlaceCounts[]): Promise<number> {
  let changed = 0;
  for (let start = 0; start < counts.length; start += COUNT_BATCH_SIZE) {
    const batch = counts.slice(start, start + COUNT_BATCH_SIZE);
    const values = sql.join(
      batch.map((row) => sql`(${row.id}::int, ${row.nearCount}::int, ${row.areaCount}::int)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      UPDATE ${places} SET near_count = v.near_count, area_count = v.area_count
      FROM (VALUES ${values}) AS v(id, near_count, area_count)
      WHERE ${places.id} = v.id
        AND (${places.nearCount}, ${places.areaCount}) IS DISTINCT FROM (v.near_count, v.area_count)
      RETURNING ${places.id}`);
    // Both drivers (PGlite, node-postgres) answer with { rows }.
    changed += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return changed;
}
