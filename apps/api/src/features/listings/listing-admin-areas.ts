// Which parks and forests a campground lies in after a listing edit moved it or an admin approved
// it as a new listing (admin_area_campgrounds), inside that transaction, so that a place search
// (filter[admin_area]) finds it at its point on the next request. The import's own rule decides
// (adminAreas, adminAreaMemberships), from the outlines in DATA_DIR; without them, only forests
// whose box the point left are ended.
import type { Db } from '../../db/client.ts';
import { adminAreaMemberships } from '../import/admin-areas.ts';
import { adminAreas, type AreaOutlines } from '../import/place-stats.ts';
import type { MapPoint } from './listing-map-cells.ts';
import { adminAreaIdsOf, adminAreaPlacesAround, changeAdminAreas, forestsLeftBehind } from './listing-repository.ts';

export interface PlacedCampground extends MapPoint {
  id: number;
  /** Circles (parks without an outline) count only campgrounds their own agency runs. */
  agency: string;
  /** A hidden campground keeps its memberships but is in no area's count. */
  hidden: boolean;
}

export interface AreaChange {
  join: number[];
  leave: number[];
}

/** The areas whose outline holds the point, by the import's rule, against those it is in now. */
async function changeByOutlines(tx: Db, campground: PlacedCampground, outlines: AreaOutlines): Promise<AreaChange> {
  const candidates = await adminAreaPlacesAround(tx, campground);
  const memberships = adminAreaMemberships(adminAreas(candidates, outlines), [campground]);
  const target = new Set(memberships.map((membership) => membership.placeId));
  const current = new Set(await adminAreaIdsOf(tx, campground.id));
  return {
    join: [...target].filter((id) => !current.has(id)),
    leave: [...current].filter((id) => !target.has(id)),
  };
}

/** Joins the areas that now hold the campground and leaves the others; answers what changed. */
export async function placeInAdminAreas(
  tx: Db,
  campground: PlacedCampground,
  outlines: AreaOutlines | null,
): Promise<AreaChange> {
  const change = outlines
    ? await changeByOutlines(tx, campground, outlines)
    : { join: [], leave: await forestsLeftBehind(tx, campground.id, campground) };
  await changeAdminAreas(tx, campground.id, change, !campground.hidden);
  return change;
}
