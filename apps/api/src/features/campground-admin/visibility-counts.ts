// The counts the import precomputes from campgrounds, kept in step when an admin hides or shows
// one (issue 14): the map clusters of its cells, its state's campground count, and the "near" and
// "in this park/forest" counts of the places around it. Runs inside the caller's transaction;
// the caller calls markMapCellsChanged() after the commit.
import { NEAR_RADIUS_KM } from '@campwise/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAreaCampgrounds, campgroundMapCells, campgrounds, places } from '../../db/schema/index.ts';
import { refreshRegionCount } from '../campground-submissions/submission-repository.ts';
import { cellSizeDegrees, MAP_POINTS_ZOOM } from '../campgrounds/map-cells.ts';
import { visibleCampgroundAs } from '../campgrounds/visible-campground.ts';

export interface CampgroundSpot {
  id: number;
  regionCode: string;
  latitude: number;
  longitude: number;
}

/**
 * Rebuilds, at every clustered zoom, the one cell holding the campground's point from the visible
 * campgrounds in it (the same grouping as refreshMapCells): nine small range scans, not ~40k rows.
 */
async function rebuildCellsAt(tx: Db, spot: CampgroundSpot): Promise<void> {
  for (let zoom = 0; zoom < MAP_POINTS_ZOOM; zoom++) {
    const size = cellSizeDegrees(zoom);
    const column = Math.floor(spot.longitude / size);
    const row = Math.floor(spot.latitude / size);
    await tx.execute(sql`delete from ${campgroundMapCells}
      where zoom = ${zoom}::int and col = ${column}::int and row = ${row}::int`);
    // The range lets the (latitude, longitude) index find the members; floor() decides as the refresh does.
    await tx.execute(sql`
      insert into ${campgroundMapCells} (zoom, col, row, count, lon_sum, lat_sum, west, south, east, north)
      select ${zoom}::int, ${column}::int, ${row}::int, count(*)::int,
             sum(c.longitude), sum(c.latitude),
             min(c.longitude), min(c.latitude), max(c.longitude), max(c.latitude)
      from ${campgrounds} c
      where ${visibleCampgroundAs('c')}
        and c.latitude between ${(row - 1) * size}::float8 and ${(row + 2) * size}::float8
        and c.longitude between ${(column - 1) * size}::float8 and ${(column + 2) * size}::float8
        and floor(c.longitude / ${size}::float8)::int = ${column}::int
        and floor(c.latitude / ${size}::float8)::int = ${row}::int
      having count(*) > 0`);
  }
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
  await rebuildCellsAt(tx, spot);
  await refreshRegionCount(tx, spot.regionCode);
  await shiftPlaceCounts(tx, spot, delta);
}
