// Writes regions and places (states, cities, NPS units); both are upserts on their natural keys.
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places, regions, type NewPlaceRow } from '../../db/schema/index.ts';
import type { StateRecord } from './read-states.ts';

export const PLACE_BATCH_SIZE = 1_000;

const regionColumns = getTableColumns(regions);
/** Everything but campground_count, which is recomputed after the campgrounds are written. */
const REGION_FIELDS = [
  'slug',
  'name',
  'minLon',
  'minLat',
  'maxLon',
  'maxLat',
  'labelLon',
  'labelLat',
  'outline',
] as const satisfies readonly (keyof typeof regionColumns)[];

export async function writeRegions(db: Db, states: StateRecord[]): Promise<number> {
  if (states.length === 0) return 0;
  await db
    .insert(regions)
    .values(states)
    .onConflictDoUpdate({
      target: regions.code,
      set: Object.fromEntries(REGION_FIELDS.map((key) => [key, sql.raw(`excluded.${regionColumns[key].name}`)])),
    });
  return states.length;
}

const placeColumns = getTableColumns(places);
const PLACE_FIELDS = [
  'name',
  'regionCode',
  'latitude',
  'longitude',
  'population',
  'designation',
  'minLon',
  'minLat',
  'maxLon',
  'maxLat',
  'slug',
  'nearCount',
  'areaCount',
] as const satisfies readonly (keyof typeof placeColumns)[];

const placeSet = Object.fromEntries(PLACE_FIELDS.map((key) => [key, sql.raw(`excluded.${placeColumns[key].name}`)]));
const currentTuple = sql.raw(PLACE_FIELDS.map((key) => `places.${placeColumns[key].name}`).join(', '));
const excludedTuple = sql.raw(PLACE_FIELDS.map((key) => `excluded.${placeColumns[key].name}`).join(', '));

export interface PlaceWriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ExistingPlace {
  id: number;
  kind: string;
  sourceId: string;
  regionCode: string | null;
  slug: string | null;
  latitude: number;
  longitude: number;
}

export async function loadExistingPlaces(db: Db): Promise<ExistingPlace[]> {
  return db
    .select({
      id: places.id,
      kind: places.kind,
      sourceId: places.sourceId,
      regionCode: places.regionCode,
      slug: places.slug,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(places);
}

/** `${kind}:${sourceId}` -> row id. */
export async function loadPlaceIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: places.id, kind: places.kind, sourceId: places.sourceId }).from(places);
  return new Map(rows.map((row) => [`${row.kind}:${row.sourceId}`, row.id]));
}

/**
 * Frees the slugs of rows about to get another one. places_region_slug_idx is checked row by row,
 * so when two places swap or shift slugs the upsert would otherwise trip over the old holder.
 */
export async function clearPlaceSlugs(db: Db, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += PLACE_BATCH_SIZE) {
    await db
      .update(places)
      .set({ slug: null })
      .where(inArray(places.id, ids.slice(start, start + PLACE_BATCH_SIZE)));
  }
}

/** Upserts places; rows whose fields are all equal are left alone so re-imports stay cheap. */
export async function writePlaces(db: Db, rows: NewPlaceRow[]): Promise<PlaceWriteCounts> {
  const counts: PlaceWriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += PLACE_BATCH_SIZE) {
    const batch = rows.slice(start, start + PLACE_BATCH_SIZE);
    const written = await db
      .insert(places)
      .values(batch)
      .onConflictDoUpdate({
        target: [places.kind, places.sourceId],
        set: placeSet,
        setWhere: sql`(${currentTuple}) IS DISTINCT FROM (${excludedTuple})`,
      })
      // xmax is 0 on a row this statement inserted and set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (row.inserted) counts.inserted++;
      else counts.updated++;
    }
    counts.unchanged += batch.length - written.length;
  }
  return counts;
}
