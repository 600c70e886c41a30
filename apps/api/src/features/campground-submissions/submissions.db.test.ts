// Suggested listings through the API: submit, limits, who lists what, and an admin approval that
// makes a real campground found by search, autocomplete and the map, with an owner's claim.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundManagers, campgrounds, campgroundSubmissions } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { doc, expectError, send } from '../claims/claim-test-helpers.ts';

let t: TestApp;
let owner: TestUser;
let camper: TestUser;
let admin: TestUser;

const US_BBOX = '-125,24,-66,50';
const AROUND_JUNIPER = '-106.2,39.3,-106,39.5';

function submit(caller: TestUser | null, attributes: Record<string, unknown>) {
  return send(
    t,
    caller,
    'POST',
    '/api/v6/campground-submissions',
    doc('campground-submissions', {
      'submitter-role': 'owner',
      name: 'Juniper Hollow',
      latitude: 39.4,
      longitude: -106.1,
      ...attributes,
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { fullName: 'Juniper Owner' });
  camper = await createUser(t, { fullName: 'Happy Camper' });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

describe('suggesting a campground', () => {
  it('anonymous 401; checks attributes; a point outside the US is 422 outside-us', async () => {
    expectError(await submit(null, {}), 401, 'unauthorized');
    const bad = await submit(owner, { name: 'J', website: 'nope', phone: '1', 'site-types': ['yurt'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      '/data/attributes/name',
      '/data/attributes/phone',
      '/data/attributes/site-types',
      '/data/attributes/website',
    ]);
    // Colorado and Utah are the fixture states; Kansas is not one of them, Mexico never is.
    expectError(
      await submit(owner, { latitude: 19.4, longitude: -99.1 }),
      422,
      'outside-us',
      '/data/attributes/latitude',
    );
  });

  it('201 pending with the details; at most 10 pending per user (429)', async () => {
    const created = await submit(owner, {
      description: 'Shady sites by the creek.\n\nOpen May to October.',
      website: 'https://juniperhollow.example.com',
      phone: '(970) 555-0111',
      email: 'hello@juniperhollow.example.com',
      'site-types': ['tent', 'rv'],
      amenities: ['toilets', 'showers'],
      'price-cents': 3200,
      reservable: true,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      status: 'pending',
      'submitter-role': 'owner',
      name: 'Juniper Hollow',
      'site-types': ['tent', 'rv'],
      'price-cents': 3200,
      'campground-id': null,
    });
    for (let n = 0; n < 10; n++)
      expect((await submit(camper, { 'submitter-role': 'camper', name: `Spot ${n}` })).status).toBe(201);
    expectError(await submit(camper, { 'submitter-role': 'camper' }), 429, 'too-many-submissions');
  });

  it('users list their own; admins all, by status', async () => {
    const mine = await send(t, owner, 'GET', '/api/v6/campground-submissions');
    expect(mine.body.meta.total).toBe(1);
    const pending = await send(t, admin, 'GET', '/api/v6/campground-submissions?filter[status]=pending&page[size]=50');
    expect(pending.body.meta.total).toBe(11);
  });
});

describe('approval', () => {
  it('admins only; creates a public campground found by search, autocomplete and the map, and the owner’s claim', async () => {
    const [submission] = (await send(t, owner, 'GET', '/api/v6/campground-submissions')).body.data;
    const url = `/api/v6/campground-submissions/${submission.id}/approval`;
    expectError(await send(t, owner, 'POST', url), 403, 'forbidden');
    const mapBefore = await t.get(`/api/v6/campgrounds/map?bbox=${US_BBOX}&zoom=4`);
    // Both answers are now in the map's in-process cache: approval must not leave them there.
    const pointsBefore = await t.get(`/api/v6/campgrounds/map?bbox=${AROUND_JUNIPER}&zoom=11`);
    expect(pointsBefore.text).not.toContain('Juniper Hollow');

    const approved = await send(t, admin, 'POST', url);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.attributes.status).toBe('approved');
    const campgroundId = approved.body.data.attributes['campground-id'];
    expect(campgroundId).toMatch(/^\d+$/);
    expectError(await send(t, admin, 'POST', url), 409, 'not-pending');

    const [row] = await t.database.db
      .select()
      .from(campgrounds)
      .where(eq(campgrounds.id, Number(campgroundId)));
    expect(row).toMatchObject({
      externalKey: `campwise:submission:${submission.id}`,
      slug: 'juniper-hollow',
      regionCode: 'CO',
      description: '<p>Shady sites by the creek.</p><p>Open May to October.</p>',
      isFree: false,
    });

    const bySlug = await t.get('/api/v6/campgrounds?filter[region]=colorado&filter[slug]=juniper-hollow');
    expect(bySlug.body.data).toHaveLength(1);
    expect(bySlug.body.data[0].attributes).toMatchObject({
      name: 'Juniper Hollow',
      claimed: true,
      'price-cents': 3200,
      phone: '(970) 555-0111',
    });
    const around = await t.get('/api/v6/campgrounds?filter[around]=-106.1,39.4,5');
    expect(around.body.data.map((c: { id: string }) => c.id)).toContain(campgroundId);
    const suggested = await t.get('/api/autocomplete/campgrounds?q=juniper');
    expect(suggested.text).toContain('Juniper Hollow');
    const mapAfter = await t.get(`/api/v6/campgrounds/map?bbox=${US_BBOX}&zoom=4`);
    expect(mapAfter.body.meta.total).toBe(mapBefore.body.meta.total + 1);
    const pointsAfter = await t.get(`/api/v6/campgrounds/map?bbox=${AROUND_JUNIPER}&zoom=11`);
    expect(pointsAfter.status, pointsAfter.text).toBe(200);
    expect(pointsAfter.body.data).toContainEqual(
      expect.objectContaining({
        id: campgroundId,
        attributes: expect.objectContaining({ name: 'Juniper Hollow', latitude: 39.4, longitude: -106.1 }),
      }),
    );
    const region = await t.get('/api/v6/regions/colorado');
    expect(region.body.data.attributes['campground-count']).toBe(5);

    const managers = await t.database.db
      .select()
      .from(campgroundManagers)
      .where(eq(campgroundManagers.campgroundId, Number(campgroundId)));
    expect(managers.map((m) => [String(m.userId), m.role])).toEqual([[owner.id, 'owner']]);
    const claims = await send(t, owner, 'GET', `/api/v6/campground-claims?filter[userId]=${owner.id}`);
    expect(claims.body.data[0].attributes).toMatchObject({ status: 'approved', 'verification-method': 'document' });
  });

  // Only PostgreSQL has a second connection that can read while the approval is still open.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a map answer read while the approval is committing is not served after it',
    async () => {
      const submitted = await submit(owner, { name: 'Racing Pines', latitude: 39.8, longitude: -106.6 });
      expect(submitted.status, submitted.text).toBe(201);
      const points = `/api/v6/campgrounds/map?bbox=-106.7,39.7,-106.5,39.9&zoom=11`;
      expect((await t.get(points)).text).not.toContain('Racing Pines');

      // Hold the approval after it has rebuilt the map cells, before it commits: a SHARE lock on
      // the submissions table lets its row lock through but stops its final update.
      const target = t.database.target;
      if (target.driver !== 'postgres') throw new Error('PostgreSQL only');
      const holder = new pg.Client({ connectionString: target.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table campground_submissions in share mode');
        const approval = send(t, admin, 'POST', `/api/v6/campground-submissions/${submitted.body.data.id}/approval`);
        for (let tries = 0; ; tries++) {
          const waiting = await holder.query(
            `select 1 from pg_locks where relation = 'campground_submissions'::regclass and not granted`,
          );
          if (waiting.rowCount) break;
          if (tries > 100) throw new Error('the approval never reached its final update');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // Read (and cached) from another connection: the campground is not committed yet.
        expect((await t.get(points)).text).not.toContain('Racing Pines');
        await holder.query('commit');
        expect((await approval).status).toBe(200);
      } finally {
        await holder.end();
      }
      const after = await t.get(points);
      expect(after.body.data.map((p: { attributes: { name: string } }) => p.attributes.name)).toContain('Racing Pines');
    },
  );

  it('a camper’s suggestion makes a campground without a claim; rejection records the reason', async () => {
    const list = (await send(t, camper, 'GET', '/api/v6/campground-submissions')).body.data;
    const approved = await send(t, admin, 'POST', `/api/v6/campground-submissions/${list[0].id}/approval`);
    expect(approved.status, approved.text).toBe(200);
    const claimed = await t.get(`/api/v6/campgrounds/${approved.body.data.attributes['campground-id']}`);
    expect(claimed.body.data.attributes.claimed).toBe(false);

    const url = `/api/v6/campground-submissions/${list[1].id}/rejection`;
    const body = doc('submission-rejections', { reason: 'Already listed as Spot Lake.' });
    expectError(await send(t, camper, 'POST', url, body), 403, 'forbidden');
    const rejected = await send(t, admin, 'POST', url, body);
    expect(rejected.body.data.attributes).toMatchObject({
      status: 'rejected',
      'rejection-reason': 'Already listed as Spot Lake.',
    });
    const [stored] = await t.database.db
      .select()
      .from(campgroundSubmissions)
      .where(eq(campgroundSubmissions.id, Number(list[1].id)));
    expect(stored?.campgroundId).toBeNull();
  });
});
