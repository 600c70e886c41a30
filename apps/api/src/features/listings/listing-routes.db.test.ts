// The listing editor (docs/api-manager.md "Listing editor"): who may edit, the spec's messages,
// and search and the map showing an edit on the next request.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  adminAreaCampgrounds,
  campgroundManagers,
  campgrounds,
  places,
  type NewCampgroundRow,
} from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { seedAdminAreaFixtures, seedSearchFixtures } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshMapCells } from '../campgrounds/map-cells.ts';

let t: TestApp;
let db: Db;
let manager: TestUser;
let otherManager: TestUser;
let admin: TestUser;
let aspen: number;
let bear: number;

// A grid of 600 campgrounds in western Colorado, so that the whole state clusters (more than
// MAP_POINTS_MAX in view) and the map reads the precomputed cells.
const GRID: NewCampgroundRow[] = Array.from({ length: 600 }, (_, i) => ({
  externalKey: `grid:${i}`,
  slug: `grid-${i}`,
  regionCode: 'CO',
  name: `Grid ${i}`,
  longitude: -108.5 + (i % 30) * 0.05,
  latitude: 39.2 + Math.floor(i / 30) * 0.05,
  agency: 'private',
  amenities: [],
  sources: [{ source: 'osm', id: String(200_000 + i) }],
  contentHash: `grid-${i}`,
  quality: 5,
}));

beforeAll(async () => {
  // No outline files: moves fall back to what the database knows (listing-admin-areas.db.test.ts
  // has the outlines), and an edit never fails for want of them.
  t = await createTestApp({ config: { dataDir: path.join(tmpdir(), 'campwise-no-data-dir') } });
  db = t.database.db;
  await seedSearchFixtures(db, t.ids);
  await seedAdminAreaFixtures(db, t.ids);
  await db.insert(campgrounds).values(GRID);
  await refreshMapCells(db);
  aspen = t.ids.get('test:1')!;
  bear = t.ids.get('test:2')!;
  [manager, otherManager, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
  await db.insert(campgroundManagers).values([
    { campgroundId: aspen, userId: Number(manager.id), role: 'owner' },
    { campgroundId: bear, userId: Number(otherManager.id), role: 'owner' },
  ]);
});

afterAll(async () => {
  await t?.close();
});

function edit(id: number, attributes: Record<string, unknown>, user: TestUser | null) {
  return t.request(
    jsonApi('PATCH', `/api/v6/campgrounds/${id}`, 'campgrounds', attributes, {
      id: String(id),
      headers: user?.headers ?? {},
    }),
  );
}

async function searchNames(query: string): Promise<string[]> {
  const response = await t.get(`/api/v6/campgrounds?${query}&page[size]=100`);
  expect(response.status).toBe(200);
  return (response.body.data as { attributes: { name: string } }[]).map((c) => c.attributes.name);
}

async function mapCellRows() {
  const result = await db.execute(sql`
    select zoom, col, row, count, lon_sum, lat_sum, west, south, east, north
    from campground_map_cells order by zoom, facet, col, row`);
  return (result as unknown as { rows: Record<string, number>[] }).rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Math.round(Number(value) * 1e6) / 1e6])),
  );
}

describe('PATCH /campgrounds/{id}: who may edit', () => {
  it('answers 401 to anonymous callers and 403 not-a-manager to a manager of another campground', async () => {
    const anonymous = await edit(aspen, { season: 'May to October' }, null);
    expect(anonymous.status).toBe(401);
    const other = await edit(aspen, { season: 'May to October' }, otherManager);
    expect(other.status).toBe(403);
    expect(other.body.errors[0].code).toBe('not-a-manager');
    const [row] = await db.select({ season: campgrounds.season }).from(campgrounds).where(eq(campgrounds.id, aspen));
    expect(row!.season).toBeNull();
  });

  it("lets the campground's manager and an admin edit, answering the campground as it now is", async () => {
    const byManager = await edit(aspen, { season: 'May to October', 'num-sites': 32 }, manager);
    expect(byManager.status).toBe(200);
    expect(byManager.body.data.attributes).toMatchObject({ season: 'May to October', 'num-sites': 32 });
    const byAdmin = await edit(aspen, { phone: '(970) 555-0199' }, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.attributes).toMatchObject({ phone: '(970) 555-0199', season: 'May to October' });
    expect((await t.get(`/api/v6/campgrounds/${aspen}`)).body.data.attributes.phone).toBe('(970) 555-0199');
  });

  it('treats an empty document as a no-op that returns the record unchanged', async () => {
    const before = await t.get(`/api/v6/campgrounds/${aspen}`);
    const response = await edit(aspen, {}, manager);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(before.body.data);
  });
});

describe('PATCH /campgrounds/{id}: validation', () => {
  it("answers 422 with the spec's URL and phone messages, one error per attribute, and changes nothing", async () => {
    const response = await edit(aspen, { website: 'not a url', phone: '555', name: 'X', 'price-cents': -1 }, manager);
    expect(response.status).toBe(422);
    const errors = response.body.errors as { detail: string; source: { pointer: string } }[];
    expect(Object.fromEntries(errors.map((e) => [e.source.pointer, e.detail]))).toEqual({
      '/data/attributes/website': 'Please enter a valid URL.',
      '/data/attributes/phone': 'Please enter a valid phone number.',
      '/data/attributes/name': 'The name must be 2 to 120 characters.',
      '/data/attributes/price-cents': 'The nightly price must be a whole number from 0 to 10000000, or null.',
    });
    const [row] = await db.select({ website: campgrounds.website }).from(campgrounds).where(eq(campgrounds.id, aspen));
    expect(row!.website).toBeNull();
  });

  it('refuses a latitude without a longitude, a point outside the US and a move into another state', async () => {
    const alone = await edit(aspen, { latitude: 39.5 }, manager);
    expect(alone.status).toBe(422);
    expect(alone.body.errors[0].source.pointer).toBe('/data/attributes/longitude');
    const atSea = await edit(aspen, { latitude: 30, longitude: -140 }, manager);
    expect(atSea.status).toBe(422);
    expect(atSea.body.errors[0]).toMatchObject({
      code: 'outside-us',
      source: { pointer: '/data/attributes/latitude' },
    });
    const utah = await edit(aspen, { latitude: 39, longitude: -111 }, manager);
    expect(utah.status).toBe(422);
    expect(utah.body.errors[0].code).toBe('other-state');
    const [row] = await db
      .select({ latitude: campgrounds.latitude, regionCode: campgrounds.regionCode })
      .from(campgrounds)
      .where(eq(campgrounds.id, aspen));
    expect(row).toEqual({ latitude: 39.01, regionCode: 'CO' });
  });

  it('clears a contact with an empty string and keeps a website that passes the rule', async () => {
    const response = await edit(aspen, { website: 'https://aspen-meadow.example.com', email: '' }, manager);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ website: 'https://aspen-meadow.example.com', email: null });
  });
});

describe('PATCH /campgrounds/{id}: search and the map at once', () => {
  it('makes an edited name searchable on the next request (list and autocomplete)', async () => {
    expect(await searchNames('filter[region]=colorado')).not.toContain('Quaking Aspen Hideaway');
    const response = await edit(
      aspen,
      { name: 'Quaking Aspen Hideaway', description: 'Shady sites.\n\nCreek.' },
      manager,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.description).toBe('<p>Shady sites.</p><p>Creek.</p>');
    expect(await searchNames('filter[region]=colorado')).toContain('Quaking Aspen Hideaway');
    const suggestions = await t.get('/api/autocomplete?q=quaking');
    expect((suggestions.body as { name: string }[]).map((s) => s.name)).toContain('Quaking Aspen Hideaway');
  });

  it('moves a campground to its new map area, places and search in the same request', async () => {
    const newPoint = { latitude: 40.4, longitude: -104.1 }; // 11 km from Platte Crossing, far from the forest
    const newArea = 'filter[bbox]=-104.3,40.3,-103.9,40.5';
    const state = '-109.05,36.99,-102.04,41.0';
    const cityBefore = await db.select({ n: places.nearCount }).from(places).where(eq(places.sourceId, '1840990001'));
    const forest = (await db.select({ id: places.id }).from(places).where(eq(places.kind, 'forest')))[0]!.id;
    // The forest's box (what the database knows of its outline) holds the old point only.
    await db
      .update(places)
      .set({ minLon: -106, minLat: 38.9, maxLon: -104.9, maxLat: 39.6, areaCount: 3 })
      .where(eq(places.id, forest));
    // Read (and cached) before the move.
    const mapBefore = await t.get(`/api/v6/campgrounds/map?bbox=${state}&zoom=5`);
    expect(mapBefore.body.meta.mode).toBe('clusters');
    const pointsBefore = await t.get('/api/v6/campgrounds/map?bbox=-104.3,40.3,-103.9,40.5&zoom=10');
    expect(pointsBefore.body.data.map((p: { id: string }) => p.id)).not.toContain(String(aspen));

    const response = await edit(aspen, newPoint, manager);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ ...newPoint, 'region-code': 'CO' });

    expect(await searchNames(newArea)).toContain('Quaking Aspen Hideaway');
    expect(await searchNames('filter[bbox]=-105.1,38.9,-104.9,39.1')).not.toContain('Quaking Aspen Hideaway');
    expect(await searchNames('filter[near]=city:1840990001')).toContain('Quaking Aspen Hideaway');
    expect(await searchNames('filter[admin_area]=forest:aspen-ridge-national-forest')).not.toContain(
      'Quaking Aspen Hideaway',
    );
    const pointsAfter = await t.get('/api/v6/campgrounds/map?bbox=-104.3,40.3,-103.9,40.5&zoom=10');
    expect(pointsAfter.body.data.map((p: { id: string }) => p.id)).toContain(String(aspen));

    // The clustered map (precomputed cells) has a cluster of one at the new point, and every
    // cell is what a full rebuild would compute.
    const mapAfter = await t.get(`/api/v6/campgrounds/map?bbox=${state}&zoom=5`);
    expect(mapAfter.body.meta.total).toBe(mapBefore.body.meta.total);
    const single = (
      mapAfter.body.data as { attributes: { count: number; longitude: number; latitude: number } }[]
    ).find((c) => c.attributes.longitude === newPoint.longitude && c.attributes.latitude === newPoint.latitude);
    expect(single?.attributes.count).toBe(1);
    const incremental = await mapCellRows();
    await refreshMapCells(db);
    expect(incremental).toEqual(await mapCellRows());

    const [city] = await db.select({ n: places.nearCount }).from(places).where(eq(places.sourceId, '1840990001'));
    expect(city!.n).toBe(cityBefore[0]!.n + 1);
    const [area] = await db.select({ n: places.areaCount }).from(places).where(eq(places.id, forest));
    expect(area!.n).toBe(2);
    const memberships = await db
      .select()
      .from(adminAreaCampgrounds)
      .where(eq(adminAreaCampgrounds.campgroundId, aspen));
    expect(memberships).toEqual([]);
  });
});
