import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAreaCampgrounds, campgrounds, dataImports, places, regions } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { DATA_FILES } from './data-files.ts';
import { defaultFixture, writeImportFixture } from './import-fixture.ts';
import { IMPORT_FORMAT_VERSION, importAll, importNeeded, isDatabaseEmpty } from './import-service.ts';

let database: TestDatabase;
const dirs: string[] = [];

function fixtureDir(fixture = defaultFixture()): string {
  const dir = writeImportFixture(fixture);
  dirs.push(dir);
  return dir;
}

async function placeSnapshot() {
  return database.db
    .select({
      kind: places.kind,
      sourceId: places.sourceId,
      slug: places.slug,
      nearCount: places.nearCount,
      areaCount: places.areaCount,
    })
    .from(places)
    .orderBy(asc(places.kind), asc(places.sourceId));
}

async function memberships() {
  const rows = await database.db
    .select({ kind: places.kind, sourceId: places.sourceId, externalKey: campgrounds.externalKey })
    .from(adminAreaCampgrounds)
    .innerJoin(places, eq(places.id, adminAreaCampgrounds.placeId))
    .innerJoin(campgrounds, eq(campgrounds.id, adminAreaCampgrounds.campgroundId))
    .orderBy(asc(places.sourceId), asc(campgrounds.externalKey));
  return rows.map((row) => `${row.kind}:${row.sourceId} ${row.externalKey}`);
}

async function snapshot() {
  return database.db
    .select({
      externalKey: campgrounds.externalKey,
      slug: campgrounds.slug,
      updatedAt: campgrounds.updatedAt,
      phone: campgrounds.phone,
    })
    .from(campgrounds)
    .orderBy(asc(campgrounds.externalKey));
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('importAll', () => {
  it('fills an empty database from the datasets', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await importNeeded(database.db)).toBe('empty database');
    const lines: string[] = [];
    const report = await importAll(database.db, { dataDir: fixtureDir(), log: (line) => lines.push(line) });

    expect(report.campgrounds).toMatchObject({
      total: 4,
      inserted: 4,
      updated: 0,
      unchanged: 0,
      notInSources: 0,
      derivedNames: 1,
    });
    expect(report.sources.ridb).toMatchObject({
      read: 3,
      kept: 1,
      dropped: { 'not a campground': 1, 'no coordinates': 1 },
    });
    expect(report.sources.uscampgrounds).toMatchObject({
      read: 4,
      kept: 2,
      dropped: { 'outside the US': 1, 'duplicate source id': 1 },
    });
    expect(report.sources.osm).toMatchObject({
      read: 5,
      kept: 3,
      dropped: { 'outside the US': 1, 'duplicate source id': 1 },
    });
    expect(report.merged).toBe(2);
    expect(report.regions).toBe(2);
    expect(report.places).toMatchObject({
      states: 2,
      cities: 2,
      parks: 2,
      forests: 1,
      skipped: { cities: 1, parks: 1, forests: 1 },
      inserted: 7,
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const [halfmoon] = await database.db.select().from(campgrounds).where(eq(campgrounds.externalKey, 'ridb:1001'));
    expect(halfmoon).toMatchObject({
      name: 'Halfmoon Campground',
      slug: 'halfmoon-campground',
      regionCode: 'CO',
      agency: 'usfs',
      numSites: 22,
      isFree: false,
      maxRvLength: 30,
      phone: '719-486-0749',
      reservable: true,
      season: 'Mid May-mid Sep',
      elevationFt: 9900,
      nearestTown: 'Leadville',
      latitude: 39.1565,
    });
    expect(halfmoon?.amenities).toEqual(['toilets', 'drinking_water']);
    expect(halfmoon?.sources).toEqual([
      { source: 'ridb', id: '1001' },
      { source: 'uscampgrounds', id: 'CO:HALF:39.157,-106.389' },
      { source: 'osm', id: '501' },
    ]);
    expect(halfmoon?.description).toBe(
      '<h3>Overview</h3><p>Halfmoon sits at an elevation of 9,900 feet with vault toilets and drinking water.</p>',
    );

    const [pad] = await database.db.select().from(campgrounds).where(eq(campgrounds.externalKey, 'osm:502'));
    expect(pad).toMatchObject({
      name: 'Backcountry campsite near Leadville',
      slug: 'backcountry-campsite-near-leadville',
    });
    const [rvPark] = await database.db.select().from(campgrounds).where(eq(campgrounds.externalKey, 'osm:503'));
    expect(rvPark).toMatchObject({ regionCode: 'UT', agency: 'private', amenities: ['electric_hookups'] });

    const counts = await database.db
      .select({ code: regions.code, count: regions.campgroundCount })
      .from(regions)
      .orderBy(asc(regions.code));
    expect(counts).toEqual([
      { code: 'CO', count: 2 },
      { code: 'UT', count: 2 },
    ]);
    const kinds = await database.db
      .select({ kind: places.kind, sourceId: places.sourceId, regionCode: places.regionCode })
      .from(places);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'state', sourceId: 'CO', regionCode: 'CO' },
        { kind: 'city', sourceId: '1840020237', regionCode: 'UT' },
        { kind: 'park', sourceId: 'arch', regionCode: 'UT' },
        { kind: 'forest', sourceId: 'manti-la-sal-national-forest', regionCode: 'UT' },
      ]),
    );
  });

  it('gives places slugs and counts, and records admin-area membership', async () => {
    // Moab: Sand Flats 3 km, Devils Garden 23 km. Leadville: the pad 7 km, Halfmoon 13 km.
    // Arches has an outline holding Devils Garden; Rocky Mountain has none, and nothing within 10 km.
    // The forest's point (-109.32, 38.21): Sand Flats 45 km, Devils Garden 67 km.
    expect(await placeSnapshot()).toEqual([
      { kind: 'city', sourceId: '1840020199', slug: 'leadville', nearCount: 2, areaCount: null },
      { kind: 'city', sourceId: '1840020237', slug: 'moab', nearCount: 2, areaCount: null },
      {
        kind: 'forest',
        sourceId: 'manti-la-sal-national-forest',
        slug: 'manti-la-sal-national-forest',
        nearCount: 1,
        areaCount: 1,
      },
      { kind: 'park', sourceId: 'arch', slug: 'arches-national-park', nearCount: 2, areaCount: 1 },
      { kind: 'park', sourceId: 'romo', slug: 'rocky-mountain-national-park', nearCount: 0, areaCount: 0 },
      { kind: 'state', sourceId: 'CO', slug: 'colorado', nearCount: 2, areaCount: null },
      { kind: 'state', sourceId: 'UT', slug: 'utah', nearCount: 2, areaCount: null },
    ]);
    expect(await memberships()).toEqual([
      'park:arch usc:UT:DEVI:38.78,-109.57',
      'forest:manti-la-sal-national-forest osm:503',
    ]);
  });

  it('stores the nightly price a source states, and records the import', async () => {
    const prices = await database.db
      .select({ key: campgrounds.externalKey, priceCents: campgrounds.priceCents })
      .from(campgrounds)
      .orderBy(asc(campgrounds.externalKey));
    expect(prices).toEqual([
      { key: 'osm:502', priceCents: null },
      { key: 'osm:503', priceCents: 2500 },
      { key: 'ridb:1001', priceCents: null },
      { key: 'usc:UT:DEVI:38.78,-109.57', priceCents: null },
    ]);
    const runs = await database.db.select().from(dataImports);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      formatVersion: IMPORT_FORMAT_VERSION,
      report: { campgrounds: { inserted: 4 }, adminAreas: { memberships: 2, parksWithPolygons: 1, parksByRadius: 1 } },
    });
    expect(await importNeeded(database.db)).toBeNull();
  });

  it('changes nothing when run again on the same data', async () => {
    const before = await snapshot();
    const placesBefore = await placeSnapshot();
    const membersBefore = await memberships();
    const report = await importAll(database.db, { dataDir: fixtureDir() });
    expect(report.campgrounds).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, notInSources: 0 });
    expect(report.places).toMatchObject({ inserted: 0, updated: 0, unchanged: 7 });
    expect(await snapshot()).toEqual(before);
    expect(await placeSnapshot()).toEqual(placesBefore);
    expect(await memberships()).toEqual(membersBefore);
    expect(await database.db.$count(dataImports)).toBe(2);
  });

  it('asks for a re-import when the newest import used an older format, or none was recorded', async () => {
    await database.db.insert(dataImports).values({
      formatVersion: IMPORT_FORMAT_VERSION - 1,
      report: {},
      finishedAt: sql`now() + interval '1 minute'`,
    });
    expect(await importNeeded(database.db)).toBe('older import format');
    await database.db.delete(dataImports);
    expect(await importNeeded(database.db)).toBe('older import format');
    await importAll(database.db, { dataDir: fixtureDir() });
    expect(await importNeeded(database.db)).toBeNull();
  });

  it('moves a contested place slug to the place the order prefers', async () => {
    const fixture = defaultFixture();
    // A park named like the city: parks win the plain slug, the city becomes moab-city.
    const dir = fixtureDir(fixture);
    const units = JSON.parse(readFileSync(path.join(dir, DATA_FILES.npsUnits), 'utf8')) as object[];
    units.push({
      name: 'Moab',
      parkCode: 'moab',
      designation: 'National Monument',
      lat: 38.6,
      lon: -109.6,
      states: 'UT',
    });
    writeFileSync(path.join(dir, DATA_FILES.npsUnits), JSON.stringify(units));
    await importAll(database.db, { dataDir: dir });
    const slugs = Object.fromEntries((await placeSnapshot()).map((row) => [`${row.kind}:${row.sourceId}`, row.slug]));
    expect(slugs).toMatchObject({ 'park:moab': 'moab', 'city:1840020237': 'moab-city' });
    // Back to the plain data: the park left the sources and keeps its slug reserved.
    await importAll(database.db, { dataDir: fixtureDir() });
    const after = Object.fromEntries((await placeSnapshot()).map((row) => [`${row.kind}:${row.sourceId}`, row.slug]));
    expect(after).toMatchObject({ 'park:moab': 'moab', 'city:1840020237': 'moab-city' });
    // Its counts still follow the campgrounds: Sand Flats 7 km and Devils Garden 20 km away are
    // near; neither is inside (Sand Flats is not NPS-run, Devils Garden is beyond the 10 km circle).
    const stale = (await placeSnapshot()).find((row) => row.kind === 'park' && row.sourceId === 'moab');
    expect(stale).toMatchObject({ nearCount: 2, areaCount: 0 });
  });

  it('updates only the changed campground and keeps its slug', async () => {
    const before = await snapshot();
    const fixture = defaultFixture();
    const ridb = fixture.ridb[0];
    if (!ridb) throw new Error('fixture has no RIDB row');
    ridb.FacilityPhone = '719-555-0100';
    const report = await importAll(database.db, { dataDir: fixtureDir(fixture) });
    expect(report.campgrounds).toMatchObject({ inserted: 0, updated: 1, unchanged: 3 });

    const after = await snapshot();
    expect(after.map((row) => row.slug)).toEqual(before.map((row) => row.slug));
    const changed = after.find((row) => row.externalKey === 'ridb:1001');
    const previous = before.find((row) => row.externalKey === 'ridb:1001');
    expect(changed?.phone).toBe('719-555-0100');
    expect(changed?.updatedAt.getTime()).toBeGreaterThan(previous?.updatedAt.getTime() ?? Infinity);
    const untouched = after.filter((row) => row.externalKey !== 'ridb:1001');
    expect(untouched).toEqual(before.filter((row) => row.externalKey !== 'ridb:1001'));
  });

  it('keeps the identity of a campground when a higher-priority source starts covering it', async () => {
    const before = await snapshot();
    const fixture = defaultFixture();
    fixture.ridb.push({
      FacilityID: '2002',
      FacilityName: 'SAND FLATS RV PARK',
      FacilityLatitude: '38.5802',
      FacilityLongitude: '-109.5201',
      FacilityTypeDescription: 'Campground',
      Reservable: 'True',
    });
    const report = await importAll(database.db, { dataDir: fixtureDir(fixture) });
    expect(report.campgrounds).toMatchObject({ total: 4, inserted: 0, notInSources: 0 });
    const after = await snapshot();
    expect(after.map(({ externalKey, slug }) => ({ externalKey, slug }))).toEqual(
      before.map(({ externalKey, slug }) => ({ externalKey, slug })),
    );
    const [rvPark] = await database.db.select().from(campgrounds).where(eq(campgrounds.externalKey, 'osm:503'));
    expect(rvPark?.sources).toEqual([
      { source: 'ridb', id: '2002' },
      { source: 'osm', id: '503' },
    ]);
  });

  it('keeps campgrounds that left the sources and counts them', async () => {
    const fixture = defaultFixture();
    fixture.osm = fixture.osm.filter((feature) => feature.tags.osm_id !== 502);
    const report = await importAll(database.db, { dataDir: fixtureDir(fixture) });
    expect(report.campgrounds).toMatchObject({ total: 3, inserted: 0, notInSources: 1 });
    const rows = await database.db.select({ key: campgrounds.externalKey }).from(campgrounds);
    expect(rows.map((row) => row.key)).toContain('osm:502');
  });

  it('names the missing dataset file and lists what it expects', async () => {
    const dir = fixtureDir();
    unlinkSync(path.join(dir, DATA_FILES.npsUnits));
    await expect(importAll(database.db, { dataDir: dir })).rejects.toThrow(
      new RegExp(
        `missing in .*\\n  - ${DATA_FILES.npsUnits.replace(/\./g, '\\.')}\\n[^]*${DATA_FILES.osm.replace(/\./g, '\\.')}`,
      ),
    );
  });
});
