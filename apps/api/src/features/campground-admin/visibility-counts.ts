// The counts the import precomputes from campgrounds, kept in step when an admin hides or shows
// one (issue 14): its state's campground count, and the "near" and "in this park/forest" counts of
// the places around it. Runs inside the caller's transaction; the map clusters of its cells follow
// the hidden_at change by themselves (migration 0022's triggers), and the caller calls
// markMapCellsChanged() after the commit.
import { NEAR_RADIUS_KM } from '@campwise/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAreaCampgrounds, places } from '../../db/schema/index.ts';
import { refreshRegionCount } from '../campground-submissions/submission-repository.ts';

export interface CampgroundSpot {
  id: number;
  regionCode: string;
  latitude: number;
  longitude: number;
}

/** +1 when the campground becomes visible, -1 when it is hidden. */
async function shiftPlaceCounts(tx: Db, spot: CampgroundSpot, delta: 1 | -1): Promise<void> {
  // A state's "near" count is its whole state; other places count within NEAR_RADIUS_KM (haversine).
  await tx.execute(sql`
    update ${places} p set near_count = greatest(0, p.near_count + ${delta}::int)
    where (p.kind = 'state' and p.region_code = ${spot.regionCode})
       or (p.kind <> 'state'
           and p.latitude between ${spot.latitude - NEAR_RADIUS_KM / 111}::float8 and ${spot.latitude + NEAR_RADIUS_KM / 111}::float8
           and 6371.0088 * 2 * asin(least(1, sqrt(
                 power(sin(radians(p.latitude - ${spot.latitude}::float8) / 2), 2)
                 + cos(radians(${spot.latitude}::float8)) * cos(radians(p.latitude))
                   * power(sin(radians(p.longitude - ${spot.longitude}::float8) / 2), 2))))
               <= ${NEAR_RADIUS_KM}::float8)`);
  await tx.execute(sql`
    update ${places} p set area_count = greatest(0, p.area_count + ${delta}::int)
    where p.area_count is not null
      and p.id in (select a.place_id from ${adminAreaCampgrounds} a where a.campground_id = ${spot.id}::int)`);
}

/** Call after the campground's hidden_at changed (hidden: delta -1; shown again: +1). */
export async function refreshCountsAfterVisibilityChange(tx: Db, spot: CampgroundSpot, delta: 1 | -1): Promise<void> {
  await refreshRegionCount(tx, spot.regionCode);
  await shiftPlaceCounts(tx, spot, delta);
}
