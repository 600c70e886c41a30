// Reads campgrounds with their region's slug and name.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, regions, type CampgroundRow } from '../../db/schema.ts';
import type { CampgroundSort } from './campground-schemas.ts';

export type CampgroundRecord = Omit<CampgroundRow, 'contentHash' | 'externalKey' | 'createdAt'> & {
  regionSlug: string;
  regionName: string;
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
  quality: campgrounds.quality,
  sources: campgrounds.sources,
  updatedAt: campgrounds.updatedAt,
};

const ORDER: Record<CampgroundSort, SQL[]> = {
  recommended: [desc(campgrounds.quality), asc(campgrounds.name), asc(campgrounds.id)],
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

/** Conditions with placeholders for the filters present; values are bound at execution. */
function whereOf(filter: CampgroundListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.regionCode !== undefined) conditions.push(eq(campgrounds.regionCode, sql.placeholder('regionCode')));
  if (filter.slug !== undefined) conditions.push(eq(campgrounds.slug, sql.placeholder('slug')));
  if (filter.agency !== undefined) conditions.push(eq(campgrounds.agency, sql.placeholder('agency')));
  return conditions.length ? and(...conditions) : undefined;
}

function prepareList(db: Db, filter: CampgroundListFilter, sort: CampgroundSort, name: string) {
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

// One prepared pair per (filters present, sort): at most 8 x 5, each built once per handle.
const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

export async function listCampgrounds(
  db: Db,
  filter: CampgroundListFilter,
  sort: CampgroundSort,
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
