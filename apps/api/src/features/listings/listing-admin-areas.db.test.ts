// Parks and forests follow a campground that moves (the listing editor's location edit) or is
// approved as a new listing: it joins the areas whose outline (DATA_DIR) now holds it and leaves
// the others in the same transaction, so the place's search finds it on the next request.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { adminAreaCampgrounds, campgrounds, places } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { seedAdminAreaFixtures, seedSearchFixtures } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { doc, send } from '../claims/claim-test-helpers.ts';
import { DATA_FILES } from '../import/data-files.ts';
import { rectangle as ring } from '../import/import-fixture.ts';

let t: TestApp;
let db: Db;
let admin: TestUser;
let owner: TestUser;
let forest: number;
let monument: number;

const FOREST = 'forest:aspen-ridge-national-forest';
const MONUMENT = 'park:colm';
const EMPTY_BUTTE = 'park:empt';
const ARCHES = 'park:arch';

const rectangle = (west: number, south: number, east: number, north: number) => ({
  type: 'Polygon',
  coordinates: ring(west, south, east, north),
});

/** The two outline files the API reads: a forest of two districts with a gap, and two park outlines. */
function writeOutlines(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campwise-outlines-'));
  const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
  writeFileSync(
    path.join(dir, DATA_FILES.forests),
    collection(
      [
        [-106, 38.9, -105.6, 39.6],
        [-105.3, 38.9, -104.9, 39.6],
      ].map(([west, south, east, north]) => ({
        type: 'Feature',
        properties: { forest: 'Aspen Ridge National Forest', district: 'District' },
        geometry: rectangle(west!, south!, east!, north!),
      })),
    ),
  );
  writeFileSync(
    path.join(dir, DATA_FILES.parkPolygons),
    collection([
      { type: 'Feature', properties: { unit_code: 'COLM' }, geometry: rectangle(-108.9, 38.95, -108.5, 39.15) },
      { type: 'Feature', properties: { unit_code: 'ARCH' }, geometry: rectangle(-109.7, 38.65, -109.5, 38.85) },
    ]),
  );
  return dir;
}

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir: writeOutlines() } });
  db = t.database.db;
  await seedSearchFixtures(db, t.ids);
  await seedAdminAreaFixtures(db, t.ids);
  // What the import writes for the forest: the box around its districts and its count
  // (Aspen Meadow, Deer Creek and Creekside are its members in the fixtures).
  [{ id: forest }] = (await db
    .update(places)
    .set({ minLon: -106, minLat: 38.9, maxLon: -104.9, maxLat: 39.6, areaCount: 3 })
    .where(eq(places.sourceId, 'aspen-ridge-national-forest'))
    .returning({ id: places.id })) as [{ id: number }];
  [{ id: monument }] = (await db
    .insert(places)
    .values({
      kind: 'park',
      sourceId: 'colm',
      name: 'Colorado National Monument',
      regionCode: 'CO',
      slug: 'colorado-national-monument',
      latitude: 39.05,
      longitude: -108.7,
      designation: 'National Monument',
      areaCount: 0,
    })
    .returning({ id: places.id })) as [{ id: number }];
  [admin, owner] = await Promise.all([createAdmin(t), createUser(t)]);
});

afterAll(async () => {
  await t?.close();
});

function move(key: string, point: { latitude: number; longitude: number }) {
  const id = t.ids.get(key)!;
  return t.request(
    jsonApi('PATCH', `/api/v6/campgrounds/${id}`, 'campgrounds', point, { id: String(id), headers: admin.headers }),
  );
}

async function inArea(area: string): Promise<string[]> {
  const response = await t.get(`/api/v6/campgrounds?filter[admin_area]=${area}&page[size]=100`);
  expect(response.status).toBe(200);
  return (response.body.data as { attributes: { name: string } }[]).map((c) => c.attributes.name).sort();
}

async function areaCount(placeId: number): Promise<number | null> {
  const [row] = await db.select({ n: places.areaCount }).from(places).where(eq(places.id, placeId));
  return row!.n;
}

describe('a location edit and the parks and forests', () => {
  it("joins a forest whose district now holds the campground: the forest's search finds it at once", async () => {
    expect(await inArea(FOREST)).not.toContain('Sage Flat');
    const response = await move('test:11', { latitude: 39.3, longitude: -105.8 });
    expect(response.status, response.text).toBe(200);
    expect(await inArea(FOREST)).toContain('Sage Flat');
    expect(await areaCount(forest)).toBe(4);
  });

  it("leaves it for a point inside the forest's box but between its districts", async () => {
    const response = await move('test:11', { latitude: 39.3, longitude: -105.45 });
    expect(response.status).toBe(200);
    expect(await inArea(FOREST)).not.toContain('Sage Flat');
    expect(await areaCount(forest)).toBe(3);
  });

  it("joins a park by its outline and leaves it again once moved out (the park's box is in no row)", async () => {
    expect((await move('test:11', { latitude: 39.05, longitude: -108.7 })).status).toBe(200);
    expect(await inArea(MONUMENT)).toEqual(['Sage Flat']);
    expect(await areaCount(monument)).toBe(1);

    expect((await move('test:11', { latitude: 39.05, longitude: -108.3 })).status).toBe(200);
    expect(await inArea(MONUMENT)).toEqual([]);
    expect(await areaCount(monument)).toBe(0);
  });

  it('a park without an outline holds the NPS campgrounds within 10 km of its point, as the import has it', async () => {
    // Arches Edge (NPS) leaves Arches' outline for Empty Butte's circle; Bear Lake (Forest Service) does not join it.
    expect(await inArea(ARCHES)).toEqual(['Arches Edge']);
    expect((await move('test:5', { latitude: 41.52, longitude: -113.5 })).status).toBe(200);
    expect((await move('test:6', { latitude: 41.48, longitude: -113.5 })).status).toBe(200);
    expect(await inArea(EMPTY_BUTTE)).toEqual(['Arches Edge']);
    expect(await inArea(ARCHES)).toEqual([]);
  });

  it('a hidden campground changes areas without entering their counts; the edit answers the admin', async () => {
    const id = t.ids.get('test:12')!;
    await db.update(campgrounds).set({ hiddenAt: new Date() }).where(eq(campgrounds.id, id));
    const response = await move('test:12', { latitude: 39.1, longitude: -105.1 });
    expect(response.status, response.text).toBe(200);
    const membership = await db
      .select()
      .from(adminAreaCampgrounds)
      .where(and(eq(adminAreaCampgrounds.placeId, forest), eq(adminAreaCampgrounds.campgroundId, id)));
    expect(membership).toHaveLength(1);
    expect(await areaCount(forest)).toBe(3);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('location edits at the same time (PostgreSQL)', () => {
  // Each edit takes counts down on some shared rows (places, map cells) and up on others; two
  // edits the other way round would lock them in opposite orders and deadlock. So a location edit
  // waits for the one lock every such edit takes first (serializeCountMoves) and runs alone.
  it('waits while another edit holds the count-move lock, then saves', async () => {
    const blocker = new pg.Client({ connectionString: (t.database.target as { url: string }).url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query("select pg_advisory_xact_lock(hashtext('campground-count-moves'))");
      let settled = false;
      const pending = move('test:11', { latitude: 39.25, longitude: -105.75 }).then((answer) => {
        settled = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await blocker.query('commit');
      expect((await pending).status).toBe(200);
      expect(await inArea(FOREST)).toContain('Sage Flat');
    } finally {
      await blocker.end();
    }
  });

  it('two campgrounds swapping between a forest and a park at once both save, and the counts stay right', async () => {
    const IN_FOREST = { latitude: 39.3, longitude: -105.8 };
    const IN_MONUMENT = { latitude: 39.05, longitude: -108.7 };
    expect((await move('test:11', IN_FOREST)).status).toBe(200);
    expect((await move('test:4', IN_MONUMENT)).status).toBe(200);
    const forestCount = await areaCount(forest);
    const monumentCount = await areaCount(monument);
    for (let round = 0; round < 6; round += 1) {
      const [first, second] = round % 2 === 0 ? [IN_MONUMENT, IN_FOREST] : [IN_FOREST, IN_MONUMENT];
      const answers = await Promise.all([move('test:11', first), move('test:4', second)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }
    expect(await areaCount(forest)).toBe(forestCount);
    expect(await areaCount(monument)).toBe(monumentCount);
    expect(await inArea(MONUMENT)).toEqual(['Deer Creek']);
  });
});

describe('an approved listing and the parks and forests', () => {
  /** An owner suggests a campground at the point and an admin approves it. */
  async function approveListing(name: string, latitude: number, longitude: number): Promise<void> {
    const attributes = { 'submitter-role': 'owner', name, latitude, longitude };
    const submitted = await send(
      t,
      owner,
      'POST',
      '/api/v6/campground-submissions',
      doc('campground-submissions', attributes),
    );
    expect(submitted.status, submitted.text).toBe(201);
    const approval = await send(t, admin, 'POST', `/api/v6/campground-submissions/${submitted.body.data.id}/approval`);
    expect(approval.status, approval.text).toBe(200);
  }

  it("is in the forest's search as soon as an admin approves it", async () => {
    await approveListing('Spruce Hollow', 39.2, -105.9);
    expect(await inArea(FOREST)).toContain('Spruce Hollow');
    expect(await areaCount(forest)).toBe(4);
  });

  it("counts in the 'campgrounds near' of the towns within 50 km as soon as it is approved", async () => {
    const nearCount = async () =>
      (await db.select({ n: places.nearCount }).from(places).where(eq(places.slug, 'platte-crossing')))[0]!.n;
    const before = await nearCount();
    await approveListing('Platte Bend', 40.45, -104.1);
    expect(await nearCount()).toBe(before + 1);
  });
});
