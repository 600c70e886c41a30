// Reads places (states, cities, national parks and forests) with their region's slug and name.
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places, regions } from '../../db/schema/index.ts';
import { parsePlaceId, type PlaceKind } from './place-id.ts';
import type { PlaceSort } from './place-schemas.ts';

export interface PlaceRecord {
  /** Row id: what admin_area_campgrounds.place_id refers to. Never on the wire. */
  id: number;
  kind: PlaceKind;
  sourceId: string;
  slug: string | null;
  name: string;
  regionCode: string | null;
  regionSlug: string | null;
  regionName: string | null;
  latitude: number;
  longitude: number;
  population: number | null;
  designation: string | null;
  minLon: number | null;
  minLat: number | null;
  maxLon: number | null;
  maxLat: number | null;
  nearCount: number;
  areaCount: number | null;
}

const recordColumns = {
  id: places.id,
  kind: places.kind,
  sourceId: places.sourceId,
  slug: places.slug,
  name: places.name,
  regionCode: places.regionCode,
  regionSlug: regions.slug,
  regionName: regions.name,
  latitude: places.latitude,
  longitude: places.longitude,
  population: places.population,
  designation: places.designation,
  minLon: places.minLon,
  minLat: places.minLat,
  maxLon: places.maxLon,
  maxLat: places.maxLat,
  nearCount: places.nearCount,
  areaCount: places.areaCount,
};

export interface PlaceSearch {
  regionCode?: string;
  kinds?: PlaceKind[];
  slug?: string;
  hasCampgrounds?: boolean;
}

function where(search: PlaceSearch): SQL | undefined {
  return and(
    search.regionCode !== undefined ? eq(places.regionCode, search.regionCode) : undefined,
    search.kinds !== undefined ? inArray(places.kind, search.kinds) : undefined,
    search.slug !== undefined ? eq(places.slug, search.slug) : undefined,
    search.hasCampgrounds
      ? or(gt(places.nearCount, 0), and(inArray(places.kind, ['park', 'forest']), gt(places.areaCount, 0)))
      : undefined,
  );
}

// Ties end on the row id so pages never overlap.
const ORDER: Record<PlaceSort, SQL[]> = {
  '-near-count': [desc(places.nearCount), sql`${places.population} desc nulls last`, asc(places.name), asc(places.id)],
  '-area-count': [sql`${places.areaCount} desc nulls last`, desc(places.nearCount), asc(places.name), asc(places.id)],
  '-population': [sql`${places.population} desc nulls last`, asc(places.name), asc(places.id)],
  name: [asc(places.name), asc(places.id)],
};

export async function searchPlaces(
  db: Db,
  search: PlaceSearch,
  sort: PlaceSort,
  page: { number: number; size: number },
): Promise<{ rows: PlaceRecord[]; total: number }> {
  const condition = where(search);
  const [rows, counted] = await Promise.all([
    db
      .select(recordColumns)
      .from(places)
      .leftJoin(regions, eq(regions.code, places.regionCode))
      .where(condition)
      .orderBy(...ORDER[sort])
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(condition),
  ]);
  return { rows: rows as PlaceRecord[], total: counted[0]?.n ?? 0 };
}

/**
 * The place a public id (`city:1840020232`, `park:arch` …) names, with its row id; null when the
 * text is not a public id or no place has it.
 */
export async function findPlaceByPublicId(db: Db, publicId: string): Promise<PlaceRecord | null> {
  const ref = parsePlaceId(publicId);
  if (!ref) return null;
  const rows = await db
    .select(recordColumns)
    .from(places)
    .leftJoin(regions, eq(regions.code, places.regionCode))
    .where(and(eq(places.kind, ref.kind), eq(places.sourceId, ref.sourceId)))
    .limit(1);
  return (rows[0] as PlaceRecord | undefined) ?? null;
}
