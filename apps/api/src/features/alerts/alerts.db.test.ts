// The alerts contract (docs/api-alerts.md "Alerts"): PRO members only, validation with a pointer
// per invalid attribute or relationship, the 50-alert cap and duplicates, ownership (another
// member's alert is 404), what an alert watches, pausing, reviving and deleting.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityAlerts, campgrounds } from '../../db/schema/index.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCampers, settableClock, type Camper } from '../reservations/reservation-test-helpers.ts';
import { alertJobRunner, makeAlert, patchAlert, postAlert } from './alert-test-helpers.ts';

// Monday June 3, 2030, noon in Denver.
const clock = settableClock('2030-06-03T18:00:00.000Z');
let t: TestApp;
let park: BookableCampground;
let other: BookableCampground;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
  park = await createBookableCampground(t.database.db);
  other = await createBookableCampground(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

const member = async (pro = true): Promise<Camper> => (await makeCampers(t.database.db, 1, clock.now(), { pro }))[0]!;
const EXACT = { startDate: '2030-07-05', endDate: '2030-07-07' };

async function alertCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(availabilityAlerts)
    .where(eq(availabilityAlerts.userId, userId));
  return row!.n;
}

describe('POST /alerts', () => {
  it('creates an exact alert for a PRO member, nights derived, watching our own inventory', async () => {
    const ada = await member();
    const response = await postAlert(t, ada, { campgroundId: park.campgroundId, ...EXACT, nights: 9 });
    expect(response.status, response.text).toBe(201);
    expect(response.headers.location).toBe(`/api/v6/alerts/${response.body.data.id}`);
    expect(response.body.data.attributes).toMatchObject({
      mode: 'exact',
      'start-date': EXACT.startDate,
      'end-date': EXACT.endDate,
      nights: 2,
      'weekends-only': false,
      status: 'active',
      watching: 'own-inventory',
      'last-opening-at': null,
      'opening-count': 0,
    });
    expect(response.body.data.relationships).toEqual({
      campground: { data: { type: 'campgrounds', id: String(park.campgroundId) } },
      'site-type': { data: null },
      site: { data: null },
    });
  });

  it('refuses a member without PRO with 403 pro-required and stores nothing', async () => {
    const bo = await member(false);
    const response = await postAlert(t, bo, { campgroundId: park.campgroundId, ...EXACT });
    expect(response.status).toBe(403);
    expect(response.body.errors[0]).toMatchObject({
      code: 'pro-required',
      detail: 'Alerts are a Campwise PRO feature.',
    });
    expect(await alertCount(bo.id)).toBe(0);
    expect((await postAlert(t, null, { campgroundId: park.campgroundId, ...EXACT })).status).toBe(401);
  });

  it('answers each invalid attribute and relationship with a 422 pointing at it', async () => {
    const cy = await member();
    const response = await postAlert(t, cy, {
      campgroundId: park.campgroundId,
      siteTypeId: other.siteTypeIds[0]!,
      mode: 'flexible',
      startDate: '2030-06-01',
      endDate: '2030-06-04',
      nights: 5,
    });
    expect(response.status).toBe(422);
    const pointers = response.body.errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual([
      '/data/attributes/start-date',
      '/data/attributes/nights',
      '/data/relationships/site-type',
    ]);

    const weekendExact = await postAlert(t, cy, { campgroundId: park.campgroundId, ...EXACT, weekendsOnly: true });
    expect(weekendExact.body.errors[0].source.pointer).toBe('/data/attributes/weekends-only');
    const noNights = await postAlert(t, cy, { campgroundId: park.campgroundId, mode: 'flexible', ...EXACT });
    expect(noNights.body.errors[0]).toMatchObject({ source: { pointer: '/data/attributes/nights' } });
    // Mon–Thu holds no Friday and Saturday.
    const noWeekend = await postAlert(t, cy, {
      campgroundId: park.campgroundId,
      mode: 'flexible',
      startDate: '2030-07-08',
      endDate: '2030-07-11',
      nights: 2,
      weekendsOnly: true,
    });
    expect(noWeekend.body.errors[0].source.pointer).toBe('/data/attributes/weekends-only');
    const both = await postAlert(t, cy, {
      campgroundId: park.campgroundId,
      siteTypeId: park.siteTypeIds[0]!,
      siteId: park.siteIds[0]!,
      ...EXACT,
    });
    expect(both.body.errors[0].source.pointer).toBe('/data/relationships/site');
    const badDate = await t.request({
      method: 'POST',
      url: '/api/v6/alerts',
      headers: { 'content-type': 'application/vnd.api+json', ...cy.headers },
      payload: JSON.stringify({
        data: {
          type: 'alerts',
          attributes: { mode: 'sometimes', 'start-date': '2030-02-30', 'end-date': EXACT.endDate },
          relationships: {},
        },
      }),
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toEqual([
      '/data/attributes/mode',
      '/data/attributes/start-date',
      '/data/relationships/campground',
    ]);
    expect(await alertCount(cy.id)).toBe(0);
  });

  it('refuses a hidden campground and allows one that does not book here, saying so', async () => {
    const di = await member();
    const hidden = await createBookableCampground(t.database.db);
    await t.database.db
      .update(campgrounds)
      .set({ hiddenAt: clock.now() })
      .where(eq(campgrounds.id, hidden.campgroundId));
    const refused = await postAlert(t, di, { campgroundId: hidden.campgroundId, ...EXACT });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe('/data/relationships/campground');

    const offline = await createBookableCampground(t.database.db, { settings: { enabled: false } });
    const response = await postAlert(t, di, { campgroundId: offline.campgroundId, ...EXACT });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes.watching).toBe('not-bookable');
  });

  it('answers 409 duplicate-alert for an identical active alert and 422 too-many-alerts past 50', async () => {
    const ed = await member();
    await makeAlert(t, ed, { campgroundId: park.campgroundId, ...EXACT });
    const duplicate = await postAlert(t, ed, { campgroundId: park.campgroundId, ...EXACT });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].code).toBe('duplicate-alert');
    await t.database.db.insert(availabilityAlerts).values(
      Array.from({ length: 49 }, (_, index) => ({
        userId: ed.id,
        campgroundId: park.campgroundId,
        mode: 'flexible' as const,
        startDate: '2030-08-01',
        endDate: '2030-09-30',
        nights: (index % 30) + 1,
        status: index % 2 ? ('paused' as const) : ('active' as const),
      })),
    );
    const tooMany = await postAlert(t, ed, {
      campgroundId: park.campgroundId,
      startDate: '2030-07-20',
      endDate: '2030-07-22',
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].code).toBe('too-many-alerts');
    expect(await alertCount(ed.id)).toBe(50);
  });
});

describe('reading, changing and deleting alerts', () => {
  it('lists the member’s alerts newest first, filtered by status, with includes; another member gets 404', async () => {
    const fay = await member();
    const first = await makeAlert(t, fay, { campgroundId: park.campgroundId, ...EXACT });
    clock.advance(60);
    const second = await makeAlert(t, fay, {
      campgroundId: park.campgroundId,
      siteId: park.siteIds[0]!,
      mode: 'flexible',
      startDate: '2030-07-01',
      endDate: '2030-07-20',
      nights: 3,
    });
    expect((await patchAlert(t, fay, first, { status: 'paused' })).body.data.attributes.status).toBe('paused');

    const list = await t.get('/api/v6/alerts?include=campground,site', fay.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.map((alert: { id: string }) => alert.id)).toEqual([second, first]);
    expect(list.body.meta.total).toBe(2);
    expect(list.body.included.map((r: { type: string }) => r.type).sort()).toEqual(['campgrounds', 'sites']);
    const paused = await t.get('/api/v6/alerts?filter[status]=paused,expired', fay.headers);
    expect(paused.body.data.map((alert: { id: string }) => alert.id)).toEqual([first]);
    expect((await t.get('/api/v6/alerts?filter[status]=gone', fay.headers)).status).toBe(400);

    const gus = await member();
    expect((await t.get(`/api/v6/alerts/${first}`, gus.headers)).status).toBe(404);
    expect((await patchAlert(t, gus, first, { status: 'active' })).status).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/v6/alerts/${first}`, headers: gus.headers })).status).toBe(
      404,
    );
    expect((await t.get(`/api/v6/alerts/${first}/openings`, gus.headers)).status).toBe(404);
    expect((await t.get(`/api/v6/alerts/${first}`, fay.headers)).status).toBe(200);
  });

  it('changes dates and mode with the same validation, and deletes', async () => {
    const hal = await member();
    const id = await makeAlert(t, hal, { campgroundId: park.campgroundId, ...EXACT });
    const flexible = await patchAlert(t, hal, id, {
      mode: 'flexible',
      'end-date': '2030-07-14',
      nights: 2,
      'weekends-only': true,
    });
    expect(flexible.status, flexible.text).toBe(200);
    expect(flexible.body.data.attributes).toMatchObject({ mode: 'flexible', nights: 2, 'weekends-only': true });
    const bad = await patchAlert(t, hal, id, { nights: 12 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/nights');
    expect((await patchAlert(t, hal, id, { status: 'expired' })).status).toBe(422);
    for (const length of [0, 101, 22.5, '30']) {
      const refused = await patchAlert(t, hal, id, { 'rv-length-ft': length });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        source: { pointer: '/data/attributes/rv-length-ft' },
        detail: 'RV length must be a whole number of feet from 1 to 100, or null.',
      });
    }
    const rig = await patchAlert(t, hal, id, { 'rv-length-ft': 32 });
    expect(rig.body.data.attributes).toMatchObject({ 'rv-length-ft': 32, mode: 'flexible', nights: 2 });
    const anyRig = await patchAlert(t, hal, id, { 'rv-length-ft': null });
    expect(anyRig.body.data.attributes['rv-length-ft']).toBeNull();
    const deleted = await t.request({ method: 'DELETE', url: `/api/v6/alerts/${id}`, headers: hal.headers });
    expect(deleted.status).toBe(204);
    expect((await t.get(`/api/v6/alerts/${id}`, hal.headers)).status).toBe(404);
  });

  it('expires alerts whose last arrival has passed; an expired one is revived only with new dates', async () => {
    const ivy = await member();
    const id = await makeAlert(t, ivy, {
      campgroundId: park.campgroundId,
      startDate: '2030-06-04',
      endDate: '2030-06-06',
    });
    const flexible = await makeAlert(t, ivy, {
      campgroundId: park.campgroundId,
      mode: 'flexible',
      startDate: '2030-06-04',
      endDate: '2030-06-10',
      nights: 2,
    });
    // Thursday June 5 in Denver: June 4 was the exact alert's only arrival.
    clock.advance(2 * 86_400);
    await alertJobRunner(t, clock.now).runDue();
    expect((await t.get(`/api/v6/alerts/${id}`, ivy.headers)).body.data.attributes.status).toBe('expired');
    // Its last arrival (June 8) is still ahead.
    expect((await t.get(`/api/v6/alerts/${flexible}`, ivy.headers)).body.data.attributes.status).toBe('active');

    const noDates = await patchAlert(t, ivy, id, { status: 'active' });
    expect(noDates.status).toBe(422);
    expect(noDates.body.errors[0].source.pointer).toBe('/data/attributes/start-date');
    const revived = await patchAlert(t, ivy, id, { 'start-date': '2030-06-20', 'end-date': '2030-06-22' });
    expect(revived.status).toBe(200);
    expect(revived.body.data.attributes).toMatchObject({ status: 'active', nights: 2 });
    clock.advance(-2 * 86_400);
  });
});
