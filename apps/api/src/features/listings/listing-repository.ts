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
 * places.near_count (campgrounds within NEAR_RADIUS_KM of a place's point, as the import counts
 * them; states count their region's campgrounds, which a move within the state leaves alone):
 * one less where the campground left the circle, one more where it entered.
 */
export async function shiftNearCounts(tx: Db, from: MapPoint, to: MapPoint): Promise<number> {
  const dLat = NEAR_RADIUS_KM / KM_PER_DEGREE;
  const south = Math.min(from.latitude, to.latitude) - dLat;
  const north = Math.max(from.latitude, to.latitude) + dLat;
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLon = Math.min(180, dLat / Math.max(Math.cos((widest * Math.PI) / 180), 0.01));
  const candidates = await tx
    .select({ id: places.id, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(
      and(
        ne(places.kind, 'state'),
        sql`${places.latitude} between ${south}::float8 and ${north}::float8`,
        sql`${places.longitude} between ${Math.min(from.longitude, to.longitude) - dLon}::float8
          and ${Math.max(from.longitude, to.longitude) + dLon}::float8`,
      ),
    );
  const radiusMeters = NEAR_RADIUS_KM * 1000;
  const near = (place: MapPoint, p: MapPoint) =>
    distanceMeters(place.latitude, place.longitude, p.latitude, p.longitude) <= radiusMeters;
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

/**
 * Admin-area membership is computed at import from the parks' and forests' polygons, which live
 * in the data files, not the database. What the database can tell for sure: a point outside an
 * area's bounding box is outside the area. Those memberships end here (and the area's count
 * drops); areas the campground may have entered are found by the next import.
 */
export async function leaveAdminAreasBehind(tx: Db, campgroundId: number, to: MapPoint): Promise<number> {
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
  const placeIds = outside.map((row) => row.placeId);
  if (placeIds.length === 0) return 0;
  await tx
    .delete(adminAreaCampgrounds)
    .where(and(eq(adminAreaCampgrounds.campgroundId, campgroundId), inArray(adminAreaCampgrounds.placeId, placeIds)));
  await tx
    .update(places)
    .set({ areaCount: sql`greatest(${places.areaCount} - 1, 0)` })
    .where(inArray(places.id, placeIds));
  return placeIds.length;
}
