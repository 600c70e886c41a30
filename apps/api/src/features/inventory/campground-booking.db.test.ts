// Campgrounds gain bookable, demo-inventory and booking-policy; the search and the map gain
// filter[availability][start_date]/[end_date].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { blockSite, createBookableCampground, holdSite } from '../../test/inventory-fixtures.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const clock = createTestClock(new Date('2027-05-01T18:00:00Z'));
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const db = t.database.db;
  const camper = await createUser(t);
  const oneSite = [{ name: 'Tents', kind: 'tent' as const, sites: 1, rates: [{ nightlyCents: 2000 }] }];
  ids.open = (await createBookableCampground(db, { siteTypes: oneSite })).campgroundId;
  ids.request = (
    await createBookableCampground(db, { siteTypes: oneSite, settings: { bookingPolicy: 'request', isDemo: true } })
  ).campgroundId;
  ids.disabled = (
    await createBookableCampground(db, { siteTypes: oneSite, settings: { enabled: false } })
  ).campgroundId;
  ids.noSites = (
    await createBookableCampground(db, { siteTypes: [{ name: 'Empty', kind: 'tent', sites: 0 }] })
  ).campgroundId;
  ids.inactive = (
    await createBookableCampground(db, { siteTypes: [{ ...oneSite[0]!, sites: [{ active: false }] }] })
  ).campgroundId;
  const full = await createBookableCampground(db, { siteTypes: oneSite });
  ids.full = full.campgroundId;
  await holdSite(db, {
    campgroundId: full.campgroundId,
    siteId: full.siteIds[0]!,
    userId: Number(camper.id),
    startDate: '2027-06-02',
    endDate: '2027-06-04',
    status: 'pending',
  });
  const blocked = await createBookableCampground(db, { siteTypes: oneSite });
  ids.blocked = blocked.campgroundId;
  await blockSite(db, {
    campgroundId: blocked.campgroundId,
    siteId: blocked.siteIds[0]!,
    startDate: '2027-06-01',
    endDate: '2027-06-02',
  });
  const expired = await createBookableCampground(db, { siteTypes: oneSite });
  ids.expiredHold = expired.campgroundId;
  await holdSite(db, {
    campgroundId: expired.campgroundId,
    siteId: expired.siteIds[0]!,
    userId: Number(camper.id),
    startDate: '2027-06-01',
    endDate: '2027-06-05',
    expiresAt: new Date('2027-05-01T17:00:00Z'),
  });
  ids.summerOnly = (
    await createBookableCampground(db, {
      siteTypes: [{ ...oneSite[0]!, rates: [{ nightlyCents: 3000, startDate: '2027-06-02', endDate: '2027-08-31' }] }],
    })
  ).campgroundId;
  ids.minThree = (await createBookableCampground(db, { siteTypes: oneSite, settings: { minNights: 3 } })).campgroundId;
});
afterAll(async () => {
  await t?.close();
});

async function attributesOf(id: number) {
  const response = await t.get(`/api/v6/campgrounds/${id}`);
  expect(response.status).toBe(200);
  return response.body.data.attributes;
}

const AVAILABLE = '&filter[availability][start_date]=2027-06-01&filter[availability][end_date]=2027-06-03';

describe('campground booking attributes', () => {
  it('says whether a campground is bookable, with its policy and whether it is demo inventory', async () => {
    expect(await attributesOf(ids.open!)).toMatchObject({
      bookable: true,
      'booking-policy': 'instant',
      'demo-inventory': false,
    });
    expect(await attributesOf(ids.request!)).toMatchObject({
      bookable: true,
      'booking-policy': 'request',
      'demo-inventory': true,
    });
    for (const key of ['disabled', 'noSites', 'inactive']) {
      expect(await attributesOf(ids[key]!), key).toMatchObject({ bookable: false, 'booking-policy': null });
    }
    const plain = t.ids.get('test:1')!;
    expect(await attributesOf(plain)).toMatchObject({
      bookable: false,
      'booking-policy': null,
      'demo-inventory': false,
    });
  });

  it('carries them in lists too', async () => {
    const list = await t.get('/api/v6/campgrounds?page[size]=100');
    const row = list.body.data.find((r: { id: string }) => r.id === String(ids.request));
    expect(row.attributes).toMatchObject({ bookable: true, 'booking-policy': 'request', 'demo-inventory': true });
  });
});

// The filter has a per-campground form for areas and a set form for the whole country (a
// planner hint, campground-booking-sql.ts): both must answer the same.
describe.each([
  ['the whole country (set form)', ''],
  ['an area (per-campground form)', '&filter[bbox]=-110,35,-100,42'],
])('filter[availability] over %s', (_scope, area) => {
  it('keeps bookable campgrounds with a site free (and priced) every night', async () => {
    const response = await t.get(`/api/v6/campgrounds?page[size]=100${area}${AVAILABLE}`);
    expect(response.status, response.text).toBe(200);
    const found = response.body.data.map((row: { id: string }) => Number(row.id)).sort((a: number, b: number) => a - b);
    expect(found).toEqual([ids.open, ids.request, ids.expiredHold].sort((a, b) => a! - b!));
    expect(response.body.meta.total).toBe(3);
  });

  it('back to back is free; longer stays meet min-nights and seasons', async () => {
    const after = await t.get(
      `/api/v6/campgrounds?page[size]=100${area}&filter[availability][start_date]=2027-06-04&filter[availability][end_date]=2027-06-07`,
    );
    const found = after.body.data.map((row: { id: string }) => Number(row.id));
    expect(found).toEqual(
      expect.arrayContaining([ids.full, ids.blocked, ids.summerOnly, ids.minThree, ids.open, ids.expiredHold]),
    );
    expect(found).not.toContain(ids.disabled);
  });
});

describe('filter[availability]', () => {
  it('filters the map the same way', async () => {
    const response = await t.get(`/api/v6/campgrounds/map?bbox=-110,35,-100,42&zoom=12${AVAILABLE}`);
    expect(response.status, response.text).toBe(200);
    const found = response.body.data.map((row: { id: string }) => Number(row.id));
    expect(found.sort()).toEqual([ids.open, ids.request, ids.expiredHold].sort());
  });

  it('answers 400 naming the parameter for malformed or incomplete stays', async () => {
    const cases: [string, string][] = [
      ['filter[availability][start_date]=2027-06-01', 'filter[availability][end_date]'],
      ['filter[availability][end_date]=2027-06-01', 'filter[availability][start_date]'],
      [
        'filter[availability][start_date]=June&filter[availability][end_date]=2027-06-03',
        'filter[availability][start_date]',
      ],
      [
        'filter[availability][start_date]=2027-06-03&filter[availability][end_date]=2027-06-03',
        'filter[availability][end_date]',
      ],
      [
        'filter[availability][start_date]=2027-06-01&filter[availability][end_date]=2027-09-01',
        'filter[availability][end_date]',
      ],
      ['filter[availability][when]=soon', 'filter[availability][when]'],
    ];
    for (const [query, parameter] of cases) {
      const response = await t.get(`/api/v6/campgrounds?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].source).toEqual({ parameter });
    }
  });
});
