// The corridor search (docs/api-trip-plans.md "The corridor search"): Denver to Moab through the
// routing API, then the campgrounds along it in order, narrowed by detour, segment range and
// the other filters; malformed filters are 400s naming them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundNames } from '../../test/campground-names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ALONG_THE_WAY, DENVER, GLENWOOD_SPRINGS, MOAB, seedTripCampgrounds } from './trip-test-fixtures.ts';

let t: TestApp;
let line: string;
let lineMeters: number[];
let legSegments: [number, number][];

async function route(places: unknown[]) {
  return t.request({
    method: 'POST',
    url: '/api/v6/trip-routes',
    headers: { 'content-type': 'application/vnd.api+json' },
    payload: JSON.stringify({ data: { type: 'trip-routes', attributes: { places } } }),
  });
}

const tripRoute = (miles: number, value = line) => `filter[trip_route]=${miles}:${encodeURIComponent(value)}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedTripCampgrounds(t.database.db);
  const response = await route([DENVER, GLENWOOD_SPRINGS, MOAB]);
  expect(response.status, response.text).toBe(200);
  ({
    'search-line': line,
    'search-line-meters': lineMeters,
    'leg-segments': legSegments,
  } = response.body.data.attributes.route);
});

afterAll(async () => {
  await t?.close();
});

// The default fixtures' Arches Edge (38.6, -109.6) lies just past Moab: last along the way.
const ALONG = [...ALONG_THE_WAY.map((c) => c.name), 'Arches Edge'];
const DIRECT = `${DENVER.lng},${DENVER.lat};${MOAB.lng},${MOAB.lat}`;

describe('filter[trip_route]', () => {
  it('returns the campgrounds along Denver → Glenwood Springs → Moab in order, none beyond the detour', async () => {
    const { names, total } = await campgroundNames(t, `${tripRoute(25)}&page[size]=50`);
    expect(names).toEqual(ALONG);
    expect(total).toBe(ALONG.length);
  });

  it('says where each lies along the line and how far off it', async () => {
    const { body } = await t.get(`/api/v6/campgrounds?${tripRoute(25)}&page[size]=50`);
    const positions = body.meta['route-positions'];
    expect(positions.map((p: { id: string }) => p.id)).toEqual(body.data.map((r: { id: string }) => r.id));
    const along = positions.map((p: { 'route-meters': number }) => p['route-meters']);
    expect(along).toEqual([...along].sort((a, b) => a - b));
    for (const p of positions) expect(p['detour-meters']).toBeLessThanOrEqual(25 * 1609.344);
    expect(body.meta['available-sort-options'].map((o: { value: string }) => o.value)).toContain('route');
  });

  it('takes a plain coordinate list, and the detour decides who is in', async () => {
    // Straight from Denver to Moab: Black Canyon is 33 miles off, Mount Princeton 47, Moraine Park 51.
    const wide = await campgroundNames(t, `filter[trip_route]=40:${DIRECT}&page[size]=50`);
    expect(wide.names).toContain('Black Canyon South Rim Campground');
    expect(wide.names).not.toContain('Mount Princeton');
    expect(wide.names).not.toContain('Moraine Park Campground');
    const usual = await campgroundNames(t, `filter[trip_route]=25:${DIRECT}&page[size]=50`);
    expect(usual.names).toEqual(ALONG);
    const narrow = await campgroundNames(t, `filter[trip_route]=3:${DIRECT}&page[size]=50`);
    expect(narrow.names).toEqual(['Camp Hale Memorial', 'Redstone', 'Goose Island Campground']);
  });

  it('keeps the other filters and sorts', async () => {
    const utah = await campgroundNames(t, `${tripRoute(25)}&filter[region]=UT`);
    expect(utah.names).toEqual(['Devils Garden Campground', 'Goose Island Campground', 'Arches Edge']);
    const byName = await campgroundNames(t, `${tripRoute(25)}&sort=name&page[size]=50`);
    expect(byName.names).toEqual([...ALONG].sort());
    const nps = await campgroundNames(t, `${tripRoute(25)}&filter[land-type]=nps`);
    expect(nps.names).toEqual(['Arches Edge']);
  });

  it('is not narrowed to the origin’s default radius', async () => {
    const { names } = await campgroundNames(
      t,
      `${tripRoute(25)}&filter[origin]=${DENVER.lng},${DENVER.lat}&page[size]=50`,
    );
    expect(names).toEqual(ALONG);
  });

  it('narrows the map to the corridor', async () => {
    const { status, body } = await t.get(`/api/v6/campgrounds/map?bbox=-110,38,-104,41&zoom=10&${tripRoute(25)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.map((p: { attributes: { name: string } }) => p.attributes.name).sort()).toEqual([...ALONG].sort());
  });
});

describe('filter[tri_segment]', () => {
  it('narrows to one leg', async () => {
    const [first, second] = legSegments as [[number, number], [number, number]];
    const toGlenwood = await campgroundNames(t, `${tripRoute(25)}&filter[tri_segment]=${first[0]}-${first[1]}`);
    expect(toGlenwood.names).toEqual(['Guanella Pass', 'Heaton Bay', 'Camp Hale Memorial']);
    // Redstone lies south of Glenwood Springs: nearest to the leg on to Moab.
    const toMoab = await campgroundNames(t, `${tripRoute(25)}&filter[tri_segment]=${second[0]}-${second[1]}`);
    expect(toMoab.names).toEqual(ALONG.slice(3));
  });

  it('narrows to a day picked by distance along the line', async () => {
    // The segments that start in the first 100 km: Guanella Pass (63 km along) and Heaton Bay
    // (94 km), not Camp Hale (116 km), as long as those segments end before it.
    const last = lineMeters.findIndex((m) => m >= 100_000) - 1;
    expect(lineMeters[last + 1]).toBeLessThan(114_000);
    const day = await campgroundNames(t, `${tripRoute(25)}&filter[tri_segment]=0-${last}`);
    expect(day.names).toEqual(['Guanella Pass', 'Heaton Bay']);
  });

  it('takes a single segment', async () => {
    const { status } = await t.get(`/api/v6/campgrounds?${tripRoute(25)}&filter[tri_segment]=0`);
    expect(status).toBe(200);
  });
});

describe('bad filters', () => {
  const cases: [string, string][] = [
    ['filter[trip_route]=abc', 'filter[trip_route]'],
    [`filter[trip_route]=0:${encodeURIComponent('_p~iF~ps|U_ulLnnqC')}`, 'filter[trip_route]'],
    [`filter[trip_route]=201:${encodeURIComponent('_p~iF~ps|U_ulLnnqC')}`, 'filter[trip_route]'],
    ['filter[trip_route]=25:-104.99,39.74', 'filter[trip_route]'],
    ['filter[trip_route]=25:-104.99,39.74;-190,38', 'filter[trip_route]'],
    ['filter[trip_route]=25:-104.99,39.74;x', 'filter[trip_route]'],
    [`filter[trip_route]=25:${encodeURIComponent('_p~iF~ps|U_')}`, 'filter[trip_route]'],
    [`filter[trip_route]=25:${'-104,39;'.repeat(201)}-104,39`, 'filter[trip_route]'],
    ['filter[tri_segment]=0-1', 'filter[tri_segment]'],
    ['filter[tri_segment]=a', 'filter[tri_segment]'],
    ['sort=route', 'sort'],
  ];
  it.each(cases)('%s is a 400 naming %s', async (query, parameter) => {
    const { status, body, type } = await t.get(`/api/v6/campgrounds?${query}`);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(type).toBe('application/vnd.api+json');
    expect(body.errors[0].source).toEqual({ parameter });
  });

  it('refuses a segment range that does not fit the line', async () => {
    const segments = lineMeters.length - 1;
    for (const range of [`${segments}`, '3-1', `0-${segments}`]) {
      const { status, body } = await t.get(`/api/v6/campgrounds?${tripRoute(25)}&filter[tri_segment]=${range}`);
      expect(status, range).toBe(400);
      expect(body.errors[0].source).toEqual({ parameter: 'filter[tri_segment]' });
    }
  });

  it('offers "Along the route" only to a route search', async () => {
    const { body } = await t.get('/api/v6/campgrounds');
    expect(body.meta['available-sort-options'].map((o: { value: string }) => o.value)).not.toContain('route');
  });
});
