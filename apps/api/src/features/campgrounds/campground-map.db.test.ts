// GET /api/v6/campgrounds/map: clusters when zoomed out over many campgrounds, else points.
import type { Bounds } from '@campwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { campgroundMapCells, campgrounds, type NewCampgroundRow } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildCampgroundMap, configureMapCache, MAP_CACHE_TTL_MS } from './campground-map.ts';
import { cellSizeDegrees, mapCellsInViewport, MAP_POINTS_ZOOM, refreshMapCells } from './map-cells.ts';

const GRID = 1200;
const US = '-125,24,-66,50';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A 40 x 30 grid in Utah, 0.1 degree apart: enough to cluster.
  const rows: NewCampgroundRow[] = Array.from({ length: GRID }, (_, i) => ({
    externalKey: `grid:${i}`,
    slug: `grid-${i}`,
    regionCode: 'UT',
    name: `Grid ${i}`,
    longitude: -113 + (i % 40) * 0.1,
    latitude: 38 + Math.floor(i / 40) * 0.1,
    agency: i % 3 === 0 ? 'blm' : 'private',
    siteTypes: i % 2 === 0 ? ['rv'] : ['tent'],
    amenities: [],
    sources: [{ source: 'osm', id: String(100_000 + i) }],
    contentHash: `grid-${i}`,
    quality: 10,
  }));
  await t.database.db.insert(campgrounds).values(rows);
  await refreshMapCells(t.database.db); // as the import leaves them
});
afterAll(async () => {
  await t?.close();
});

interface Cluster {
  type: 'campground-clusters';
  id: string;
  attributes: { count: number; longitude: number; latitude: number; bbox: number[] };
}

describe('GET /api/v6/campgrounds/map', () => {
  it('clusters a zoomed-out viewport with many campgrounds; counts sum to the total', async () => {
    const { status, type, body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4`);
    expect(status).toBe(200);
    expect(type).toContain('application/vnd.api+json');
    expect(body.meta).toMatchObject({ total: GRID + 6, mode: 'clusters', zoom: 4, 'cell-size': 5.625 });
    const clusters = body.data as Cluster[];
    expect(clusters.every((c) => c.type === 'campground-clusters')).toBe(true);
    expect(clusters.reduce((sum, c) => sum + c.attributes.count, 0)).toBe(GRID + 6);
    expect(new Set(clusters.map((c) => c.id)).size).toBe(clusters.length);
    for (const { id, attributes: a } of clusters) {
      expect(id).toMatch(/^4:-?\d+:-?\d+$/);
      const [west, south, east, north] = a.bbox as [number, number, number, number];
      expect(a.longitude).toBeGreaterThanOrEqual(west);
      expect(a.longitude).toBeLessThanOrEqual(east);
      expect(a.latitude).toBeGreaterThanOrEqual(south);
      expect(a.latitude).toBeLessThanOrEqual(north);
      // members stay inside their grid cell
      expect(Math.floor(west / 5.625)).toBe(Math.floor(east / 5.625));
      expect(Math.floor(south / 5.625)).toBe(Math.floor(north / 5.625));
    }
  });

  it('uses smaller cells at higher zoom', async () => {
    const low = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4`);
    const high = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=7`);
    expect(high.body.meta.mode).toBe('clusters');
    expect(high.body.data.length).toBeGreaterThan(low.body.data.length);
    expect(high.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBe(GRID + 6);
  });

  it('answers points from zoom 9, whatever the count', async () => {
    const { body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=9`);
    expect(body.meta).toMatchObject({ total: GRID + 6, mode: 'points', truncated: false });
    expect(body.data).toHaveLength(GRID + 6);
  });

  it('answers points when the area holds 500 or fewer that can be told apart, with the point attributes', async () => {
    // The grid's points 0.1 degree apart: 36 px at zoom 8, so pins; 5 px at zoom 5, one smear.
    const apart = await t.get('/api/v6/campgrounds/map?bbox=-113.05,37.95,-112.55,38.45&zoom=8');
    expect(apart.body.meta).toMatchObject({ total: 25, mode: 'points', truncated: false });
    const crowded = await t.get('/api/v6/campgrounds/map?bbox=-113.05,37.95,-112.55,38.45&zoom=5');
    expect(crowded.body.meta).toMatchObject({ total: 25, mode: 'clusters' });
    expect(crowded.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBeGreaterThanOrEqual(
      25,
    );

    // The four Colorado campgrounds lie about a kilometre apart: pins only from zoom 9.
    const close = await t.get('/api/v6/campgrounds/map?bbox=-106,38,-104,40&zoom=3');
    expect(close.body.meta).toMatchObject({ total: 4, mode: 'clusters' });
    const { body } = await t.get('/api/v6/campgrounds/map?bbox=-106,38,-104,40&zoom=9');
    expect(body.meta).toMatchObject({ total: 4, mode: 'points' });
    expect(body.data.map((p: { attributes: { name: string } }) => p.attributes.name)).toEqual([
      'Aspen Meadow',
      'Bear Lake',
      'Cottonwood Flats',
      'Deer Creek',
    ]);
    expect(body.data[1]).toEqual({
      type: 'campgrounds',
      id: String(t.ids.get('test:2')),
      attributes: {
        name: 'Bear Lake',
        slug: 'bear-lake',
        'region-slug': 'colorado',
        longitude: -105.02,
        latitude: 39.02,
        'is-free': true,
        agency: 'blm',
      },
      links: { self: `/api/v6/campgrounds/${t.ids.get('test:2')}` },
    });
  });

  it('applies the list filters', async () => {
    const rv = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[site-types]=rv`);
    expect(rv.body.meta).toMatchObject({ total: GRID / 2, mode: 'clusters' });
    expect(rv.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBe(GRID / 2);
    // Under 500, but too close to tell apart at zoom 4: clusters; points once they separate.
    const blm = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[land-type]=blm`);
    expect(blm.body.meta).toMatchObject({ total: GRID / 3 + 1, mode: 'clusters' });
    expect(blm.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBe(GRID / 3 + 1);
    const blmUtah = await t.get('/api/v6/campgrounds/map?bbox=-113.05,37.95,-109,41&zoom=8&filter[land-type]=blm');
    expect(blmUtah.body.meta).toMatchObject({ total: GRID / 3, mode: 'points' });
    const region = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=9&filter[region]=colorado`);
    expect(region.body.meta).toMatchObject({ total: 4, mode: 'points' });
    const around = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[around]=-105,39,20`);
    expect(around.body.meta.total).toBe(4);
    // An unknown region is a 400 naming the parameter, as on the list.
    const none = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[region]=narnia`);
    expect(none.status).toBe(400);
    expect(none.body.errors[0].source).toEqual({ parameter: 'filter[region]' });
  });

  it('lists the map route in the OpenAPI document with its parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v6/openapi.json' })).json();
    const params = doc.paths['/api/v6/campgrounds/map'].get.parameters as { name: string; required: boolean }[];
    expect(params).toContainEqual(expect.objectContaining({ name: 'bbox', required: true }));
    expect(params).toContainEqual(expect.objectContaining({ name: 'zoom', required: true }));
    expect(params.map((p) => p.name)).toContain('filter[site-types]');
    expect(params.map((p) => p.name)).not.toContain('filter[bbox]');
  });

  it.each([
    ['zoom=4', 'bbox'],
    [`bbox=${US}`, 'zoom'],
    [`bbox=${US}&zoom=23`, 'zoom'],
    [`bbox=${US}&zoom=-1`, 'zoom'],
    [`bbox=${US}&zoom=1.5`, 'zoom'],
    [`bbox=${US}&zoom=abc`, 'zoom'],
    [`bbox=${US}&zoom=`, 'zoom'],
    ['bbox=1,2,3&zoom=4', 'bbox'],
    ['bbox=0,10,1,5&zoom=4', 'bbox'],
    ['bbox=170,0,-170,1&zoom=4', 'bbox'],
    [`bbox=${US}&bbox=${US}&zoom=4`, 'bbox'],
    [`bbox=${US}&zoom=4&filter[bbox]=${US}`, 'filter[bbox]'],
    [`bbox=${US}&zoom=4&filter[origin]=-104,40`, 'filter[origin]'],
    [`bbox=${US}&zoom=4&filter[site-types]=yurt`, 'filter[site-types]'],
    [`bbox=${US}&zoom=4&page[size]=10`, 'page[size]'],
    [`bbox=${US}&zoom=4&sort=name`, 'sort'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/campgrounds/map?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter', source: { parameter } });
  });
});

/** The clusters as the live GROUP BY computes them (the code before the precomputed cells). */
async function liveClusters(db: Db, zoom: number, bbox: Bounds | null, filter = sql`true`) {
  const cell = cellSizeDegrees(zoom);
  const where = bbox
    ? sql`where ${filter} and latitude between ${bbox.south}::float8 and ${bbox.north}::float8
            and longitude between ${bbox.west}::float8 and ${bbox.east}::float8`
    : sql`where ${filter}`;
  const result = await db.execute(sql`
    select floor(longitude / ${cell}::float8)::int as col, floor(latitude / ${cell}::float8)::int as row,
           count(*)::int as count, avg(longitude)::float8 as lon, avg(latitude)::float8 as lat,
           min(longitude)::float8 as west, min(latitude)::float8 as south,
           max(longitude)::float8 as east, max(latitude)::float8 as north
    from campgrounds ${where} group by 1, 2 order by 1, 2`);
  const rows = (result as unknown as { rows: Record<string, number>[] }).rows;
  return rows.map((r) => ({
    id: `${zoom}:${r.col}:${r.row}`,
    count: r.count!,
    longitude: r.lon!,
    latitude: r.lat!,
    bbox: [r.west!, r.south!, r.east!, r.north!],
  }));
}

async function liveTotal(db: Db, { west, south, east, north }: Bounds, filter = sql`true`): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campgrounds)
    .where(
      sql`${filter} and latitude between ${south}::float8 and ${north}::float8 and longitude between ${west}::float8 and ${east}::float8`,
    );
  return row!.n;
}

function expectSameClusters(actual: Cluster[], expected: Awaited<ReturnType<typeof liveClusters>>) {
  expect(actual.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  expected.forEach((e, i) => {
    const a = actual[i]!.attributes;
    expect(a.count).toBe(e.count);
    expect(a.longitude).toBeCloseTo(e.longitude, 9);
    expect(a.latitude).toBeCloseTo(e.latitude, 9);
    expect(a.bbox).toEqual(e.bbox);
  });
}

const bounds = (text: string): Bounds => {
  const [west, south, east, north] = text.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
};
const intersects = (box: number[], v: Bounds) =>
  box[0]! <= v.east && box[2]! >= v.west && box[1]! <= v.north && box[3]! >= v.south;

describe('map clusters from the precomputed cells (no attribute filters, or one common filter)', () => {
  it.each([
    ['', sql`true`],
    ['site:rv', sql`'rv' = any(site_types)`],
  ])(
    'stores every zoom below the points zoom, each zoom holding every member of facet "%s" once',
    async (facet, where) => {
      const [all] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(campgrounds)
        .where(where);
      const perZoom = await t.database.db
        .select({ zoom: campgroundMapCells.zoom, n: sql<number>`sum(${campgroundMapCells.count})::int` })
        .from(campgroundMapCells)
        .where(eq(campgroundMapCells.facet, facet))
        .groupBy(campgroundMapCells.zoom)
        .orderBy(campgroundMapCells.zoom);
      expect(perZoom).toEqual(Array.from({ length: MAP_POINTS_ZOOM }, (_, zoom) => ({ zoom, n: all!.n })));
    },
  );

  it.each([4, 5, 6, 7, 8])('equal the live GROUP BY when the viewport holds whole cells (zoom %i)', async (zoom) => {
    const { body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=${zoom}`);
    expect(body.meta).toMatchObject({ mode: 'clusters', total: GRID + 6 });
    expectSameClusters(body.data, await liveClusters(t.database.db, zoom, bounds(US)));
  });

  it.each([
    // Every edge cuts the grid: the total is one plain count (the edge cells' boxes are too tall).
    ['-112.65,38.15,-109.45,40.75', 5],
    ['-112.65,38.15,-109.45,40.75', 7],
    ['-112.95,38.05,-109.15,40.85', 8],
    ['-113.5,38.55,-108,39.95', 8],
    // Only the west edge cuts the grid: cell sums, and live counts of the straddling fine cells.
    ['-112.65,37.5,-100,41.5', 6],
    ['-112.65,37.5,-100,41.5', 8],
  ])(
    'at the edges (%s, zoom %i): whole cells whose members reach into the viewport; exact total',
    async (bbox, zoom) => {
      const viewport = bounds(bbox);
      const { body } = await t.get(`/api/v6/campgrounds/map?bbox=${bbox}&zoom=${zoom}`);
      const total = await liveTotal(t.database.db, viewport);
      expect(total).toBeGreaterThan(500);
      expect(body.meta).toMatchObject({ mode: 'clusters', total, zoom, 'cell-size': cellSizeDegrees(zoom) });
      const whole = (await liveClusters(t.database.db, zoom, null)).filter((c) => intersects(c.bbox, viewport));
      expectSameClusters(body.data, whole);
      // Cells cut by the edge count their members outside too; the others are as the live query.
      const clipped = await liveClusters(t.database.db, zoom, viewport);
      expect(clipped.map((c) => c.id)).toEqual(whole.map((c) => c.id));
      const cut = whole.filter((c, i) => c.count !== clipped[i]!.count);
      expect(cut.length).toBeGreaterThan(0);
      for (const c of cut)
        expect(
          c.bbox[0]! < viewport.west ||
            c.bbox[1]! < viewport.south ||
            c.bbox[2]! > viewport.east ||
            c.bbox[3]! > viewport.north,
        ).toBe(true);
    },
  );

  it('gives the exact viewport total for any viewport (random boxes over the grid, every zoom)', async () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 60; i++) {
      const west = -114 + random() * 5;
      const south = 37.5 + random() * 4;
      const viewport = { west, south, east: west + random() * 5, north: south + random() * (i % 3 === 0 ? 0.3 : 4) };
      const zoom = i % MAP_POINTS_ZOOM;
      const { total } = await mapCellsInViewport(t.database.db, viewport, zoom);
      expect(total, JSON.stringify({ viewport, zoom })).toBe(await liveTotal(t.database.db, viewport));
    }
  });

  it('answers an empty viewport, and one with only a few campgrounds apart as points', async () => {
    expect(await mapCellsInViewport(t.database.db, bounds('-80,30,-79,31'), 4)).toEqual({ cells: [], total: 0 });
    const { body } = await t.get('/api/v6/campgrounds/map?bbox=-80,30,-79,31&zoom=4');
    expect(body).toMatchObject({ data: [], meta: { total: 0, mode: 'points' } });
    const few = await t.get('/api/v6/campgrounds/map?bbox=-113.05,37.95,-112.75,38.25&zoom=7');
    expect(few.body.meta).toMatchObject({ total: 9, mode: 'points', truncated: false });
    expect(few.body.data).toHaveLength(9);
  });

  it.each([
    // One common filter: its facet's cells.
    ['-112.75,37.5,-100,41.5', 6, 'tent', sql`'tent' = any(site_types)`],
    ['-112.95,38.05,-109.15,40.85', 8, 'tent', sql`'tent' = any(site_types)`],
    // Two values of a filter: no facet holds them, the live GROUP BY answers alike.
    ['-112.75,37.5,-100,41.5', 6, 'tent,rv', sql`site_types && array['tent', 'rv']`],
  ])(
    'with filters (%s, zoom %i, %s): as the live GROUP BY, same edge rule, exact total',
    async (bbox, zoom, types, tent) => {
      const viewport = bounds(bbox);
      const { body } = await t.get(`/api/v6/campgrounds/map?bbox=${bbox}&zoom=${zoom}&filter[site-types]=${types}`);
      const total = await liveTotal(t.database.db, viewport, tent);
      expect(body.meta).toMatchObject({ mode: 'clusters', total });
      const whole = (await liveClusters(t.database.db, zoom, null, tent)).filter((c) => intersects(c.bbox, viewport));
      expectSameClusters(body.data, whole);
      const clipped = await liveClusters(t.database.db, zoom, viewport, tent);
      expect(clipped.reduce((sum, c) => sum + c.count, 0)).toBe(total);
      expect(whole.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThan(total);
    },
  );

  it('with filters at zoom 9 and above: points with the total of all matches', async () => {
    const { body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=10&filter[site-types]=rv`);
    expect(body.meta).toMatchObject({ total: GRID / 2, mode: 'points', truncated: false });
    expect(body.data).toHaveLength(GRID / 2);
  });
});

describe('the map after campgrounds change, and its response cache', () => {
  let u: TestApp;
  const url = `/api/v6/campgrounds/map?bbox=${US}&zoom=4`;
  const more = (from: number, n: number): NewCampgroundRow[] =>
    Array.from({ length: n }, (_, j) => ({
      externalKey: `more:${from + j}`,
      slug: `more-${from + j}`,
      regionCode: 'CO',
      name: `More ${from + j}`,
      longitude: -108 + ((from + j) % 50) * 0.05,
      latitude: 37.5 + Math.floor((from + j) / 50) * 0.05,
      agency: 'usfs',
      amenities: [],
      sources: [],
      contentHash: `more-${from + j}`,
    }));

  beforeAll(async () => {
    u = await createTestApp();
    await u.database.db.insert(campgrounds).values(more(0, 600));
    await refreshMapCells(u.database.db);
  });
  afterAll(async () => {
    await u?.close();
  });
  afterEach(() => {
    configureMapCache({ ttlMs: MAP_CACHE_TTL_MS, now: () => Date.now() });
  });

  it('serves a repeated request from the cache until refreshMapCells runs', async () => {
    const first = await u.get(url);
    expect(first.body.meta).toMatchObject({ total: 606, mode: 'clusters' });
    await u.database.db.insert(campgrounds).values(more(600, 50));
    // Not refreshed yet: the cached answer (and the stale cells) still say 606.
    expect((await u.get(url)).body).toEqual(first.body);
    await refreshMapCells(u.database.db);
    const second = await u.get(url);
    expect(second.body.meta.total).toBe(656);
    expect(second.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBe(656);
  });

  it('normalises the key: the same numbers and filters written differently hit the same entry', async () => {
    const a = await u.get(`/api/v6/campgrounds/map?bbox=-125.0,24,-66,50.00&zoom=4&filter[site-types]=rv`);
    await u.database.db.insert(campgrounds).values(more(650, 1).map((row) => ({ ...row, siteTypes: ['rv'] })));
    const b = await u.get(`/api/v6/campgrounds/map?zoom=4&filter[site-types]=rv&bbox=-125,24,-66,50`);
    expect(b.body).toEqual(a.body);
    configureMapCache({ ttlMs: 0 });
    const c = await u.get(`/api/v6/campgrounds/map?zoom=4&filter[site-types]=rv&bbox=-125,24,-66,50`);
    expect(c.body.meta.total).toBe(a.body.meta.total + 1);
  });

  it('forgets answers after the TTL', async () => {
    let now = 1_000_000;
    configureMapCache({ ttlMs: 30_000, now: () => now });
    const before = await u.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[land-type]=usfs`);
    await u.database.db.insert(campgrounds).values(more(651, 1));
    expect((await u.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[land-type]=usfs`)).body).toEqual(before.body);
    now += 29_999;
    expect((await u.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[land-type]=usfs`)).body).toEqual(before.body);
    now += 1;
    const after = await u.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[land-type]=usfs`);
    expect(after.body.meta.total).toBe(before.body.meta.total + 1);
  });

  it('reads the cells as they are: an empty table is not replaced by the live query', async () => {
    await u.database.db.delete(campgroundMapCells);
    const document = await buildCampgroundMap(u.database.db, bounds('-109,37,-102,41'), 4, {});
    // Stale cells say 0, so the map falls to points; the points' own count is the truth.
    expect(document.meta.mode).toBe('points');
    await refreshMapCells(u.database.db);
    expect((await buildCampgroundMap(u.database.db, bounds('-109,37,-102,41'), 4, {})).meta.mode).toBe('clusters');
  });
});
