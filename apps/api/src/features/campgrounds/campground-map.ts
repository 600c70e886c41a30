// GET /api/v6/campgrounds/map: what a map viewport shows, as grid clusters (zoomed out, many
// campgrounds) or as points. Clustering is one GROUP BY in SQL, cheap for the whole country.
import { z } from 'zod';
import { AGENCY_IDS, type Bounds } from '@campwise/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, regions } from '../../db/schema.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { searchConditions } from './campground-repository.ts';
import { bboxSchema, campgroundSearchFilters, type ParsedSearchFilters } from './campground-search.ts';
import { resolveSearch } from './campground-service.ts';

/** At or above this zoom, always points. */
export const MAP_POINTS_ZOOM = 9;
/** An area holding at most this many campgrounds is shown as points at any zoom. */
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

/** Grid cell edge in degrees: a quarter of a web-map tile at this zoom. */
export function cellSizeDegrees(zoom: number): number {
  return 360 / 2 ** zoom / 4;
}

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

export async function getCampgroundMap(
  db: Db,
  bbox: Bounds,
  zoom: number,
  filter: ParsedSearchFilters,
): Promise<MapDocument> {
  const empty = { data: [], jsonapi: { version: '1.0' as const } };
  const resolved = await resolveSearch(db, filter);
  if (!resolved) return { ...empty, meta: { total: 0, mode: 'points', zoom, 'cell-size': null, truncated: false } };
  const where = searchConditions({ ...resolved, bbox });

  const counted = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campgrounds)
    .where(where);
  const total = counted[0]?.n ?? 0;

  if (zoom >= MAP_POINTS_ZOOM || total <= MAP_POINTS_MAX) {
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
      })
      .from(campgrounds)
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(where)
      .orderBy(sql`${campgrounds.quality} desc`, campgrounds.id)
      .limit(MAP_POINTS_LIMIT);
    return {
      ...empty,
      data: rows.map((row) => {
        const { id, ...attributes } = row;
        return resource('campgrounds', String(id), attributes);
      }),
      meta: { total, mode: 'points', zoom, 'cell-size': null, truncated: total > rows.length },
    };
  }

  const cell = cellSizeDegrees(zoom);
  const column = sql<number>`floor(${campgrounds.longitude} / ${cell}::float8)::int`;
  const row = sql<number>`floor(${campgrounds.latitude} / ${cell}::float8)::int`;
  const cells = await db
    .select({
      column,
      row,
      count: sql<number>`count(*)::int`,
      longitude: sql<number>`avg(${campgrounds.longitude})::float8`,
      latitude: sql<number>`avg(${campgrounds.latitude})::float8`,
      west: sql<number>`min(${campgrounds.longitude})::float8`,
      south: sql<number>`min(${campgrounds.latitude})::float8`,
      east: sql<number>`max(${campgrounds.longitude})::float8`,
      north: sql<number>`max(${campgrounds.latitude})::float8`,
    })
    .from(campgrounds)
    .where(where)
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return {
    ...empty,
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
    meta: { total, mode: 'clusters', zoom, 'cell-size': cell, truncated: false },
  };
}
