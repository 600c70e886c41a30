// The benchmarks' synthetic top-up, made by the database: marked rows inside their region's box,
// spread by the regions' real campgrounds, the same rows every time, and a second top-up going on
// from the first rather than colliding with it.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { fixtureRegions, seedFixtures } from '../test/fixtures.ts';
import { SYNTHETIC_KEY_PREFIX, SYNTHETIC_NAME_PREFIX, topUpWithSyntheticCampgrounds } from './synthetic-campgrounds.ts';

interface SyntheticRow {
  external_key: string;
  slug: string;
  name: string;
  region_code: string;
  latitude: number;
  longitude: number;
  agency: string;
  site_types: string[];
  sources: unknown[];
}

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedFixtures(database.db);
});
afterEach(() => database.destroy());

async function syntheticRows(): Promise<SyntheticRow[]> {
  const result = await database.db.execute(sql`
    select external_key, slug, name, region_code, latitude, longitude, agency, site_types, sources
    from campgrounds where external_key like ${`${SYNTHETIC_KEY_PREFIX}%`} order by id`);
  return (result as unknown as { rows: SyntheticRow[] }).rows;
}

async function total(): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from campgrounds`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('topUpWithSyntheticCampgrounds', () => {
  it('fills the database up to the size with marked rows inside their region, by region weight', async () => {
    const real = await total();
    // The weights as the top-up finds them (it refreshes the counts afterwards).
    const counts = await database.db.execute(sql`select code, greatest(campground_count, 1) as w from regions`);
    const weights = (counts as unknown as { rows: { code: string; w: number }[] }).rows;
    expect(await topUpWithSyntheticCampgrounds(database.db, real + 2000)).toBe(2000);
    expect(await total()).toBe(real + 2000);
    const rows = await syntheticRows();
    expect(rows).toHaveLength(2000);
    for (const row of rows) {
      expect(row.name.startsWith(`${SYNTHETIC_NAME_PREFIX} `)).toBe(true);
      expect(row.sources).toEqual([]);
      const box = fixtureRegions.find((region) => region.code === row.region_code)!;
      expect(row.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(row.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(row.longitude).toBeGreaterThanOrEqual(box.minLon);
      expect(row.longitude).toBeLessThanOrEqual(box.maxLon);
    }
    expect(new Set(rows.map((row) => row.external_key)).size).toBe(2000);
    expect(new Set(rows.map((row) => row.agency)).size).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.site_types.join(','))).size).toBeGreaterThan(4);
    // Each region gets rows in proportion to its real campgrounds (at least weight 1).
    const before = weights.reduce((sum, region) => sum + region.w, 0);
    for (const region of weights) {
      const share = rows.filter((row) => row.region_code === region.code).length / rows.length;
      expect(Math.abs(share - region.w / before)).toBeLessThan(0.05);
    }
  });

  it('makes the same rows every time and goes on numbering in a second top-up', async () => {
    const real = await total();
    await topUpWithSyntheticCampgrounds(database.db, real + 300);
    const first = await syntheticRows();
    expect(await topUpWithSyntheticCampgrounds(database.db, real + 300)).toBe(0);
    expect(await topUpWithSyntheticCampgrounds(database.db, real + 500)).toBe(200);
    const both = await syntheticRows();
    expect(both.slice(0, 300)).toEqual(first);
    expect(both[300]!.external_key).toBe(`${SYNTHETIC_KEY_PREFIX}301`);

    await database.destroy();
    database = await createTestDatabase();
    await seedFixtures(database.db);
    await topUpWithSyntheticCampgrounds(database.db, real + 300);
    expect(await syntheticRows()).toEqual(first);
  });
});
