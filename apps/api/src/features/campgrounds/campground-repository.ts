// Reads campgrounds with their region's slug and name.
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adminAreaCampgrounds,
  campgroundClaims,
  campgrounds,
  regions,
  type CampgroundRow,
} from '../../db/schema/index.ts';
import { availableForStaySql, bookingPolicySql, demoInventorySql } from '../inventory/campground-booking-sql.ts';
import { corridorConditionSql, corridorTableSql } from '../trip-plans/corridor-sql.ts';
import type { CampgroundSort } from './campground-schemas.ts';
import { latitudeBandsSql } from './map-cells.ts';
import type { CampgroundSearch, Circle } from './campground-search.ts';
import { visibleCampground } from './visible-campground.ts';

export type CampgroundRecord = Omit<
  CampgroundRow,
  'contentHash' | 'externalKey' | 'createdAt' | 'managerEditedFields' | 'savesCount' | 'popularity'
> & {
  regionSlug: string;
  regionName: string;
  /** Null unless bookable (booking settings enabled and an active site; docs/api-bookings.md). */
  bookingPolicy: 'instant' | 'request' | null;
  /** The seeded demo inventory (npm start). */
  demoInventory: boolean;
  /** An approved claim exists: the campground has a verified manager (docs/api-claims.md). */
  claimed: boolean;
};

const columns = {
  id: campgrounds.id,
  slug: campgrounds.slug,
  regionCode: campgrounds.regionCode,
  regionSlug: regions.slug,
  regionName: regions.name,
  name: campgrounds.name,
  latitude: campgrounds.latitude,
  longitude: campgrounds.longitude,
  agency: campgrounds.agency,
  siteTypes: campgrounds.siteTypes,
  amenities: campgrounds.amenities,
  numSites: campgrounds.numSites,
  isFree: campgrounds.isFree,
  feeNote: campgrounds.feeNote,
  maxRvLength: campgrounds.maxRvLength,
  phone: campgrounds.phone,
  website: campgrounds.website,
  email: campgrounds.email,
  reservable: campgrounds.reservable,
  season: campgrounds.season,
  elevationFt: campgrounds.elevationFt,
  description: campgrounds.description,
  nearestTown: campgrounds.nearestTown,
  priceCents: campgrounds.priceCents,
  ratingAverage: campgrounds.ratingAverage,
  ratingCount: campgrounds.ratingCount,
  quality: campgrounds.quality,
  sources: campgrounds.sources,
  updatedAt: campgrounds.updatedAt,
  hiddenAt: campgrounds.hiddenAt,
  hiddenReason: campgrounds.hiddenReason,
  mergedIntoId: campgrounds.mergedIntoId,
  bookingPolicy: bookingPolicySql.as('booking_policy'),
  demoInventory: demoInventorySql.as('demo_inventory'),
  // One probe of the partial unique index of approved claims.
  claimed: sql<boolean>`exists (select 1 from ${campgroundClaims}
    where ${campgroundClaims.campgroundId} = ${campgrounds.id} and ${campgroundClaims.status} = 'approved')`.as(
    'claimed',
  ),
};

// Most complete first, then the more popular (ADR 0029): among equally complete listings a name
// says nothing, so the first view of the whole country must not read like an index from A.
// Matches campgrounds_visible_recommended_idx, nulls included.
const RECOMMENDED = [
  sql`${campgrounds.quality} desc nulls last`,
  sql`${campgrounds.popularity} desc nulls last`,
  asc(campgrounds.id),
];

const ORDER: Record<Exclude<CampgroundSort, 'distance' | 'route'>, SQL[]> = {
  recommended: RECOMMENDED,
  // More reviews break a tie of averages: 4.5 from 30 reviews says more than 4.5 from 2.
  rating: [sql`${campgrounds.ratingAverage} desc nulls last`, desc(campgrounds.ratingCount), ...RECOMMENDED],
  price: [sql`${campgrounds.priceCents} asc nulls last`, ...RECOMMENDED],
  // The stored popularity (ADR 0029), read off campgrounds_visible_popularity_idx: "nulls last"
  // as the index has it (the column is never null). Never by name: ties go to the older row.
  popular: [sql`${campgrounds.popularity} desc nulls last`, asc(campgrounds.id)],
  name: [asc(campgrounds.name), asc(campgrounds.id)],
  '-name': [desc(campgrounds.name), desc(campgrounds.id)],
  'num-sites': [sql`${campgrounds.numSites} asc nulls last`, asc(campgrounds.name), asc(campgrounds.id)],
  '-num-sites': [sql`${campgrounds.numSites} desc nulls last`, asc(campgrounds.name), asc(campgrounds.id)],
};

export interface CampgroundListFilter {
  regionCode?: string;
  slug?: string;
  agency?: string;
}

function prepareFindById(db: Db) {
  return db
    .select(columns)
    .from(campgrounds)
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
    .where(eq(campgrounds.id, sql.placeholder('id')))
    .limit(1)
    .prepare('campground_by_id');
}

// The hottest query: built once per database handle, a server-side prepared statement after that.
const findByIdStatements = new WeakMap<Db, ReturnType<typeof prepareFindById>>();

export async function findCampgroundById(db: Db, id: number): Promise<CampgroundRecord | null> {
  let statement = findByIdStatements.get(db);
  if (!statement) {
    statement = prepareFindById(db);
    findByIdStatements.set(db, statement);
  }
  const rows = await statement.execute({ id });
  return rows[0] ?? null;
}

/** The campgrounds with these ids, in no particular order (claims' and managers' includes). */
export async function findCampgroundsByIds(db: Db, ids: readonly number[]): Promise<CampgroundRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(campgrounds)
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
    .where(inArray(campgrounds.id, [...new Set(ids)]));
}

/** Conditions with placeholders for the filters present; values are bound at execution. */
function whereOf(filter: CampgroundListFilter): SQL | undefined {
  const conditions: SQL[] = [visibleCampground];
  if (filter.regionCode !== undefined) conditions.push(eq(campgrounds.regionCode, sql.placeholder('regionCode')));
  if (filter.slug !== undefined) conditions.push(eq(campgrounds.slug, sql.placeholder('slug')));
  if (filter.agency !== undefined) conditions.push(eq(campgrounds.agency, sql.placeholder('agency')));
  return and(...conditions);
}

function prepareList(db: Db, filter: CampgroundListFilter, sort: keyof typeof ORDER, name: string) {
  return {
    rows: db
      .select(columns)
      .from(campgrounds)
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(whereOf(filter))
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`campgrounds_${name}`),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(whereOf(filter))
      .prepare(`campgrounds_count_${name}`),
  };
}

// One prepared pair per (filters present, sort): at most 8 x 8, each built once per handle.
const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

export async function listCampgrounds(
  db: Db,
  filter: CampgroundListFilter,
  sort: keyof typeof ORDER,
  page: { number: number; size: number },
): Promise<{ rows: CampgroundRecord[]; total: number }> {
  const key = `${filter.regionCode !== undefined ? 'r' : ''}${filter.slug !== undefined ? 's' : ''}${
    filter.agency !== undefined ? 'a' : ''
  }_${sort.replace('-', 'desc_').replace('-', '_')}`;
  let statements = listStatements.get(db);
  if (!statements) {
    statements = new Map();
    listStatements.set(db, statements);
  }
  let prepared = statements.get(key);
  if (!prepared) {
    prepared = prepareList(db, filter, sort, key);
    statements.set(key, prepared);
  }
  const values = { ...filter };
  const [rows, counted] = await Promise.all([
    prepared.rows.execute({ ...values, limit: page.size, offset: (page.number - 1) * page.size }),
    prepared.count.execute(values),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * The nearest campgrounds to a point, nearest first. A box around the point lets the
 * lat/lon index do the work; the box widens once when the first one holds too few.
 */
export async function findNearbyCampgrounds(
  db: Db,
  origin: { id: number; latitude: number; longitude: number },
  limit: number,
): Promise<CampgroundRecord[]> {
  const lonScale = Math.max(0.1, Math.cos((origin.latitude * Math.PI) / 180));
  for (const degrees of [0.5, 3]) {
    const dLon = degrees / lonScale;
    const rows = await db
      .select(columns)
      .from(campgrounds)
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(
        and(
          visibleCampground,
          ne(campgrounds.id, origin.id),
          sql`${campgrounds.latitude} between ${origin.latitude - degrees} and ${origin.latitude + degrees}`,
          sql`${campgrounds.longitude} between ${origin.longitude - dLon} and ${origin.longitude + dLon}`,
        ),
      )
      .orderBy(
        sql`power(${campgrounds.latitude} - ${origin.latitude}, 2) + power((${campgrounds.longitude} - ${origin.longitude}) * ${lonScale}, 2)`,
        asc(campgrounds.id),
      )
      .limit(limit);
    if (rows.length >= limit || degrees === 3) return rows;
  }
  return [];
}

const KM_PER_DEGREE = 111.195;

/** Great-circle distance in km from a point to each campground (haversine, as distanceMeters). */
export function distanceKmSql(point: { lng: number; lat: number }): SQL<number> {
  return sql<number>`(6371.0088 * 2 * asin(least(1, sqrt(
    power(sin(radians(${campgrounds.latitude} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${campgrounds.latitude}))
      * power(sin(radians(${campgrounds.longitude} - ${point.lng}::float8) / 2), 2)))))`;
}

/** A lat/lon box around the circle (so the btree index narrows rows), then the exact distance. */
function circleConditions(circle: Circle): SQL[] {
  const dLat = circle.radiusKm / KM_PER_DEGREE;
  const conditions = [
    sql`${campgrounds.latitude} between ${circle.lat - dLat}::float8 and ${circle.lat + dLat}::float8`,
  ];
  // Nearest pole latitude the box reaches decides how wide a degree of longitude is.
  const maxAbsLat = Math.min(90, Math.abs(circle.lat) + dLat);
  const cos = Math.cos((maxAbsLat * Math.PI) / 180);
  const dLon = cos > 1e-6 ? circle.radiusKm / (KM_PER_DEGREE * cos) : Infinity;
  // Boxes wider than the world (or across the antimeridian) skip the longitude prefilter.
  if (circle.lng - dLon >= -180 && circle.lng + dLon <= 180) {
    conditions.push(
      sql`${campgrounds.longitude} between ${circle.lng - dLon}::float8 and ${circle.lng + dLon}::float8`,
    );
  }
  conditions.push(sql`${distanceKmSql(circle)} <= ${circle.radiusKm}::float8`);
  return conditions;
}

/** Beyond this many square degrees (about a large state), the availability filter asks as a set. */
const WIDE_AREA_SQUARE_DEGREES = 150;

/** Whether the other conditions leave few campgrounds (an area) or most of the country. */
function availabilityScope(search: CampgroundSearch): 'narrow' | 'wide' {
  if (
    search.regionCode !== undefined ||
    search.slug !== undefined ||
    search.around ||
    search.near ||
    search.adminArea
  ) {
    return 'narrow';
  }
  if (!search.bbox) return 'wide';
  const { west, south, east, north } = search.bbox;
  return (east - west) * (north - south) > WIDE_AREA_SQUARE_DEGREES ? 'wide' : 'narrow';
}

/** Every search condition, values bound as parameters. */
export function searchConditions(search: CampgroundSearch): SQL | undefined {
  const conditions: SQL[] = [visibleCampground];
  if (search.regionCode !== undefined) conditions.push(eq(campgrounds.regionCode, search.regionCode));
  if (search.slug !== undefined) conditions.push(eq(campgrounds.slug, search.slug));
  if (search.agency !== undefined) conditions.push(eq(campgrounds.agency, search.agency));
  if (search.bbox) {
    const { west, south, east, north } = search.bbox;
    conditions.push(
      sql`${campgrounds.latitude} between ${south}::float8 and ${north}::float8`,
      sql`${campgrounds.longitude} between ${west}::float8 and ${east}::float8`,
    );
    const bands = latitudeBandsSql(south, north);
    if (bands) conditions.push(bands);
  }
  if (search.around) conditions.push(...circleConditions(search.around));
  if (search.near) conditions.push(...circleConditions(search.near));
  if (search.adminArea) {
    conditions.push(sql`exists (select 1 from ${adminAreaCampgrounds}
      where ${adminAreaCampgrounds.placeId} = ${search.adminArea.id}
        and ${adminAreaCampgrounds.campgroundId} = ${campgrounds.id})`);
  }
  if (search.siteTypes?.length) conditions.push(sql`${campgrounds.siteTypes} && ${textArray(search.siteTypes)}`);
  if (search.amenities?.length) conditions.push(sql`${campgrounds.amenities} @> ${textArray(search.amenities)}`);
  if (search.landTypes?.length) conditions.push(inArray(campgrounds.agency, search.landTypes));
  if (search.free) conditions.push(eq(campgrounds.isFree, true));
  if (search.minRvLength !== undefined) conditions.push(gte(campgrounds.maxRvLength, search.minRvLength));
  if (search.reservable !== undefined) conditions.push(eq(campgrounds.reservable, search.reservable));
  // Unknown prices and unrated campgrounds are null, so these comparisons exclude them.
  if (search.maxPriceCents !== undefined) conditions.push(lte(campgrounds.priceCents, search.maxPriceCents));
  if (search.minRating !== undefined) conditions.push(gte(campgrounds.ratingAverage, search.minRating));
  if (search.availability) conditions.push(availableForStaySql(search.availability, availabilityScope(search)));
  if (search.corridor) conditions.push(corridorConditionSql(search.corridor));
  return conditions.length ? and(...conditions) : undefined;
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Filters only the prepared list statements know. */
function isPreparedShape(search: CampgroundSearch): boolean {
  return Object.keys(search).every((key) => key === 'regionCode' || key === 'slug' || key === 'agency');
}

/** A page of a route search along the way: the corridor joined once for its positions. */
async function searchAlongRoute(
  db: Db,
  search: CampgroundSearch,
  where: SQL | undefined,
  page: { number: number; size: number },
): Promise<{ rows: CampgroundRecord[]; total: number }> {
  if (!search.corridor) throw new Error('route sort needs a corridor');
  const corridor = corridorTableSql(search.corridor);
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(campgrounds)
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .innerJoin(corridor.table, corridor.on)
      .where(searchConditions({ ...search, corridor: undefined }))
      .orderBy(sql`${corridor.along} asc`, asc(campgrounds.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * A page of campgrounds for any search. Fixed shapes (region/slug/agency, a plain sort) use the
 * prepared statements; anything else is a one-off parameterised query.
 */
export async function searchCampgrounds(
  db: Db,
  search: CampgroundSearch,
  sort: CampgroundSort,
  page: { number: number; size: number },
  distanceFrom: { lng: number; lat: number } | null,
): Promise<{ rows: CampgroundRecord[]; total: number }> {
  if (sort !== 'distance' && sort !== 'route' && isPreparedShape(search)) {
    return listCampgrounds(db, search, sort, page);
  }
  const where = searchConditions(search);
  let order: SQL[];
  if (sort === 'distance') {
    if (!distanceFrom) throw new Error('distance sort needs a point');
    order = [sql`${distanceKmSql(distanceFrom)} asc`, asc(campgrounds.id)];
  } else if (sort === 'route') {
    return searchAlongRoute(db, search, where, page);
  } else {
    order = ORDER[sort];
  }
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(campgrounds)
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
