// The precomputed map cells (every facet, every clustered zoom) follow inserts, updates, deletes
// and hiding of campgrounds through migration 0022's triggers: after each kind of write they equal
// a rebuild from scratch, and a map filtered by one common filter reads the change from them at once.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { campgroundMapCells, campgrounds, type NewCampgroundRow } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchConditions } from './campground-repository.ts';
import type { ParsedSearchFilters } from './campground-search.ts';
import { resolveSearch } from './campground-service.ts';
import { mapFacetOf } from './map-facets.ts';
import { cellSizeDegrees, deferMapCells, MAP_POINTS_ZOOM, mapCellsInViewport, refreshMapCells } from './map-cells.ts';

interface CellRow {
  zoom: number;
  facet: string;
  column: number;
  row: number;
  count: number;
  lonSum: number;
  latSum: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

async function cells(db: Db): Promise<CellRow[]> {
  const c = campgroundMapCells;
  return db
    .select({
      zoom: c.zoom,
      facet: c.facet,
      column: c.column,
      row: c.row,
      count: c.count,
      lonSum: c.lonSum,
      latSum: c.latSum,
      west: c.west,
      south: c.south,
      east: c.east,
      north: c.north,
    })
    .from(c)
    .orderBy(c.zoom, c.facet, c.column, c.row);
}

/** The cells as the triggers left them equal a rebuild from the campgrounds (sums to rounding). */
async function expectCellsAsRebuilt(db: Db): Promise<CellRow[]> {
  const followed = await cells(db);
  await db.transaction(async (tx) => refreshMapCells(tx as unknown as Db));
  const rebuilt = await cells(db);
  const key = (c: CellRow) => `${c.zoom}|${c.facet}|${c.column}|${c.row}`;
  expect(followed.map(key)).toEqual(rebuilt.map(key));
  rebuilt.forEach((expected, i) => {
    const actual = followed[i]!;
    const { lonSum, latSum, ...exact } = expected;
    expect({ ...actual, lonSum: 0, latSum: 0 }, key(expected)).toEqual({ ...exact, lonSum: 0, latSum: 0 });
    expect(actual.lonSum).toBeCloseTo(lonSum, 6);
    expect(actual.latSum).toBeCloseTo(latSum, 6);
  });
  return rebuilt;
}

// A 12 x 10 grid in Utah with every filter's values mixed in, duplicates in the arrays included.
const SITE_TYPES = [['rv'], ['tent', 'rv'], ['tent', 'tent'], [], ['cabin']];
const AMENITIES = [['toilets'], ['electric_hookups', 'water_hookups'], [], ['pets_allowed', 'toilets', 'toilets']];
const AGENCIES = ['blm', 'usfs', 'nps', 'private'];
function gridRow(i: number): NewCampgroundRow {
  return {
    externalKey: `cells:${i}`,
    slug: `cells-${i}`,
    regionCode: 'UT',
    name: `Cells ${i}`,
    longitude: -113 + (i % 12) * 0.37,
    latitude: 37.2 + Math.floor(i / 12) * 0.41,
    agency: AGENCIES[i % AGENCIES.length]!,
    siteTypes: SITE_TYPES[i % SITE_TYPES.length]!,
    amenities: AMENITIES[i % AMENITIES.length]!,
    isFree: i % 3 === 0 ? true : i % 3 === 1 ? false : null,
    reservable: i % 4 === 0 ? null : i % 4 === 1,
    ratingAverage: i % 5 === 0 ? null : 1 + (i % 9) * 0.5,
    ratingCount: i % 5 === 0 ? 0 : 3,
    sources: [],
    contentHash: `cells-${i}`,
    quality: i % 50,
  };
}

let t: TestApp;
let ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const US = { west: -125, south: 24, east: -66, north: 50 };

/** The clusters a one-filter map reads (as buildCampgroundMap does), with their total. */
async function fromCells(filter: ParsedSearchFilters): Promise<{ total: number; counted: number }> {
  const resolved = await resolveSearch(t.database.db, filter);
  const facet = mapFacetOf(resolved);
  expect(facet, JSON.stringify(filter)).not.toBeNull();
  const { cells: found, total } = await mapCellsInViewport(t.database.db, US, 5, facet!, searchConditions(resolved));
  return { total, counted: found.reduce((sum, c) => sum + c.count, 0) };
}

describe('map cells kept by the campgrounds triggers', () => {
  it('follow inserts: one row and many in one statement', async () => {
    const [first] = await t.database.db.insert(campgrounds).values(gridRow(0)).returning({ id: campgrounds.id });
    const rest = await t.database.db
      .insert(campgrounds)
      .values(Array.from({ length: 119 }, (_, i) => gridRow(i + 1)))
      .returning({ id: campgrounds.id });
    ids = [first!.id, ...rest.map((r) => r.id)];
    const rebuilt = await expectCellsAsRebuilt(t.database.db);
    // Every campground once per zoom in the unfiltered facet, and the facets present.
    const all = rebuilt.filter((c) => c.facet === '' && c.zoom === 8).reduce((sum, c) => sum + c.count, 0);
    const [visible] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(sql`hidden_at is null`);
    expect(all).toBe(visible!.n);
    const facets = new Set(rebuilt.map((c) => c.facet));
    for (const facet of [
      'site:rv',
      'amenity:toilets',
      'agency:blm',
      'region:UT',
      'free',
      'reservable:false',
      'rating:9',
    ])
      expect(facets).toContain(facet);
  });

  it('follow updates: moves within and across cells, new attributes, a rating, one statement for many', async () => {
    const db = t.database.db;
    await db.update(campgrounds).set({ longitude: -112.99, latitude: 37.21 }).where(eq(campgrounds.id, ids[0]!));
    await db
      .update(campgrounds)
      .set({ longitude: -104.5, latitude: 44.2, regionCode: 'CO' })
      .where(eq(campgrounds.id, ids[11]!));
    await db
      .update(campgrounds)
      .set({ siteTypes: ['group', 'rv'], amenities: ['wifi'], agency: 'nps', isFree: true, reservable: false })
      .where(eq(campgrounds.id, ids[5]!));
    await db.update(campgrounds).set({ ratingAverage: 4.5, ratingCount: 4 }).where(eq(campgrounds.id, ids[6]!));
    // Every row at once: the westernmost column shifts east (edges of many boxes move).
    await db.execute(
      sql`update campgrounds set longitude = longitude + 0.05 where external_key like 'cells:%' and longitude < -112.9`,
    );
    // A write that changes nothing the cells hold.
    await db
      .update(campgrounds)
      .set({ quality: 99 })
      .where(inArray(campgrounds.id, ids.slice(20, 40)));
    await expectCellsAsRebuilt(db);
  });

  it('follow hiding and showing again, and deletes (edge members included)', async () => {
    const db = t.database.db;
    await db
      .update(campgrounds)
      .set({ hiddenAt: new Date(), hiddenReason: 'duplicate' })
      .where(inArray(campgrounds.id, [ids[12]!, ids[13]!, ids[119]!]));
    await expectCellsAsRebuilt(db);
    await db.update(campgrounds).set({ hiddenAt: null, hiddenReason: null }).where(eq(campgrounds.id, ids[13]!));
    // A hidden campground that moves stays out of every cell.
    await db.update(campgrounds).set({ latitude: 38.9 }).where(eq(campgrounds.id, ids[12]!));
    await expectCellsAsRebuilt(db);
    // The grid's corners sit on their cells' box edges at every zoom.
    await db.delete(campgrounds).where(inArray(campgrounds.id, [ids[1]!, ids[108]!, ids[107]!, ids[60]!]));
    await expectCellsAsRebuilt(db);
    await db.delete(campgrounds).where(sql`external_key like 'cells:%' and latitude > 40.5`);
    await expectCellsAsRebuilt(db);
  });

  it('leave the cells to the caller in a deferred transaction', async () => {
    const db = t.database.db;
    const before = await cells(db);
    await db.transaction(async (tx) => {
      await deferMapCells(tx as unknown as Db);
      await tx.insert(campgrounds).values(gridRow(500));
    });
    expect(await cells(db)).toEqual(before);
    // The next transaction follows again.
    await db.insert(campgrounds).values(gridRow(501));
    expect((await cells(db)).length).toBeGreaterThanOrEqual(before.length);
    await db.transaction(async (tx) => refreshMapCells(tx as unknown as Db));
    await db.insert(campgrounds).values(gridRow(502));
    await expectCellsAsRebuilt(db);
  });

  it('answer a map filtered by one common filter at once, equal to the live count', async () => {
    const db = t.database.db;
    const live = async (condition: SQL) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(campgrounds)
        .where(
          sql`hidden_at is null and latitude between 24 and 50 and longitude between -125 and -66 and ${condition}`,
        );
      return row!.n;
    };
    const cases: [ParsedSearchFilters, SQL][] = [
      [{}, sql`true`],
      [{ 'site-types': ['rv'] }, sql`'rv' = any(site_types)`],
      [{ amenities: ['toilets'] }, sql`'toilets' = any(amenities)`],
      [{ hookups: ['electric'] }, sql`'electric_hookups' = any(amenities)`],
      [{ pets: true }, sql`'pets_allowed' = any(amenities)`],
      [{ 'land-type': ['blm'] }, sql`agency = 'blm'`],
      [{ agency: 'usfs' }, sql`agency = 'usfs'`],
      [{ free: true }, sql`is_free`],
      [{ reservable: false }, sql`reservable = false`],
      [{ 'min-rating': 3.5 }, sql`rating_average >= 3.5`],
      [{ region: 'utah' }, sql`region_code = 'UT'`],
    ];
    for (const [filter, condition] of cases) {
      const { total, counted } = await fromCells(filter);
      expect(total, JSON.stringify(filter)).toBe(await live(condition));
      expect(total, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(counted, JSON.stringify(filter)).toBe(total);
    }
    // Hide every rv campground of the grid in one statement: the rv cells lose them at once.
    const before = await fromCells({ 'site-types': ['rv'] });
    await db.execute(
      sql`update campgrounds set hidden_at = now() where 'rv' = any(site_types) and external_key like 'cells:%'`,
    );
    const after = await fromCells({ 'site-types': ['rv'] });
    expect(after.total).toBe(await live(sql`'rv' = any(site_types)`));
    expect(after.total).toBeLessThan(before.total);
    await expectCellsAsRebuilt(db);
  });
});

describe('box searches read by latitude band (campgrounds_visible_lat_band_idx)', () => {
  it('find what the latitude and longitude ranges alone find, boxes on band edges included', async () => {
    const db = t.database.db;
    const band = 0.3515625;
    expect(band).toBe(cellSizeDegrees(MAP_POINTS_ZOOM - 1));
    // Campgrounds exactly on band edges, and just below them.
    await db.insert(campgrounds).values(
      [108, 109, 110, 111].flatMap((k) => [
        { ...gridRow(900 + k), latitude: k * band, longitude: -110.5 },
        { ...gridRow(1000 + k), latitude: k * band - 1e-9, longitude: -110.4 },
      ]),
    );
    const boxes = [
      [-111, 108 * band, -110, 110 * band],
      [-111, 108 * band - 1e-9, -110, 109 * band - 1e-9],
      [-111, 109 * band, -110, 109 * band],
      [-114, 37.3, -109, 39.9],
      [-114, 36, -100, 41.5],
      [-113, 37.2, -108.6, 37.21],
    ];
    for (const [west, south, east, north] of boxes) {
      const { body } = await t.get(`/api/v6/campgrounds?filter[bbox]=${west},${south},${east},${north}&page[size]=50`);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(campgrounds)
        .where(
          sql`hidden_at is null and latitude between ${south}::float8 and ${north}::float8 and longitude between ${west}::float8 and ${east}::float8`,
        );
      expect(body.meta.total, `${west},${south},${east},${north}`).toBe(row!.n);
      expect(body.data.length).toBe(Math.min(50, row!.n));
    }
  });
});
