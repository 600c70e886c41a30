// GET /api/v6/campgrounds/map: what a map viewport shows, as grid clusters (zoomed out, many
// campgrounds, or pins too close to tell apart) or as points. Without attribute filters the
// clusters come precomputed from campground_map_cells (map-cells.ts), and so do they with one
// common filter value (map-facets.ts, ADR 0034); other filters are one GROUP BY over the matching
// rows.
// Answers are cached in-process for a short while (MAP_CACHE_TTL_MS).
import { z } from 'zod';
import { AGENCY_IDS, type Bounds } from '@campwise/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, regions } from '../../db/schema/index.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { searchConditions } from './campground-repository.ts';
import {
  bboxSchema,
  campgroundSearchFilters,
  type CampgroundSearch,
  type ParsedSearchFilters,
} from './campground-search.ts';
import { resolveSearch } from './campground-service.ts';
import { mapFacetOf } from './map-facets.ts';
import {
  cellColumnSql,
  cellRowSql,
  cellSizeDegrees,
  MAP_POINTS_ZOOM,
  mapCellsGeneration,
  mapCellsInViewport,
  type MapCell,
} from './map-cells.ts';
import { crowdedShare, MAP_POINTS_CROWDED_MAX } from './map-point-spacing.ts';

export { cellSizeDegrees, MAP_POINTS_ZOOM };

/**
 * Below MAP_POINTS_ZOOM, an area holding at most this many campgrounds is shown as points, if
 * they can be told apart at the zoom (map-point-spacing.ts); otherwise as clusters.
 */
export const MAP_POINTS_MAX = 500;
/** Points are capped (meta.truncated) so a dense zoom >= 9 viewport stays bounded. */
export const MAP_POINTS_LIMIT = 5000;

// The viewport is the area: filter[bbox] and filter[origin] would say it twice.
export const campgroundMapFilters = Object.fromEntries(
  Object.entries(campgroundSearchFilters).filter(([name]) => name !== 'bbox' && name !== 'origin'),
) as Omit<typeof campgroundSearchFilters, 'bbox' | 'origin'>;

export const campgroundMapQuerySpec = {
  filters: campgroundMapFilters,
  parameters: {
    bbox: bboxSchema,
    zoom: z
      .string()
      .regex(/^\d{1,2}$/, 'expected a whole number from 0 to 22')
      .transform(Number)
      .refine((zoom) => zoom <= 22, 'expected a whole number from 0 to 22')
      .describe('map zoom, 0..22'),
  },
};

const clusterSchema = z.object({
  type: z.literal('campground-clusters'),
  id: z.string().describe('zoom:column:row of the grid cell'),
  attributes: z.object({
    count: z.number().int(),
    longitude: z.number().describe('centroid'),
    latitude: z.number().describe('centroid'),
    bbox: z.array(z.number()).describe('west,south,east,north of the members'),
  }),
});

const pointSchema = z.object({
  type: z.literal('campgrounds'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    slug: z.string(),
    'region-slug': z.string(),
    longitude: z.number(),
    latitude: z.number(),
    'is-free': z.boolean().nullable(),
    agency: z.enum(AGENCY_IDS as [string, ...string[]]),
  }),
  links: z.object({ self: z.string() }),
});

export const campgroundMapDocumentSchema = z.object({
  data: z.array(z.union([clusterSchema, pointSchema])),
  meta: z.object({
    total: z.number().int().describe('campgrounds in the viewport matching the filters'),
    mode: z.enum(['clusters', 'points']),
    zoom: z.number().int(),
    'cell-size': z.number().nullable().describe('degrees, when clustered'),
    truncated: z.boolean().describe('points only: more than the point limit matched'),
  }),
  jsonapi: z.object({ version: z.string() }),
});

interface MapDocument {
  data: (ResourceObject | z.infer<typeof clusterSchema>)[];
  meta: z.infer<typeof campgroundMapDocumentSchema>['meta'];
  jsonapi: { version: '1.0' };
}

/**
 * How long a map answer is reused. Campgrounds change on import (refreshMapCells empties the cache
 * when it runs in this process, but it runs inside the import's transaction: an answer read between
 * it and the commit, or an import in another process, shows for at most this long) and, later,
 * ratings change with reviews (the cells follow at once, the cache does not): min-rating answers
 * may be this much out of date.
 */
export const MAP_CACHE_TTL_MS = 30_000;
/** The cache holds at most this many clusters and points over all its answers (~150 B each). */
export const MAP_CACHE_MAX_ITEMS = 50_000;

interface CacheEntry {
  document: MapDocument;
  expires: number;
  generation: number;
  weight: number;
}

interface MapCache {
  entries: Map<string, CacheEntry>;
  weight: number;
}

// `now` is settable so tests can move time instead of sleeping.
const cacheSettings = { ttlMs: MAP_CACHE_TTL_MS, maxItems: MAP_CACHE_MAX_ITEMS, now: () => Date.now() };
const caches = new WeakMap<Db, MapCache>();

/** For benchmarks and tests: ttlMs 0 turns the cache off. Returns the previous settings. */
export function configureMapCache(settings: Partial<typeof cacheSettings>): typeof cacheSettings {
  const previous = { ...cacheSettings };
  Object.assign(cacheSettings, settings);
  return previous;
}

/** Same question, same key: numbers in canonical form, filter keys sorted, unset filters left out. */
function cacheKey(bbox: Bounds, zoom: number, filter: ParsedSearchFilters): string {
  const filters = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${zoom}|${bbox.west},${bbox.south},${bbox.east},${bbox.north}|${JSON.stringify(filters)}`;
}

function cacheGet(db: Db, key: string): MapDocument | null {
  const cache = caches.get(db);
  const entry = cache?.entries.get(key);
  if (!cache || !entry) return null;
  cache.entries.delete(key);
  if (entry.expires <= cacheSettings.now() || entry.generation !== mapCellsGeneration()) {
    cache.weight -= entry.weight;
    return null;
  }
  cache.entries.set(key, entry); // most recently used last
  return entry.document;
}

function cachePut(db: Db, key: string, document: MapDocument, generation: number): void {
  const weight = document.data.length + 1;
  if (cacheSettings.ttlMs <= 0 || weight > cacheSettings.maxItems) return;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), weight: 0 }));
  const old = cache.entries.get(key);
  if (old) {
    cache.entries.delete(key);
    cache.weight -= old.weight;
  }
  cache.entries.set(key, {
    document,
    expires: cacheSettings.now() + cacheSettings.ttlMs,
    generation,
    weight,
  });
  cache.weight += weight;
  for (const [oldest, entry] of cache.entries) {
    if (cache.weight <= cacheSettings.maxItems) break;
    cache.entries.delete(oldest);
    cache.weight -= entry.weight;
  }
}

export async function getCampgroundMap(
  db: Db,
  bbox: Bounds,
  zoom: number,
  filter: ParsedSearchFilters,
  now: Date = new Date(),
): Promise<MapDocument> {
  // Availability changes with every booking: a map filtered by dates is never cached.
  const byDates = filter['availability][start_date'] !== undefined || filter['availability][end_date'] !== undefined;
  if (cacheSettings.ttlMs <= 0 || byDates) return buildCampgroundMap(db, bbox, zoom, filter, now);
  const key = cacheKey(bbox, zoom, filter);
  const cached = cacheGet(db, key);
  if (cached) return cached;
  // Taken before reading: an answer read before a refresh is not stored as if read after it.
  const generation = mapCellsGeneration();
  const document = await buildCampgroundMap(db, bbox, zoom, filter, now);
  cachePut(db, key, document, generation);
  return document;
}

const EMPTY = { data: [], jsonapi: { version: '1.0' as const } };

/** The map without the cache. */
export async function buildCampgroundMap(
  db: Db,
  bbox: Bounds,
  zoom: number,
  filter: ParsedSearchFilters,
  now: Date = new Date(),
): Promise<MapDocument> {
  const resolved = await resolveSearch(db, filter, now);
  const where = searchConditions({ ...resolved, bbox });
  if (zoom >= MAP_POINTS_ZOOM) return points(db, where, zoom);

  // Only the viewport, or one common filter value: the precomputed cells answer. The triggers keep
  // them current; an empty table is not papered over with the live query.
  const facet = mapFacetOf(resolved);
  const { cells, total } =
    facet !== null
      ? await mapCellsInViewport(db, bbox, zoom, facet, searchConditions(resolved))
      : await liveCells(db, resolved, bbox, zoom);
  if (total <= MAP_POINTS_MAX) {
    const document = await points(db, where, zoom);
    // A few hundred pins at state zoom overlap into one smear: clusters until they separate.
    // (No cells: nothing to cluster; an empty cells table answers the points as they are.)
    if (cells.length === 0 || crowdedShare(pointPositions(document), zoom) <= MAP_POINTS_CROWDED_MAX) return document;
  }
  return clusters(cells, total, zoom);
}

function pointPositions(document: MapDocument): { longitude: number; latitude: number }[] {
  return document.data.map((item) => {
    const attributes = item.attributes as { longitude: number; latitude: number };
    return { longitude: attributes.longitude, latitude: attributes.latitude };
  });
}

/** Points, best first, with the total matching (a window count, so one statement). */
async function points(db: Db, where: SQL | undefined, zoom: number): Promise<MapDocument> {
  const rows = await db
    .select({
      id: campgrounds.id,
      name: campgrounds.name,
      slug: campgrounds.slug,
      regionSlug: regions.slug,
      longitude: campgrounds.longitude,
      latitude: campgrounds.latitude,
      isFree: campgrounds.isFree,
      agency: campgrounds.agency,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(campgrounds)
    .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
    .where(where)
    .orderBy(sql`${campgrounds.quality} desc`, campgrounds.id)
    .limit(MAP_POINTS_LIMIT);
  const total = rows[0]?.total ?? 0;
  return {
    ...EMPTY,
    data: rows.map((row) => {
      const { id, total: _total, ...attributes } = row;
      return resource('campgrounds', String(id), attributes);
    }),
    meta: { total, mode: 'points', zoom, 'cell-size': null, truncated: total > rows.length },
  };
}

/**
 * The filtered clusters: one GROUP BY over the matching rows of the cells the viewport touches, with
 * the same edge rule as the precomputed cells (whole cells whose members' box reaches into the
 * viewport); the total is the members inside the viewport, counted in the same pass.
 */
async function liveCells(
  db: Db,
  search: CampgroundSearch,
  bbox: Bounds,
  zoom: number,
): Promise<{ cells: MapCell[]; total: number }> {
  const cell = cellSizeDegrees(zoom);
  const { west, south, east, north } = bbox;
  // The viewport grown to whole cells (the east/north edge inclusive: the next cell's first
  // coordinate, if any, forms a group that the HAVING drops).
  const cells = {
    west: Math.floor(west / cell) * cell,
    south: Math.floor(south / cell) * cell,
    east: (Math.floor(east / cell) + 1) * cell,
    north: (Math.floor(north / cell) + 1) * cell,
  };
  const inside = sql`${campgrounds.longitude} between ${west}::float8 and ${east}::float8
    and ${campgrounds.latitude} between ${south}::float8 and ${north}::float8`;
  const rows = await db
    .select({
      column: cellColumnSql(cell),
      row: cellRowSql(cell),
      count: sql<number>`count(*)::int`,
      longitude: sql<number>`avg(${campgrounds.longitude})::float8`,
      latitude: sql<number>`avg(${campgrounds.latitude})::float8`,
      west: sql<number>`min(${campgrounds.longitude})::float8`,
      south: sql<number>`min(${campgrounds.latitude})::float8`,
      east: sql<number>`max(${campgrounds.longitude})::float8`,
      north: sql<number>`max(${campgrounds.latitude})::float8`,
      inside: sql<number>`(count(*) filter (where ${inside}))::int`,
    })
    .from(campgrounds)
    .where(searchConditions({ ...search, bbox: cells }))
    .groupBy(sql`1`, sql`2`)
    .having(
      sql`min(${campgrounds.longitude}) <= ${east}::float8 and max(${campgrounds.longitude}) >= ${west}::float8
        and min(${campgrounds.latitude}) <= ${north}::float8 and max(${campgrounds.latitude}) >= ${south}::float8`,
    )
    .orderBy(sql`1`, sql`2`);
  return {
    cells: rows.map(({ inside: _inside, ...c }) => c),
    total: rows.reduce((sum, c) => sum + c.inside, 0),
  };
}

function clusters(cells: MapCell[], total: number, zoom: number): MapDocument {
  return {
    ...EMPTY,
    data: cells.map((c) => ({
      type: 'campground-clusters' as const,
      id: `${zoom}:${c.column}:${c.row}`,
      attributes: {
        count: c.count,
        longitude: c.longitude,
        latitude: c.latitude,
        bbox: [c.west, c.south, c.east, c.north],
      },
    })),
    meta: { total, mode: 'clusters', zoom, 'cell-size': cellSizeDegrees(zoom), truncated: false },
  };
}
