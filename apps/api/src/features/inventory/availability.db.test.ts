import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/accounts.ts';
import {
  blockSite,
  createBookableCampground,
  holdSite,
  type BookableCampground,
} from '../../test/inventory-fixtures.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let camper: TestUser;
let camp: BookableCampground;
// Saturday 1 May 2027, noon in Denver.
const clock = createTestClock(new Date('2027-05-01T18:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  camper = await createUser(t);
  camp = await createBookableCampground(t.database.db, {
    settings: { maxNights: 7, bookingWindowDays: 90, minNights: 2 },
    siteTypes: [
      {
        name: 'Tent sites',
        kind: 'tent',
        sites: [{ name: 'Site 10' }, { name: 'Site 2' }, { name: 'Site 3' }, { name: 'Site 4' }],
        rates: [
          { name: 'Base', nightlyCents: 2500, weekendNightlyCents: 3000 },
          { name: 'July 4th', nightlyCents: 5000, startDate: '2027-07-02', endDate: '2027-07-04' },
        ],
      },
      { name: 'Yurts', kind: 'cabin', sites: 1, rates: [] },
    ],
  });
  const db = t.database.db;
  const [site10, site2, site3] = camp.sitesByType[0]!;
  const base = { campgroundId: camp.campgroundId, userId: Number(camper.id) };
  // Site 10: confirmed 3–6 June. Site 2: blocked 5–8 June. Site 3: a draft whose hold ended.
  await holdSite(db, { ...base, siteId: site10!, startDate: '2027-06-03', endDate: '2027-06-06', status: 'confirmed' });
  await blockSite(db, {
    campgroundId: camp.campgroundId,
    siteId: site2!,
    startDate: '2027-06-05',
    endDate: '2027-06-08',
  });
  await holdSite(db, {
    ...base,
    siteId: site3!,
    startDate: '2027-06-01',
    endDate: '2027-06-10',
    expiresAt: new Date('2027-05-01T17:50:00Z'),
  });
});
afterAll(async () => {
  await t?.close();
});

type SiteAttributes = Record<string, unknown> & { name: string };

async function sites(query = ''): Promise<SiteAttributes[]> {
  const response = await t.get(`/api/v6/campgrounds/${camp.campgroundId}/sites${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body.data.map((row: { attributes: SiteAttributes }) => row.attributes);
}

const byName = (list: SiteAttributes[], name: string) => list.find((site) => site.name === name)!;

describe('GET /campgrounds/{id}/sites', () => {
  it('lists active sites by type then name (naturally), with nulls without dates', async () => {
    const list = await sites();
    expect(list.map((site) => site.name)).toEqual(['Site 2', 'Site 3', 'Site 4', 'Site 10', 'B1']);
    expect(list[0]).toMatchObject({
      'site-type-name': 'Tent sites',
      kind: 'tent',
      'nightly-from-cents': 2500,
      available: null,
      nights: null,
      'stay-cents': null,
      'unavailable-reason': null,
    });
    expect(byName(list, 'B1')['nightly-from-cents']).toBeNull();
  });

  it('says which sites are free for every night, and prices the stay (weekend nights)', async () => {
    // Thursday 3 June to Sunday 6 June: Thu 25 + Fri 30 + Sat 30.
    const list = await sites('?filter[start-date]=2027-06-03&filter[end-date]=2027-06-06');
    expect(byName(list, 'Site 10')).toMatchObject({
      available: false,
      'unavailable-reason': 'booked',
      'stay-cents': 8500,
    });
    expect(byName(list, 'Site 2')).toMatchObject({ available: false, 'unavailable-reason': 'booked' });
    // An expired draft hold counts as free.
    expect(byName(list, 'Site 3')).toMatchObject({
      available: true,
      'unavailable-reason': null,
      nights: 3,
      'stay-cents': 8500,
    });
    expect(byName(list, 'Site 4')).toMatchObject({ available: true });
    expect(byName(list, 'B1')).toMatchObject({ available: false, 'unavailable-reason': 'no-rate', 'stay-cents': null });
  });

  it('treats back-to-back stays as free (the departure morning is not a night)', async () => {
    const list = await sites('?filter[start-date]=2027-06-01&filter[end-date]=2027-06-03');
    expect(byName(list, 'Site 10')).toMatchObject({ available: true });
    const after = await sites('?filter[start-date]=2027-06-08&filter[end-date]=2027-06-10');
    expect(byName(after, 'Site 2')).toMatchObject({ available: true });
  });

  it('a live hold counts as booked until it ends', async () => {
    const siteId = camp.sitesByType[0]![3]!;
    const [stayer] = [await createUser(t)];
    await holdSite(t.database.db, {
      campgroundId: camp.campgroundId,
      siteId,
      userId: Number(stayer.id),
      startDate: '2027-06-20',
      endDate: '2027-06-22',
      expiresAt: new Date('2027-05-01T18:10:00Z'),
    });
    const query = '?filter[start-date]=2027-06-21&filter[end-date]=2027-06-23';
    expect(byName(await sites(query), 'Site 4')).toMatchObject({ available: false, 'unavailable-reason': 'booked' });
    clock.advance(11 * 60);
    expect(byName(await sites(query), 'Site 4')).toMatchObject({ available: true });
  });

  it('gives the stay rule as the reason: past, booking window, min and max stay; seasons win', async () => {
    const reason = async (start: string, end: string) =>
      byName(await sites(`?filter[start-date]=${start}&filter[end-date]=${end}`), 'Site 4')['unavailable-reason'];
    expect(await reason('2027-04-28', '2027-05-02')).toBe('past');
    expect(await reason('2027-09-01', '2027-09-03')).toBe('booking-window');
    expect(await reason('2027-06-10', '2027-06-11')).toBe('min-stay');
    expect(await reason('2027-06-10', '2027-06-20')).toBe('max-stay');
    // Thu 1 July (25), Fri 2 – Sat 3 July in the July 4th season (50 each).
    const list = await sites('?filter[start-date]=2027-07-01&filter[end-date]=2027-07-04');
    expect(byName(list, 'Site 4')).toMatchObject({ available: true, 'stay-cents': 12500 });
  });

  it('answers 400 naming the parameter for bad dates, 404 for an unknown campground', async () => {
    const base = `/api/v6/campgrounds/${camp.campgroundId}/sites`;
    for (const [query, parameter] of [
      ['?filter[start-date]=2027-06-31&filter[end-date]=2027-07-02', 'filter[start-date]'],
      ['?filter[start-date]=2027-06-03', 'filter[end-date]'],
      ['?filter[start-date]=2027-06-05&filter[end-date]=2027-06-05', 'filter[end-date]'],
      ['?filter[when]=x', 'filter[when]'],
    ] as const) {
      const response = await t.get(`${base}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].source).toEqual({ parameter });
    }
    expect((await t.get('/api/v6/campgrounds/999999/sites')).status).toBe(404);
  });
});

describe('GET /campgrounds/{id}/availability', () => {
  it('counts free and total sites per type for each night of the month, with the price', async () => {
    const response = await t.get(`/api/v6/campgrounds/${camp.campgroundId}/availability?filter[month]=2027-06`);
    expect(response.status, response.text).toBe(200);
    const [tents, yurts] = response.body.data;
    expect(tents).toMatchObject({
      type: 'site-type-availability',
      id: `${camp.siteTypeIds[0]}-2027-06`,
      attributes: { 'site-type-id': String(camp.siteTypeIds[0]), name: 'Tent sites', kind: 'tent', month: '2027-06' },
    });
    const days = tents.attributes.days as {
      date: string;
      'available-sites': number;
      'total-sites': number;
      'nightly-cents': number;
    }[];
    expect(days).toHaveLength(30);
    const day = (date: string) => days.find((d) => d.date === date)!;
    expect(day('2027-06-01')).toEqual({
      date: '2027-06-01',
      'available-sites': 4,
      'total-sites': 4,
      'nightly-cents': 2500,
    });
    expect(day('2027-06-03')['available-sites']).toBe(3); // site 10 booked
    expect(day('2027-06-05')['available-sites']).toBe(2); // and site 2 blocked
    expect(day('2027-06-05')['nightly-cents']).toBe(3000); // Saturday
    expect(day('2027-06-06')['available-sites']).toBe(3); // site 10 left that morning
    expect(day('2027-06-08')['available-sites']).toBe(4);
    expect(yurts.attributes.days[0]).toEqual({
      date: '2027-06-01',
      'available-sites': 1,
      'total-sites': 1,
      'nightly-cents': null,
    });
    const february = await t.get(`/api/v6/campgrounds/${camp.campgroundId}/availability?filter[month]=2028-02`);
    expect(february.body.data[0].attributes.days).toHaveLength(29);
  });

  it('needs a valid month', async () => {
    for (const query of ['', '?filter[month]=2027-13', '?filter[month]=June']) {
      const response = await t.get(`/api/v6/campgrounds/${camp.campgroundId}/availability${query}`);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].source).toEqual({ parameter: 'filter[month]' });
    }
  });
});
