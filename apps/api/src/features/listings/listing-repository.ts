// The SQL of the listing editor: the campground row (locked for the edit), the states around a
// point, and what a location change moves besides the row: places' near counts and admin-area
// membership (the map cells are listing-map-cells.ts).
import { NEAR_RADIUS_KM, distanceMeters } from '@campwise/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adminAreaCampgrounds,
  campgrounds,
  places,
  regions,
  type CampgroundRow,
  type OutlineGeometry,
} from '../../db/schema/index.ts';
import type { MapPoint } from './listing-map-cells.ts';
import { managedListingSelection, type ManagedListing } from './managed-listings.ts';

export type ListingRow = ManagedListing &
  Pick<CampgroundRow, 'id' | 'agency' | 'reservable' | 'hiddenAt' | 'managerEditedFields'>;

const listingColumns = {
  id: campgrounds.id,
  agency: campgrounds.agency,
  reservable: campgrounds.reservable,
  hiddenAt: campgrounds.hiddenAt,
  managerEditedFields: campgrounds.managerEditedFields,
  ...managedListingSelection,
};

/** The row, locked until the transaction ends: edits (and rating recomputes) take turns. */
export async function lockListing(tx: Db, id: number): Promise<ListingRow | null> {
  const [row] = await tx.select(listingColumns).from(campgrounds).where(eq(campgrounds.id, id)).for('update');
  return row ?? null;
}

export async function writeListing(
  tx: Db,
  id: number,
  values: Partial<Omit<ManagedListing, 'regionCode'>> & {
    managerEditedFields: string[];
    quality: number;
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(campgrounds).set(values).where(eq(campgrounds.id, id));
}

/** States whose box, grown by `marginDegrees`, holds the point (their outlines decide). */
export async function statesAround(
  db: Db,
  point: MapPoint,
  marginDegrees: number,
): Promise<{ code: string; outline: OutlineGeometry }[]> {
  const { latitude: lat, longitude: lon } = point;
  return db
    .select({ code: regions.code, outline: regions.outline })
    .from(regions)
    .where(
      sql`${regions.minLon} - ${marginDegrees}::float8 <= ${lon}::float8 and ${regions.maxLon} + ${marginDegrees}::float8 >= ${lon}::float8
        and ${regions.minLat} - ${marginDegrees}::float8 <= ${lat}::float8 and ${regions.maxLat} + ${marginDegrees}::float8 >= ${lat}::float8`,
    );
}

const KM_PER_DEGREE = 111.195;

/**
 * Location edits and approvals move counts on shared rows (places' near and area counts, the map
 * cells), one down and another up. Two edits moving the other way round would lock those rows in
 * opposite orders and deadlock on PostgreSQL, so they take this transaction-scoped lock first and
 * run one at a time. They are rare (an owner or an admin at a form), so the wait costs nothing.
 */
export async function serializeCountMoves(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campground-count-moves'))`);
}

/**
 * places.near_count (campgrounds within NEAR_RADIUS_KM of a place's point, as the import counts
 * them; states count their region's campgrounds, which a move within the state leaves alone):
 * one less where the campground left the circle, one more where it entered. A campground that
 * is new (an approved listing) comes from nowhere: `from` is null.
 */
export async function shiftNearCounts(tx: Db, from: MapPoint | null, to: MapPoint): Promise<number> {
  const dLat = NEAR_RADIUS_KM / KM_PER_DEGREE;
  const start = from ?? to;
  const south = Math.min(start.latitude, to.latitude) - dLat;
  const north = Math.max(start.latitude, to.latitude) + dLat;
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLon = Math.min(180, dLat / Math.max(Math.cos((widest * Math.PI) / 180), 0.01));
  const candidates = await tx
    .select({ id: places.id, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(
      and(
        ne(places.kind, 'state'),
        sql`${places.latitude} between ${south}::float8 and ${north}::float8`,
        sql`${places.longitude} between ${Math.min(start.longitude, to.longitude) - dLon}::float8
          and ${Math.max(start.longitude, to.longitude) + dLon}::float8`,
      ),
    );
  const radiusMeters = NEAR_RADIUS_KM * 1000;
  const near = (place: MapPoint, p: MapPoint | null) =>
    p !== null && distanceMeters(place.latitude, place.longitude, p.latitude, p.longitude) <= radiusMeters;
  const delta = new Map<number, number[]>([
    [-1, []],
    [1, []],
  ]);
  for (const place of candidates) {
    const before = near(place, from);
    const after = near(place, to);
    if (before !== after) delta.get(after ? 1 : -1)!.push(place.id);
  }
  for (const [change, ids] of delta) {
    if (ids.length === 0) continue;
    await tx
      .update(places)
      .set({ nearCount: sql`greatest(${places.nearCount} + ${change}::int, 0)` })
      .where(inArray(places.id, ids));
  }
  return delta.get(-1)!.length + delta.get(1)!.length;
}

/** What the import's area rule reads of a park or forest (adminAreas in import/place-stats.ts). */
export interface AdminAreaPlace {
  id: number;
  kind: string;
  sourceId: string;
  latitude: number;
  longitude: number;
}

/**
 * The parks (a few hundred; the database keeps no box for them) and the forests whose box holds
 * the point: a forest is the union of its districts, so one whose box misses the point cannot
 * hold it.
 */
export async function adminAreaPlacesAround(tx: Db, point: MapPoint): Promise<AdminAreaPlace[]> {
  return tx
    .select({
      id: places.id,
      kind: places.kind,
      sourceId: places.sourceId,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(places)
    .where(
      sql`${places.kind} = 'park' or (${places.kind} = 'forest' and (${places.minLon} is null
        or (${point.longitude}::float8 between ${places.minLon} and ${places.maxLon}
          and ${point.latitude}::float8 between ${places.minLat} and ${places.maxLat})))`,
    );
}

export async function adminAreaIdsOf(tx: Db, campgroundId: number): Promise<number[]> {
  const rows = await tx
    .select({ placeId: adminAreaCampgrounds.placeId })
    .from(adminAreaCampgrounds)
    .where(eq(adminAreaCampgrounds.campgroundId, campgroundId));
  return rows.map((row) => row.placeId);
}

/**
 * Adds and ends memberships. `counted`: whether the campground is in the areas' counts; a hidden
 * one keeps memberships but is in no count (as the import and hiding leave it).
 */
export async function changeAdminAreas(
  tx: Db,
  campgroundId: number,
  change: { join: readonly number[]; leave: readonly number[] },
  counted: boolean,
): Promise<void> {
  if (change.leave.length > 0) {
    await tx
      .delete(adminAreaCampgrounds)
      .where(
        and(
          eq(adminAreaCampgrounds.campgroundId, campgroundId),
          inArray(adminAreaCampgrounds.placeId, [...change.leave]),
        ),
      );
    if (counted) {
      await tx
        .update(places)
        .set({ areaCount: sql`greatest(${places.areaCount} - 1, 0)` })
        .where(inArray(places.id, [...change.leave]));
    }
  }
  if (change.join.length > 0) {
    await tx
      .insert(adminAreaCampgrounds)
      .values(change.join.map((placeId) => ({ placeId, campgroundId })))
      .onConflictDoNothing();
    if (counted) {
      await tx
        .update(places)
        .set({ areaCount: sql`coalesce(${places.areaCount}, 0) + 1` })
        .where(inArray(places.id, [...change.join]));
    }
  }
}

/**
 * Without the outlines (no DATA_DIR files), what the database can tell for sure: a point outside
 * a forest's box is outside the forest. Those memberships end; nothing is added, and parks (no
 * box) are left as they are until the next import.
 */
export async function forestsLeftBehind(tx: Db, campgroundId: number, to: MapPoint): Promise<number[]> {
  const outside = await tx
    .select({ placeId: adminAreaCampgrounds.placeId })
    .from(adminAreaCampgrounds)
    .innerJoin(places, eq(places.id, adminAreaCampgrounds.placeId))
    .where(
      and(
        eq(adminAreaCampgrounds.campgroundId, campgroundId),
        sql`${places.minLon} is not null`,
        sql`not (${to.longitude}::float8 between ${places.minLon} and ${places.maxLon}
          and ${to.latitude}::float8 between ${places.minLat} and ${places.maxLat})`,
      ),
    );
  return outside.map((row) => row.placeId);
}
