// Admins hide, show again and merge campgrounds (docs/api-claims.md, "Admin: hide and merge
// campgrounds"): a hidden campground leaves every public read; a merge moves a duplicate's
// community content to the target, recomputes its rating and leaves a pointer for the old URL.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundMapCells, campgrounds, photos, places, savedListItems, savedLists } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createBookableCampground } from '../../test/inventory-fixtures.ts';
import { VARIANT_NAMES } from '../photos/photo-variants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { doc, expectError, rel, send, type Caller } from '../claims/claim-test-helpers.ts';
import { mapCellsInViewport, MAP_POINTS_ZOOM, refreshMapCells } from '../campgrounds/map-cells.ts';
import { postReview } from '../reviews/review-test-helpers.ts';

const COLORADO = { west: -109.05, south: 36.99, east: -102.04, north: 41 };

let t: TestApp;
let admin: TestUser;
let camper: TestUser;
let other: TestUser;
let aspen: number;
let cottonwood: number;
let deerCreek: number;

const hide = (caller: Caller, id: number, reason: unknown = 'Closed for good') =>
  send(t, caller, 'POST', `/api/v6/campgrounds/${id}/hiding`, doc('campground-hidings', { reason }));
const unhide = (caller: Caller, id: number) => send(t, caller, 'DELETE', `/api/v6/campgrounds/${id}/hiding`);
const merge = (caller: Caller, id: number, target: number) =>
  send(
    t,
    caller,
    'POST',
    `/api/v6/campgrounds/${id}/merge`,
    doc('campground-merges', {}, { target: rel('campgrounds', target) }),
  );

async function coloradoNames(): Promise<string[]> {
  const response = await t.get('/api/v6/campgrounds?filter[region]=colorado&sort=name');
  expect(response.status, response.text).toBe(200);
  return response.body.data.map((c: { attributes: { name: string } }) => c.attributes.name);
}

async function suggestedNames(q: string): Promise<string[]> {
  const response = await t.get(`/api/autocomplete/campgrounds?q=${q}`);
  expect(response.status, response.text).toBe(200);
  return response.body.map((s: { name: string }) => s.name);
}

/**
 * Map points (zoom 9) over Colorado, and what the precomputed clusters hold there at every
 * clustered zoom (the API answers so few campgrounds as points, so the cells are read directly).
 */
async function mapOfColorado(): Promise<{ points: string[]; clustered: number[] }> {
  const points = await t.get('/api/v6/campgrounds/map?bbox=-109.05,36.99,-102.04,41&zoom=9');
  expect(points.body.meta.mode).toBe('points');
  const clustered: number[] = [];
  for (let zoom = 0; zoom < MAP_POINTS_ZOOM; zoom++) {
    const { cells, total } = await mapCellsInViewport(t.database.db, COLORADO, zoom);
    expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBeGreaterThanOrEqual(total);
    clustered.push(total);
  }
  return { points: points.body.data.map((p: { attributes: { name: string } }) => p.attributes.name), clustered };
}

/** Every precomputed cell: zoom, facet, position, count and members' box (sums left out: float order). */
function cellRows() {
  const c = campgroundMapCells;
  return t.database.db
    .select({
      zoom: c.zoom,
      facet: c.facet,
      column: c.column,
      row: c.row,
      count: c.count,
      west: c.west,
      south: c.south,
      east: c.east,
      north: c.north,
    })
    .from(c)
    .orderBy(asc(c.zoom), asc(c.facet), asc(c.column), asc(c.row));
}

async function coloradoCount(): Promise<number> {
  const response = await t.get('/api/v6/regions/colorado');
  return response.body.data.attributes['campground-count'];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  camper = await createUser(t, { fullName: 'Casey Camper' });
  other = await createUser(t, { fullName: 'Robin Reviewer' });
  aspen = t.ids.get('test:1')!;
  cottonwood = t.ids.get('test:3')!;
  deerCreek = t.ids.get('test:4')!;
});
afterAll(async () => {
  await t?.close();
});

describe('hiding a campground', () => {
  it('anonymous 401, a camper 403, a reason of 1 to 500 characters 422 otherwise', async () => {
    expectError(await hide(null, deerCreek), 401, 'unauthorized');
    expectError(await hide(camper, deerCreek), 403, 'forbidden');
    expectError(await hide(admin, deerCreek, '  '), 422, 'validation_failed', '/data/attributes/reason');
    expectError(await hide(admin, deerCreek, 'x'.repeat(501)), 422, 'validation_failed', '/data/attributes/reason');
    expectError(await hide(admin, 999_999), 404, 'not_found');
    expect(await coloradoNames()).toContain('Deer Creek');
  });

  it('removes it from the list, autocomplete, map and counts; public 404, admins 200 hidden; unhide restores', async () => {
    const [near] = await t.database.db
      .insert(places)
      .values({
        kind: 'city',
        sourceId: 'near-deer',
        name: 'Deerville',
        regionCode: 'CO',
        latitude: 39.04,
        longitude: -105.04,
        nearCount: 4,
      })
      .returning({ id: places.id });
    const before = await mapOfColorado();
    const countBefore = await coloradoCount();
    expect(before.points).toContain('Deer Creek');
    expect(await suggestedNames('deer')).toEqual(['Deer Creek']);

    const hidden = await hide(admin, deerCreek, 'Permanently closed by the forest service');
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data.attributes).toMatchObject({
      hidden: true,
      'hidden-reason': 'Permanently closed by the forest service',
      'merged-into-id': null,
    });

    expect(await coloradoNames()).not.toContain('Deer Creek');
    expect(await suggestedNames('deer')).toEqual([]);
    const after = await mapOfColorado();
    expect(after.points).not.toContain('Deer Creek');
    expect(after.clustered).toEqual(before.clustered.map((total) => total - 1));
    expect(before.clustered.every((total) => total >= 4)).toBe(true);
    expect(await coloradoCount()).toBe(countBefore - 1);
    // The cells rebuilt around the point are what a full rebuild (the import's) would leave.
    const incremental = await cellRows();
    await refreshMapCells(t.database.db);
    expect(incremental).toEqual(await cellRows());
    const [place] = await t.database.db.select().from(places).where(eq(places.id, near!.id));
    expect(place!.nearCount).toBe(3);
    expectError(await send(t, null, 'GET', `/api/v6/campgrounds/${deerCreek}`), 404, 'not_found');
    expectError(await send(t, camper, 'GET', `/api/v6/campgrounds/${deerCreek}`), 404, 'not_found');
    const asAdmin = await send(t, admin, 'GET', `/api/v6/campgrounds/${deerCreek}`);
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body.data.attributes.hidden).toBe(true);
    const hiddenList = await send(t, admin, 'GET', '/api/v6/hidden-campgrounds');
    expect(hiddenList.body.data.map((c: { id: string }) => c.id)).toEqual([String(deerCreek)]);

    expectError(await unhide(camper, deerCreek), 403, 'forbidden');
    const shown = await unhide(admin, deerCreek);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data.attributes).toMatchObject({ hidden: false, 'hidden-reason': null });
    expect(await coloradoNames()).toContain('Deer Creek');
    expect(await suggestedNames('deer')).toEqual(['Deer Creek']);
    expect(await mapOfColorado()).toEqual(before);
    expect(await coloradoCount()).toBe(countBefore);
    const [placeAgain] = await t.database.db.select().from(places).where(eq(places.id, near!.id));
    expect(placeAgain!.nearCount).toBe(4);
    expect((await send(t, null, 'GET', `/api/v6/campgrounds/${deerCreek}`)).status).toBe(200);
  });

  it('a hidden campground with bookings is no longer bookable', async () => {
    const bookable = await createBookableCampground(t.database.db);
    const hidden = await hide(admin, bookable.campgroundId, 'Owner asked us to take it down');
    expect(hidden.body.data.attributes).toMatchObject({ hidden: true, bookable: false });
    const draft = await send(
      t,
      camper,
      'POST',
      '/api/v6/reservations',
      doc('reservations', {}, { campground: rel('campgrounds', bookable.campgroundId) }),
    );
    expectError(draft, 422, 'not-bookable');
    await unhide(admin, bookable.campgroundId);
  });
});

describe('merging a duplicate', () => {
  it('moves reviews, photos and saved entries, recomputes the rating, and points the old address at the target', async () => {
    const { db } = t.database;
    const onDuplicate = await postReview(t, camper, cottonwood, { rating: 2, title: 'Dusty but fine' });
    expect(onDuplicate.status, onDuplicate.text).toBe(201);
    expect((await postReview(t, other, aspen, { rating: 5 })).status).toBe(201);
    await db.insert(photos).values({
      campgroundId: cottonwood,
      userId: Number(camper.id),
      width: 10,
      height: 10,
      // Every variant, as an upload stores them: campground answers now carry the cover photo's URLs.
      variants: Object.fromEntries(
        VARIANT_NAMES.map((name) => [name, { key: `merge/${name}.jpg`, width: 10, height: 10 }]),
      ),
    });
    const [both, onlyDuplicate] = await db
      .insert(savedLists)
      .values([
        { userId: Number(camper.id), name: 'Both' },
        { userId: Number(other.id), name: 'Only the duplicate' },
      ])
      .returning({ id: savedLists.id });
    await db.insert(savedListItems).values([
      { listId: both!.id, campgroundId: cottonwood },
      { listId: both!.id, campgroundId: aspen },
      { listId: onlyDuplicate!.id, campgroundId: cottonwood },
    ]);

    expectError(await merge(null, cottonwood, aspen), 401, 'unauthorized');
    expectError(await merge(camper, cottonwood, aspen), 403, 'forbidden');
    const merged = await merge(admin, cottonwood, aspen);
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.data.id).toBe(String(aspen));
    expect(merged.body.data.attributes).toMatchObject({ 'rating-average': 3.5, 'rating-count': 2 });
    expect(merged.body.meta.moved).toEqual({ reviews: 1, photos: 1, fieldReports: 0, savedListItems: 1 });

    const reviews = await t.get(`/api/v6/campgrounds/${aspen}/reviews`);
    expect(reviews.body.data.map((r: { attributes: { title: string } }) => r.attributes.title)).toContain(
      'Dusty but fine',
    );
    const movedPhotos = await db.select().from(photos).where(eq(photos.campgroundId, aspen));
    expect(movedPhotos).toHaveLength(1);
    const items = await db.select().from(savedListItems);
    expect(items.filter((i) => i.campgroundId === cottonwood)).toEqual([]);
    expect(items.filter((i) => i.listId === both!.id).map((i) => i.campgroundId)).toEqual([aspen]);
    expect(items.filter((i) => i.listId === onlyDuplicate!.id).map((i) => i.campgroundId)).toEqual([aspen]);

    const old = await send(t, null, 'GET', `/api/v6/campgrounds/${cottonwood}`);
    expectError(old, 404, 'not_found');
    expect(old.body.errors[0].meta).toEqual({
      'merged-into': { id: String(aspen), slug: 'aspen-meadow', 'region-slug': 'colorado' },
    });
    const bySlug = await t.get('/api/v6/campgrounds?filter[region]=colorado&filter[slug]=cottonwood-flats');
    expect(bySlug.body.data).toEqual([]);
    expect(bySlug.body.meta['merged-into']).toEqual({
      id: String(aspen),
      slug: 'aspen-meadow',
      'region-slug': 'colorado',
    });
    const asAdmin = await send(t, admin, 'GET', `/api/v6/campgrounds/${cottonwood}`);
    expect(asAdmin.body.data.attributes).toMatchObject({
      hidden: true,
      'merged-into-id': String(aspen),
      'rating-count': 0,
    });
    expect(await coloradoNames()).not.toContain('Cottonwood Flats');
  });

  it('refuses merging into itself, into a hidden or merged campground, twice, or a show again of a merged one', async () => {
    expectError(await merge(admin, deerCreek, deerCreek), 422, 'validation_failed', '/data/relationships/target');
    expectError(await merge(admin, deerCreek, cottonwood), 422, 'validation_failed', '/data/relationships/target');
    expectError(await merge(admin, deerCreek, 999_999), 422, 'validation_failed', '/data/relationships/target');
    expectError(await merge(admin, cottonwood, deerCreek), 422, 'validation_failed');
    expectError(await unhide(admin, cottonwood), 422, 'validation_failed');
    expectError(await hide(admin, cottonwood), 422, 'validation_failed');
    const [row] = await t.database.db.select().from(campgrounds).where(eq(campgrounds.id, deerCreek));
    expect(row!.hiddenAt).toBeNull();
  });

  it('refuses (409 has-bookings) a duplicate with booking inventory or managers, changing nothing', async () => {
    const bookable = await createBookableCampground(t.database.db);
    const response = await merge(admin, bookable.campgroundId, aspen);
    expectError(response, 409, 'has-bookings');
    const [row] = await t.database.db.select().from(campgrounds).where(eq(campgrounds.id, bookable.campgroundId));
    expect(row!.hiddenAt).toBeNull();
  });
});

describe('deleting a campground', () => {
  it('finds the duplicates merged into it from an index, not a scan of every campground', async () => {
    // Postgres checks merged_into_id's foreign key on a delete with this prepared lookup (generic
    // plan, `$1` unknown). A few fixture rows are cheaper to scan, so the planner is told not to:
    // what is left is whether an index can answer it at all (218 ms at a million rows without one).
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(
        sql.raw(
          'PREPARE merged_into_check (integer) AS SELECT 1 FROM ONLY campgrounds x WHERE $1 = merged_into_id FOR KEY SHARE OF x',
        ),
      );
      try {
        const result = (await tx.execute(sql.raw(`EXPLAIN EXECUTE merged_into_check(${aspen})`))) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      } finally {
        await tx.execute(sql.raw('DEALLOCATE merged_into_check'));
      }
    });
    expect(plan).toContain('campgrounds_merged_into_idx');
  });
});
