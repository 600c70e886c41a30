import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSettings, siteOccupancies } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';

let t: TestApp;
let manager: TestUser;
let stranger: TestUser;
let admin: TestUser;
let camp: BookableCampground;
// Saturday 1 May 2027, noon in Denver.
const clock = createTestClock(new Date('2027-05-01T18:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  manager = await createUser(t, { fullName: 'Manager' });
  stranger = await createUser(t, { fullName: 'Stranger' });
  admin = await createAdmin(t);
  camp = await createBookableCampground(t.database.db, { managerUserId: Number(manager.id) });
});
afterAll(async () => {
  await t?.close();
});

type Caller = TestUser | null;

function send(caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const headers: Record<string, string> = { ...(caller?.headers ?? {}) };
  if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
  return t.request({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

const rel = (type: string, id: number | string) => ({ data: { type, id: String(id) } });
const doc = (
  type: string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, unknown>,
  id?: string,
) => ({
  data: { type, ...(id ? { id } : {}), attributes, ...(relationships ? { relationships } : {}) },
});

function expectError(response: TestResponse, status: number, code: string, pointer?: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.body.errors[0]).toMatchObject({ status: String(status), code });
  if (pointer)
    expect(response.body.errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer)).toContain(pointer);
}

async function newCampground(): Promise<number> {
  const other = await createBookableCampground(t.database.db, { withManager: false, siteTypes: [] });
  await t.database.db.delete(bookingSettings).where(eq(bookingSettings.campgroundId, other.campgroundId));
  return other.campgroundId;
}

describe('booking settings', () => {
  it('reads publicly; 404 for a campground with none', async () => {
    const response = await send(null, 'GET', `/api/v6/booking-settings/${camp.campgroundId}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'booking-settings',
      id: String(camp.campgroundId),
      attributes: { enabled: true, 'booking-policy': 'instant', 'min-nights': 1, 'max-nights': 14, 'is-demo': false },
    });
    expectError(await send(null, 'GET', `/api/v6/booking-settings/${await newCampground()}`), 404, 'not_found');
  });

  it('POST: anonymous 401, another user 403 not-a-manager, admin 201, twice 409 already-set-up', async () => {
    const id = await newCampground();
    const body = doc('booking-settings', { 'booking-policy': 'request' }, { campground: rel('campgrounds', id) });
    expectError(await send(null, 'POST', '/api/v6/booking-settings', body), 401, 'unauthorized');
    expectError(await send(stranger, 'POST', '/api/v6/booking-settings', body), 403, 'not-a-manager');
    const created = await send(admin, 'POST', '/api/v6/booking-settings', body);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.attributes['booking-policy']).toBe('request');
    expect(created.headers.location).toBe(`/api/v6/booking-settings/${id}`);
    expectError(await send(admin, 'POST', '/api/v6/booking-settings', body), 409, 'already-set-up');
  });

  it('validates each attribute with a pointer, and cross-field rules on the merged values', async () => {
    const url = `/api/v6/booking-settings/${camp.campgroundId}`;
    const bad = await send(
      manager,
      'PATCH',
      url,
      doc('booking-settings', {
        'max-nights': 61,
        'time-zone': 'Mars/Olympus',
        'check-in-time': '25:00',
        fees: [{ name: 'Pets', 'amount-cents': -1, per: 'stay' }],
        'is-demo': true,
      }),
    );
    expect(bad.status).toBe(422);
    const pointers = bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/max-nights',
        '/data/attributes/time-zone',
        '/data/attributes/check-in-time',
        '/data/attributes/fees',
        '/data/attributes/is-demo',
      ]),
    );
    expectError(
      await send(manager, 'PATCH', url, doc('booking-settings', { 'min-nights': 20 })),
      422,
      'validation_failed',
      '/data/attributes/min-nights',
    );
    expectError(
      await send(manager, 'PATCH', url, doc('booking-settings', { 'partial-refund-days': 9 })),
      422,
      'validation_failed',
      '/data/attributes/partial-refund-days',
    );
  });

  it('PATCH by the manager changes what is sent; a stranger gets 403', async () => {
    const url = `/api/v6/booking-settings/${camp.campgroundId}`;
    expectError(await send(stranger, 'PATCH', url, doc('booking-settings', { 'min-nights': 2 })), 403, 'not-a-manager');
    const response = await send(
      manager,
      'PATCH',
      url,
      doc(
        'booking-settings',
        { 'tax-rate-bps': 650, fees: [{ name: 'Resort fee', 'amount-cents': 500, per: 'night' }] },
        undefined,
        String(camp.campgroundId),
      ),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      'tax-rate-bps': 650,
      fees: [{ name: 'Resort fee', 'amount-cents': 500, per: 'night' }],
      'min-nights': 1,
    });
  });

  it("a manager's edit of a demo campground's settings makes them real (is-demo false)", async () => {
    const demo = await createBookableCampground(t.database.db, {
      managerUserId: Number(manager.id),
      settings: { isDemo: true },
    });
    const url = `/api/v6/booking-settings/${demo.campgroundId}`;
    expect((await send(null, 'GET', url)).body.data.attributes['is-demo']).toBe(true);
    const response = await send(manager, 'PATCH', url, doc('booking-settings', { 'booking-policy': 'request' }));
    expect(response.body.data.attributes['is-demo']).toBe(false);
  });
});

describe('site types, rates and sites', () => {
  it('creates, lists, changes and deletes them; refuses a type still in use', async () => {
    const created = await send(
      manager,
      'POST',
      '/api/v6/site-types',
      doc(
        'site-types',
        { name: ' Walk-in tent sites ', kind: 'tent' },
        { campground: rel('campgrounds', camp.campgroundId) },
      ),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ name: 'Walk-in tent sites', kind: 'tent', description: '' });
    const typeId = created.body.data.id;

    const rate = await send(
      manager,
      'POST',
      '/api/v6/rates',
      doc(
        'rates',
        { name: 'Summer', 'nightly-cents': 3200, 'start-date': '2027-06-01', 'end-date': '2027-08-31' },
        {
          'site-type': rel('site-types', typeId),
        },
      ),
    );
    expect(rate.status, rate.text).toBe(201);
    expect(rate.body.data.attributes).toMatchObject({ 'nightly-cents': 3200, 'weekend-nightly-cents': null });

    const site = await send(
      manager,
      'POST',
      '/api/v6/sites',
      doc(
        'sites',
        { name: 'W1', capacity: 4, hookups: ['water', 'water'] },
        { 'site-type': rel('site-types', typeId) },
      ),
    );
    expect(site.status, site.text).toBe(201);
    expect(site.body.data.attributes).toMatchObject({
      name: 'W1',
      'site-type-name': 'Walk-in tent sites',
      kind: 'tent',
      hookups: ['water'],
      'nightly-from-cents': 3200,
      available: null,
    });
    expectError(
      await send(
        manager,
        'POST',
        '/api/v6/sites',
        doc('sites', { name: 'w1' }, { 'site-type': rel('site-types', typeId) }),
      ),
      409,
      'site-name-taken',
    );

    expectError(await send(manager, 'DELETE', `/api/v6/site-types/${typeId}`), 409, 'site-type-in-use');
    const patched = await send(manager, 'PATCH', `/api/v6/sites/${site.body.data.id}`, doc('sites', { capacity: 5 }));
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.attributes.capacity).toBe(5);

    const types = await send(null, 'GET', `/api/v6/site-types?filter[campground]=${camp.campgroundId}`);
    expect(types.body.data.map((row: { id: string }) => row.id)).toContain(typeId);
    const rates = await send(null, 'GET', `/api/v6/rates?filter[campground]=${camp.campgroundId}`);
    expect(rates.body.meta.total).toBe(3);

    expect((await send(manager, 'DELETE', `/api/v6/sites/${site.body.data.id}`)).status).toBe(204);
    expect(
      (await send(manager, 'PATCH', `/api/v6/rates/${rate.body.data.id}`, doc('rates', { 'nightly-cents': 3300 })))
        .status,
    ).toBe(200);
    expect((await send(manager, 'DELETE', `/api/v6/site-types/${typeId}`)).status).toBe(204);
    expectError(await send(null, 'GET', `/api/v6/rates?filter[campground]=abc`), 400, 'invalid_parameter');
    expectError(await send(null, 'GET', `/api/v6/rates`), 400, 'invalid_parameter');
  });

  it('checks writers: anonymous 401, others 403, admins allowed', async () => {
    const url = `/api/v6/site-types/${camp.siteTypeIds[0]}`;
    expectError(await send(null, 'PATCH', url, doc('site-types', { name: 'X' })), 401, 'unauthorized');
    expectError(await send(stranger, 'PATCH', url, doc('site-types', { name: 'X' })), 403, 'not-a-manager');
    expectError(await send(stranger, 'DELETE', `/api/v6/sites/${camp.siteIds[0]}`), 403, 'not-a-manager');
    expectError(await send(stranger, 'DELETE', `/api/v6/rates/${camp.rateIds[0]}`), 403, 'not-a-manager');
    const ok = await send(admin, 'PATCH', url, doc('site-types', { description: 'Shady.' }));
    expect(ok.status, ok.text).toBe(200);
    expectError(
      await send(manager, 'PATCH', '/api/v6/site-types/999999', doc('site-types', { name: 'X' })),
      404,
      'not_found',
    );
  });

  it('validates rates and sites with pointers', async () => {
    const typeRel = { 'site-type': rel('site-types', camp.siteTypeIds[0]!) };
    expectError(
      await send(
        manager,
        'POST',
        '/api/v6/rates',
        doc('rates', { name: 'S', 'nightly-cents': 100, 'start-date': '2027-06-01' }, typeRel),
      ),
      422,
      'validation_failed',
      '/data/attributes/end-date',
    );
    expectError(
      await send(manager, 'POST', '/api/v6/rates', doc('rates', { name: 'S', 'nightly-cents': 1.5 }, typeRel)),
      422,
      'validation_failed',
      '/data/attributes/nightly-cents',
    );
    expectError(
      await send(manager, 'POST', '/api/v6/sites', doc('sites', { name: '', hookups: ['gas'] }, typeRel)),
      422,
      'validation_failed',
      '/data/attributes/hookups',
    );
    expectError(
      await send(
        manager,
        'POST',
        '/api/v6/sites',
        doc('sites', { name: 'Z' }, { 'site-type': rel('site-types', 999999) }),
      ),
      422,
      'validation_failed',
      '/data/relationships/site-type',
    );
  });

  it('deactivates a site that reservations name instead of deleting it', async () => {
    const other = await createBookableCampground(t.database.db, { managerUserId: Number(manager.id) });
    const siteId = other.siteIds[0]!;
    const { holdSite } = await import('../../test/inventory-fixtures.ts');
    await holdSite(t.database.db, {
      campgroundId: other.campgroundId,
      siteId,
      userId: Number(stranger.id),
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      status: 'confirmed',
    });
    expect((await send(manager, 'DELETE', `/api/v6/sites/${siteId}`)).status).toBe(204);
    const sites = await send(null, 'GET', `/api/v6/campgrounds/${other.campgroundId}/sites`);
    expect(sites.body.data.map((s: { id: string }) => s.id)).not.toContain(String(siteId));
    expect(sites.body.meta.total).toBe(other.siteIds.length - 1);
  });
});

describe('site blocks', () => {
  it('blocks nights, refuses an overlap with 409 site-unavailable, lifts the block', async () => {
    const siteId = camp.siteIds[1]!;
    const body = (start: string, end: string) =>
      doc('site-blocks', { 'start-date': start, 'end-date': end, reason: 'Repairs' }, { site: rel('sites', siteId) });
    expectError(
      await send(stranger, 'POST', '/api/v6/site-blocks', body('2027-07-01', '2027-07-05')),
      403,
      'not-a-manager',
    );
    const created = await send(manager, 'POST', '/api/v6/site-blocks', body('2027-07-01', '2027-07-05'));
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      'start-date': '2027-07-01',
      'end-date': '2027-07-05',
      reason: 'Repairs',
    });
    const overlap = await send(manager, 'POST', '/api/v6/site-blocks', body('2027-07-04', '2027-07-06'));
    expectError(overlap, 409, 'site-unavailable');
    expect(overlap.body.errors[0].detail).toBe('This site is already taken for some of those nights.');
    // Back to back: the departure morning is not a night.
    const next = await send(manager, 'POST', '/api/v6/site-blocks', body('2027-07-05', '2027-07-06'));
    expect(next.status, next.text).toBe(201);
    expectError(
      await send(manager, 'POST', '/api/v6/site-blocks', body('2027-07-05', '2027-07-05')),
      422,
      'validation_failed',
      '/data/attributes/end-date',
    );
    expectError(
      await send(manager, 'POST', '/api/v6/site-blocks', body('2027-02-30', '2027-07-05')),
      422,
      'validation_failed',
      '/data/attributes/start-date',
    );

    const list = await send(manager, 'GET', `/api/v6/site-blocks?filter[campground]=${camp.campgroundId}`);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    expectError(
      await send(stranger, 'GET', `/api/v6/site-blocks?filter[campground]=${camp.campgroundId}`),
      403,
      'not-a-manager',
    );
    expectError(
      await send(null, 'GET', `/api/v6/site-blocks?filter[campground]=${camp.campgroundId}`),
      401,
      'unauthorized',
    );

    expect((await send(manager, 'DELETE', `/api/v6/site-blocks/${created.body.data.id}`)).status).toBe(204);
    const rows = await t.database.db.select().from(siteOccupancies).where(eq(siteOccupancies.siteId, siteId));
    expect(rows).toHaveLength(1);
    const again = await send(manager, 'POST', '/api/v6/site-blocks', body('2027-07-01', '2027-07-05'));
    expect(again.status).toBe(201);
  });
});
