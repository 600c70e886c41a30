// Readies the place rows of an import before they are written: slugs (freeing, in the table, those
// that move) and near/area counts, so that each place row is written once, counts included. The
// counts and admin areas cover every place and campground the table will hold, rows kept from
// earlier imports included; memberships come back keyed, since new rows have no id yet.
import type { Db } from '../../db/client.ts';
import type { NewPlaceRow } from '../../db/schema/index.ts';
import { assignPlaceSlugs, placeKey } from './place-slugs.ts';
import { computePlaceStats, type AdminAreaSummary, type AreaOutlines, type PlaceCounts } from './place-stats.ts';
import type { StateRecord } from './read-states.ts';
import { clearPlaceSlugs, loadExistingPlaces, type ExistingPlace } from './reference-writer.ts';

export interface KeyedCampgroundPoint {
  /** External key. */
  key: string;
  latitude: number;
  longitude: number;
  regionCode: string;
  agency: string;
  /** Hidden by an admin: a member of its areas, but in no count (as hiding leaves it). */
  hidden: boolean;
}

export interface KeyedMembership {
  placeKey: string;
  campgroundKey: string;
}

export interface PreparedPlaces {
  memberships: KeyedMembership[];
  /** Counts of places no longer in the sources, by row id: the upsert does not touch those rows. */
  staleCounts: PlaceCounts[];
  summary: AdminAreaSummary;
}

/** Sets row.slug; rows of places that left the sources keep theirs reserved (shared URLs). */
async function slugPlaces(
  db: Db,
  rows: NewPlaceRow[],
  existing: readonly ExistingPlace[],
  states: StateRecord[],
): Promise<void> {
  const current = new Set(rows.map(placeKey));
  const reserved = new Map<string, Set<string>>();
  for (const row of existing) {
    if (current.has(placeKey(row)) || !row.slug || !row.regionCode) continue;
    reserved.set(row.regionCode, (reserved.get(row.regionCode) ?? new Set<string>()).add(row.slug));
  }
  const slugs = assignPlaceSlugs(
    rows.map((row) => ({ ...row, regionCode: row.regionCode ?? '', population: row.population ?? null })),
    new Map(states.map((state) => [state.code, state.slug])),
    reserved,
  );
  for (const row of rows) row.slug = slugs.get(placeKey(row)) ?? null;
  const byKey = new Map(rows.map((row) => [placeKey(row), row]));
  const moving = existing.filter((row) => {
    const next = byKey.get(placeKey(row));
    return row.slug !== null && next !== undefined && (next.slug !== row.slug || next.regionCode !== row.regionCode);
  });
  await clearPlaceSlugs(
    db,
    moving.map((row) => row.id),
  );
}

/** Fills slug, nearCount and areaCount of every row in `rows`. */
export async function preparePlaces(
  db: Db,
  rows: NewPlaceRow[],
  context: { states: StateRecord[]; outlines: AreaOutlines; campgrounds: readonly KeyedCampgroundPoint[] },
): Promise<PreparedPlaces> {
  const existing = await loadExistingPlaces(db);
  await slugPlaces(db, rows, existing, context.states);

  const current = new Set(rows.map(placeKey));
  const stale = existing.filter((place) => !current.has(placeKey(place)));
  // computePlaceStats works on numeric ids: here, positions in these two lists.
  const places = [...rows.map((row) => ({ ...row, regionCode: row.regionCode ?? null })), ...stale];
  const stats = computePlaceStats(
    places.map((place, id) => ({ ...place, id })),
    context.campgrounds.map((point, id) => ({ ...point, id })),
    context.outlines,
  );
  const staleCounts: PlaceCounts[] = [];
  for (const { id, nearCount, areaCount } of stats.counts) {
    const row = rows[id];
    if (row) Object.assign(row, { nearCount, areaCount });
    else staleCounts.push({ id: stale[id - rows.length]!.id, nearCount, areaCount });
  }
  return {
    memberships: stats.memberships.map(({ placeId, campgroundId }) => ({
      placeKey: placeKey(places[placeId]!),
      campgroundKey: context.campgrounds[campgroundId]!.key,
    })),
    staleCounts,
    summary: stats.summary,
  };
}
