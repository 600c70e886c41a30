// Loads the place a location filter names (filter[near], filter[admin_area]) by its public id.
// Kept inside the campgrounds feature so the search does not depend on the places API.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import type { PlaceRef, ResolvedPlace } from './campground-search.ts';

/** The place with this `{kind}:{sourceId}`, as its row id and point; null when there is none. */
export async function findLocationPlace(db: Db, ref: PlaceRef): Promise<ResolvedPlace | null> {
  const rows = await db
    .select({ id: places.id, lng: places.longitude, lat: places.latitude })
    .from(places)
    .where(and(eq(places.kind, ref.kind), eq(places.sourceId, ref.sourceId)))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, point: { lng: row.lng, lat: row.lat } } : null;
}
