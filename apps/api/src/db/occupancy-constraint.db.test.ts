// The database itself refuses two overlapping holds of one site (migration 0009, decision 0016):
// checked on raw SQL so no application code stands between the test and the constraint.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

let database: TestDatabase;
let siteId = 0;
let campgroundId = 0;

async function hold(stay: string): Promise<string | null> {
  try {
    await database.db.execute(
      sql`insert into site_occupancies (site_id, campground_id, stay, block_id)
          values (${siteId}, ${campgroundId}, ${stay}::daterange,
                  (insert_block_for_test()))`,
    );
    return null;
  } catch (error) {
    return (
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code ??
      'error'
    );
  }
}

/** The id of the one row an insert … returning id answered (drizzle types execute() loosely). */
function idOf(result: unknown): number {
  return Number((result as { rows: { id: number }[] }).rows[0]!.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into regions (code, slug, name, min_lon, min_lat, max_lon, max_lat, label_lon, label_lat, outline)
    values ('UT', 'utah', 'Utah', -114, 37, -109, 42, -111, 39, '{"type":"Polygon","coordinates":[]}') on conflict do nothing`);
  const cg = await db.execute<{
    id: number;
  }>(sql`insert into campgrounds (external_key, slug, region_code, name, latitude, longitude, agency, sources, content_hash)
    values ('test:1', 'test-camp', 'UT', 'Test Camp', 38.5, -109.5, 'BLM', '[]', 'x') returning id`);
  campgroundId = idOf(cg);
  const type = await db.execute(
    sql`insert into site_types (campground_id, name, kind) values (${campgroundId}, 'Tent', 'tent') returning id`,
  );
  const site = await db.execute(
    sql`insert into sites (campground_id, site_type_id, name) values (${campgroundId}, ${idOf(type)}, 'Site 1') returning id`,
  );
  siteId = idOf(site);
  // Each hold needs an owner row; a block is the simplest.
  await db.execute(
    sql.raw(`create function insert_block_for_test() returns integer language sql as $$
    insert into site_blocks (campground_id, site_id, start_date, end_date) values (${campgroundId}, ${siteId}, '2027-01-01', '2027-01-02') returning id $$`),
  );
});

afterAll(async () => {
  await database?.destroy();
});

describe('site_occupancies_no_overlap', () => {
  it('refuses an overlapping stay with 23P01 and accepts back-to-back stays', async () => {
    expect(await hold('[2027-06-01,2027-06-04)')).toBeNull();
    expect(await hold('[2027-06-03,2027-06-05)')).toBe('23P01');
    expect(await hold('[2027-05-30,2027-06-02)')).toBe('23P01');
    expect(await hold('[2027-06-04,2027-06-06)')).toBeNull();
    expect(await hold('[2027-05-29,2027-06-01)')).toBeNull();
  });

  it('refuses an empty or open-ended stay', async () => {
    expect(await hold('[2027-07-01,2027-07-01)')).toBe('23514');
    expect(await hold('[2027-07-01,)')).toBe('23514');
  });
});
