// Saved trip plans (docs/api-trip-plans.md "Saved plans"): a 3-night trip Denver → Moab with its
// dates, daily drives and bookable nights; the member's CRUD, ownership (404), PRO for saving
// (403 pro-required, nothing stored), the read-only shared link, and validation (422).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPlans } from '../../db/schema/index.ts';
import { createBookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCampers, type Camper } from '../reservations/reservation-test-helpers.ts';
import { haversineMeters } from './geo.ts';
import { DENVER, MOAB, seedTripCampgrounds } from './trip-test-fixtures.ts';
import { ROUTES_PER_ADDRESS, TRIP_ROUTE_MESSAGES } from './trip-route-service.ts';

let t: TestApp;
let ids: Map<string, number>;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedTripCampgrounds(t.database.db);
  // Redstone takes bookings on Campwise.
  await createBookableCampground(t.database.db, { campgroundId: ids.get('Redstone')! });
});

afterAll(async () => {
  await t?.close();
});

const member = async (pro = true): Promise<Camper> => (await makeCampers(t.database.db, 1, now, { pro }))[0]!;
const id = (name: string) => String(ids.get(name));
const JSON_API = { 'content-type': 'application/vnd.api+json' };

function send(method: 'POST' | 'PATCH', url: string, who: Camper | null, data: Record<string, unknown>) {
  return t.request({
    method,
    url,
    headers: { ...JSON_API, ...(who?.headers ?? {}) },
    payload: JSON.stringify({ data: { type: 'trip-plans', ...data } }),
  });
}

const createPlan = (who: Camper | null, attributes: Record<string, unknown>) =>
  send('POST', '/api/v6/trip-plans', who, { attributes });

const THREE_NIGHTS = {
  'start-date': '2030-06-12',
  places: [DENVER, MOAB],
  nights: [
    { night: 1, 'campground-id': '' },
    { night: 2, 'campground-id': '' },
    { night: 3, 'campground-id': '' },
  ],
};

function threeNights() {
  const [heaton, redstone, saddlehorn] = [id('Heaton Bay'), id('Redstone'), id('Saddlehorn Campground')];
  return {
    ...THREE_NIGHTS,
    nights: [
      { night: 1, 'campground-id': heaton },
      { night: 2, 'campground-id': redstone },
      { night: 3, 'campground-id': saddlehorn },
    ],
  };
}

async function planCount(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(tripPlans).where(eq(tripPlans.userId, userId));
  return row!.n;
}

describe('a 3-night trip Denver → Moab', () => {
  it('is saved with its dates, its route, each day’s drive and which nights book here', async () => {
    const ada = await member();
    const response = await createPlan(ada, threeNights());
    expect(response.status, response.text).toBe(201);
    const plan = response.body.data;
    expect(response.headers.location).toBe(`/api/v6/trip-plans/${plan.id}`);
    const a = plan.attributes;
    expect(a).toMatchObject({
      name: 'Denver, CO to Moab, UT',
      'start-date': '2030-06-12',
      'end-date': '2030-06-15',
      'night-count': 3,
      'detour-miles': 25,
      'share-token': null,
      places: [
        { kind: 'origin', ...DENVER },
        { kind: 'destination', ...MOAB },
      ],
    });
    expect(a.route.source).toBe('great-circle');
    expect(a.route.meters / 1000).toBeCloseTo(414.4, 0);
    expect(a.nights.map((n: { date: string }) => n.date)).toEqual(['2030-06-12', '2030-06-13', '2030-06-14']);
    expect(a.nights.map((n: { bookable: boolean }) => n.bookable)).toEqual([false, true, false]);
    expect(a.nights[1]['booking-policy']).toBe('instant');
    expect(a.nights.every((n: { 'drive-source': string }) => n['drive-source'] === 'great-circle')).toBe(true);

    // Day 1: 94 km along the line to Heaton Bay, 15 km off it.
    const drives = a.nights.map((n: { 'drive-meters': number }) => n['drive-meters']);
    expect(drives[0] / 1000).toBeGreaterThan(105);
    expect(drives[0] / 1000).toBeLessThan(113);
    // No day is shorter than the straight line between its ends; all days cover the route.
    const stops = [
      [DENVER.lng, DENVER.lat],
      ...['Heaton Bay', 'Redstone', 'Saddlehorn Campground'].map((name) => {
        const c = response.body.included.find((r: { id: string }) => r.id === id(name)).attributes;
        return [c.longitude, c.latitude];
      }),
      [MOAB.lng, MOAB.lat],
    ] as [number, number][];
    [...drives, a['final-drive-meters']].forEach((drive: number, day: number) => {
      expect(drive).toBeGreaterThanOrEqual(Math.floor(haversineMeters(stops[day]!, stops[day + 1]!)));
    });
    const total = drives.reduce((sum: number, d: number) => sum + d, 0) + a['final-drive-meters'];
    expect(total).toBeGreaterThanOrEqual(a.route.meters);

    // The nights' campgrounds come along, bookable among their attributes.
    expect(plan.relationships.campgrounds.data.map((r: { id: string }) => r.id)).toEqual([
      id('Heaton Bay'),
      id('Redstone'),
      id('Saddlehorn Campground'),
    ]);
    const redstone = response.body.included.find((r: { id: string }) => r.id === id('Redstone'));
    expect(redstone.attributes.bookable).toBe(true);
  });

  it('searches each night’s leg with the route the plan carries', async () => {
    const ada = await member();
    const { body } = await createPlan(ada, threeNights());
    const { route } = body.data.attributes;
    const { status, body: found } = await t.get(
      `/api/v6/campgrounds?filter[trip_route]=25:${encodeURIComponent(route['search-line'])}&page[size]=50`,
    );
    expect(status).toBe(200);
    const names = found.data.map((r: { attributes: { name: string } }) => r.attributes.name);
    expect(names.slice(0, 4)).toEqual(['Guanella Pass', 'Heaton Bay', 'Camp Hale Memorial', 'Redstone']);
  });
});

describe('the member’s plans', () => {
  it('lists, reads, renames, re-dates, changes nights and places, and deletes', async () => {
    const ada = await member();
    const created = (await createPlan(ada, { ...threeNights(), name: '  Desert run  ' })).body.data;
    expect(created.attributes.name).toBe('Desert run');
    const planUrl = `/api/v6/trip-plans/${created.id}`;

    const list = await t.get('/api/v6/trip-plans?include=campgrounds', ada.headers);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0].id).toBe(created.id);
    expect(list.body.included).toHaveLength(3);
    expect(list.headers['cache-control']).toBe('private, no-store');

    const read = await t.get(planUrl, ada.headers);
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.nights).toHaveLength(3);

    const renamed = await send('PATCH', planUrl, ada, {
      id: created.id,
      attributes: { name: 'Canyon country', 'start-date': null, 'detour-miles': 40, nights: [] },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.attributes).toMatchObject({
      name: 'Canyon country',
      'start-date': null,
      'end-date': null,
      'night-count': 0,
      'detour-miles': 40,
      nights: [],
    });
    // No night chosen: the last day is the whole route.
    expect(renamed.body.data.attributes['final-drive-meters']).toBe(renamed.body.data.attributes.route.meters);

    const rerouted = await send('PATCH', planUrl, ada, {
      attributes: {
        places: [DENVER, { name: 'Grand Junction, CO', lat: 39.0639, lng: -108.5506 }, MOAB],
        nights: [{ night: 2, 'campground-id': id('Island Lake Campground') }],
        'start-date': '2030-07-01',
      },
    });
    expect(rerouted.status, rerouted.text).toBe(200);
    const r = rerouted.body.data.attributes;
    expect(r.places.map((p: { kind: string }) => p.kind)).toEqual(['origin', 'stop', 'destination']);
    expect(r.route['leg-meters']).toHaveLength(2);
    expect(r.nights).toMatchObject([{ night: 2, date: '2030-07-02', 'campground-id': id('Island Lake Campground') }]);
    expect(r['end-date']).toBe('2030-07-03');

    const deleted = await t.request({ method: 'DELETE', url: planUrl, headers: ada.headers });
    expect(deleted.status).toBe(204);
    expect((await t.get(planUrl, ada.headers)).status).toBe(404);
    expect(await planCount(ada.id)).toBe(0);
  });

  it('keeps another member’s plan out of sight: 404 for read, change, share and delete', async () => {
    const ada = await member();
    const bob = await member();
    const plan = (await createPlan(ada, threeNights())).body.data;
    const url = `/api/v6/trip-plans/${plan.id}`;
    expect((await t.get(url, bob.headers)).status).toBe(404);
    expect((await send('PATCH', url, bob, { attributes: { name: 'Mine now' } })).status).toBe(404);
    expect((await t.request({ method: 'POST', url: `${url}/share`, headers: bob.headers })).status).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${url}/share`, headers: bob.headers })).status).toBe(404);
    expect((await t.request({ method: 'DELETE', url, headers: bob.headers })).status).toBe(404);
    expect((await t.get('/api/v6/trip-plans', bob.headers)).body.meta.total).toBe(0);
    expect((await t.get(url, ada.headers)).body.data.attributes.name).toBe('Denver, CO to Moab, UT');
  });

  it('needs a session', async () => {
    expect((await t.get('/api/v6/trip-plans')).status).toBe(401);
    expect((await createPlan(null, threeNights())).status).toBe(401);
  });
});

describe('PRO', () => {
  it('is needed to save: a free member gets 403 pro-required and nothing is stored', async () => {
    const free = await member(false);
    const response = await createPlan(free, threeNights());
    expect(response.status).toBe(403);
    expect(response.body.errors[0]).toMatchObject({ status: '403', code: 'pro-required' });
    // Before the body is read: even a broken one gets the same answer.
    expect((await createPlan(free, { places: 'nowhere' })).status).toBe(403);
    expect(await planCount(free.id)).toBe(0);
  });

  it('is needed to change or share, not to read, unshare or delete (a lapsed member)', async () => {
    const ada = await member();
    const plan = (await createPlan(ada, threeNights())).body.data;
    const url = `/api/v6/trip-plans/${plan.id}`;
    await t.database.db
      .update((await import('../../db/schema/index.ts')).users)
      .set({ pro: false })
      .where(eq((await import('../../db/schema/index.ts')).users.id, ada.id));
    expect((await send('PATCH', url, ada, { attributes: { name: 'x' } })).body.errors[0].code).toBe('pro-required');
    expect((await t.request({ method: 'POST', url: `${url}/share`, headers: ada.headers })).status).toBe(403);
    expect((await t.get(url, ada.headers)).status).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `${url}/share`, headers: ada.headers })).status).toBe(204);
    expect((await t.request({ method: 'DELETE', url, headers: ada.headers })).status).toBe(204);
  });
});

describe('sharing', () => {
  it('gives a read-only link anyone can open, replaced on rotation, gone when removed', async () => {
    const ada = await member();
    const plan = (await createPlan(ada, threeNights())).body.data;
    const url = `/api/v6/trip-plans/${plan.id}`;

    const shared = await t.request({ method: 'POST', url: `${url}/share`, headers: ada.headers });
    expect(shared.status).toBe(200);
    const token = shared.body.data.attributes['share-token'];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const open = await t.get(`/api/v6/shared-trip-plans/${token}`);
    expect(open.status, open.text).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(open.body.data).toMatchObject({ type: 'shared-trip-plans', id: token });
    expect(open.body.data.attributes).not.toHaveProperty('share-token');
    expect(open.body.data.attributes.nights.map((n: { bookable: boolean }) => n.bookable)).toEqual([
      false,
      true,
      false,
    ]);
    expect(open.body.included.map((r: { id: string }) => r.id).sort()).toEqual(
      [id('Heaton Bay'), id('Redstone'), id('Saddlehorn Campground')].sort(),
    );
    expect(open.text).not.toContain(plan.id);

    // Read-only: nothing writes through the link.
    for (const method of ['PATCH', 'DELETE', 'POST'] as const) {
      const write = await t.request({
        method,
        url: `/api/v6/shared-trip-plans/${token}`,
        headers: JSON_API,
        payload: '{}',
      });
      expect(write.status, method).toBe(404);
    }

    const rotated = await t.request({ method: 'POST', url: `${url}/share`, headers: ada.headers });
    const newToken = rotated.body.data.attributes['share-token'];
    expect(newToken).not.toBe(token);
    expect((await t.get(`/api/v6/shared-trip-plans/${token}`)).status).toBe(404);
    expect((await t.get(`/api/v6/shared-trip-plans/${newToken}`)).status).toBe(200);

    expect((await t.request({ method: 'DELETE', url: `${url}/share`, headers: ada.headers })).status).toBe(204);
    expect((await t.get(`/api/v6/shared-trip-plans/${newToken}`)).status).toBe(404);
    expect((await t.get(url, ada.headers)).body.data.attributes['share-token']).toBeNull();
  });

  it('answers 404 to a made-up token', async () => {
    for (const token of ['nope', 'x'.repeat(43)]) {
      const { status, body } = await t.get(`/api/v6/shared-trip-plans/${token}`);
      expect(status).toBe(404);
      expect(body.errors[0].code).toBe('not_found');
    }
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['one place', { places: [DENVER] }, '/data/attributes/places'],
    ['a place without lat', { places: [DENVER, { name: 'Moab', lng: -109.5 }] }, '/data/attributes/places'],
    ['a latitude out of range', { places: [DENVER, { ...MOAB, lat: 91 }] }, '/data/attributes/places'],
    ['the same place twice in a row', { places: [DENVER, DENVER] }, '/data/attributes/places'],
    ['a kind out of place', { places: [{ ...DENVER, kind: 'destination' }, MOAB] }, '/data/attributes/places'],
    ['an empty name', { places: [DENVER, MOAB], name: ' ' }, '/data/attributes/name'],
    ['a long name', { places: [DENVER, MOAB], name: 'x'.repeat(121) }, '/data/attributes/name'],
    ['a bad date', { places: [DENVER, MOAB], 'start-date': '2030-02-30' }, '/data/attributes/start-date'],
    ['a detour of 0', { places: [DENVER, MOAB], 'detour-miles': 0 }, '/data/attributes/detour-miles'],
    ['a detour of 201', { places: [DENVER, MOAB], 'detour-miles': 201 }, '/data/attributes/detour-miles'],
    [
      'the same night twice',
      {
        places: [DENVER, MOAB],
        nights: [
          { night: 1, 'campground-id': '1' },
          { night: 1, 'campground-id': '2' },
        ],
      },
      '/data/attributes/nights',
    ],
    ['night 61', { places: [DENVER, MOAB], nights: [{ night: 61, 'campground-id': '1' }] }, '/data/attributes/nights'],
    ['an unknown attribute', { places: [DENVER, MOAB], owner: 'me' }, '/data/attributes/owner'],
  ];

  it.each(cases)('%s is a 422 at its pointer', async (_what, attributes, pointer) => {
    const ada = await member();
    const response = await createPlan(ada, attributes);
    expect(response.status, response.text).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
    expect(await planCount(ada.id)).toBe(0);
  });

  it('a night at a campground that does not exist is a 422 at that night', async () => {
    const ada = await member();
    const response = await createPlan(ada, {
      places: [DENVER, MOAB],
      nights: [
        { night: 1, 'campground-id': id('Heaton Bay') },
        { night: 2, 'campground-id': '999999' },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe('/data/attributes/nights/1/campground-id');
  });

  it('keeps the trip’s length before any night is chosen; a shorter trip drops the nights past its end', async () => {
    const ada = await member();
    const empty = await createPlan(ada, { places: [DENVER, MOAB], 'start-date': '2030-06-12', 'night-count': 3 });
    expect(empty.status, empty.text).toBe(201);
    expect(empty.body.data.attributes).toMatchObject({ 'night-count': 3, 'end-date': '2030-06-15', nights: [] });

    const plan = (await createPlan(ada, { ...threeNights(), 'night-count': 3 })).body.data;
    const tooLate = await send('PATCH', `/api/v6/trip-plans/${plan.id}`, ada, {
      id: plan.id,
      attributes: { nights: [{ night: 4, 'campground-id': id('Heaton Bay') }] },
    });
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/nights/0/night' },
      detail: 'Night 4 is after the trip’s last night (3).',
    });
    const shorter = await send('PATCH', `/api/v6/trip-plans/${plan.id}`, ada, {
      id: plan.id,
      attributes: { 'night-count': 2 },
    });
    expect(shorter.status, shorter.text).toBe(200);
    expect(shorter.body.data.attributes['night-count']).toBe(2);
    expect(shorter.body.data.attributes.nights.map((n: { night: number }) => n.night)).toEqual([1, 2]);
    for (const bad of [0, 61, 2.5]) {
      const refused = await send('PATCH', `/api/v6/trip-plans/${plan.id}`, ada, {
        id: plan.id,
        attributes: { 'night-count': bad },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].detail).toBe('Night count must be a whole number from 1 to 60, or null.');
    }
  });

  it('PATCH checks the same; a path id that is not a uuid names no plan (404)', async () => {
    const ada = await member();
    const plan = (await createPlan(ada, threeNights())).body.data;
    const bad = await send('PATCH', `/api/v6/trip-plans/${plan.id}`, ada, { attributes: { 'detour-miles': 1.5 } });
    expect(bad.status).toBe(422);
    const wrongId = await send('PATCH', `/api/v6/trip-plans/${plan.id}`, ada, {
      id: '00000000-0000-4000-8000-000000000000',
      attributes: {},
    });
    expect(wrongId.status).toBe(400);
    expect((await t.get('/api/v6/trip-plans/42', ada.headers)).status).toBe(404);
  });
});

describe('POST /trip-routes', () => {
  const routeRequest = (app: TestApp, places: unknown) =>
    app.request({
      method: 'POST',
      url: '/api/v6/trip-routes',
      headers: JSON_API,
      payload: JSON.stringify({ data: { type: 'trip-routes', attributes: { places } } }),
    });

  it('routes anyone, signed in or not, labelled great-circle without a router', async () => {
    const response = await routeRequest(t, [DENVER, MOAB]);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.type).toBe('trip-routes');
    expect(response.body.data.attributes.route).toMatchObject({
      source: 'great-circle',
      'leg-segments': [[0, expect.any(Number)]],
    });
    expect((await routeRequest(t, [DENVER])).status).toBe(422);
  });

  it('limits routes per client address with a 429 and Retry-After; other addresses still route', async () => {
    const from = (ip: string) =>
      t.request({
        method: 'POST',
        url: '/api/v6/trip-routes',
        headers: { ...JSON_API, 'x-forwarded-for': ip },
        payload: JSON.stringify({ data: { type: 'trip-routes', attributes: { places: [DENVER, MOAB] } } }),
      });
    for (let i = 0; i < ROUTES_PER_ADDRESS.limit; i += 1) {
      expect((await from('198.51.100.77')).status).toBe(200);
    }
    const refused = await from('198.51.100.77');
    expect(refused.status).toBe(429);
    expect(refused.type).toContain('application/vnd.api+json');
    expect(refused.body.errors[0]).toMatchObject({
      status: '429',
      code: 'rate_limited',
      detail: TRIP_ROUTE_MESSAGES.tooMany,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ROUTES_PER_ADDRESS.windowSeconds);
    expect((await from('198.51.100.78')).status).toBe(200);
  });

  describe('with ROUTING_URL', () => {
    let server: Server;
    let routed: TestApp;
    let code = 'Ok';

    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.writeHead(code === 'Ok' ? 200 : 400, { 'content-type': 'application/json' });
        const coordinates = [
          [DENVER.lng, DENVER.lat],
          [-106.3, 39.6],
          [MOAB.lng, MOAB.lat],
        ];
        response.end(
          JSON.stringify(
            code === 'Ok'
              ? {
                  code,
                  routes: [{ distance: 571_000, geometry: { coordinates }, legs: [{ distance: 571_000 }] }],
                  waypoints: [{ location: coordinates[0] }, { location: coordinates[2] }],
                }
              : { code, message: 'Impossible route between points' },
          ),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      routed = await createTestApp({ config: { routingUrl: `http://127.0.0.1:${port}` } });
    });

    afterAll(async () => {
      await routed?.close();
      await new Promise((resolve) => server.close(resolve));
    });

    it('answers the road route, labelled osrm', async () => {
      code = 'Ok';
      const response = await routeRequest(routed, [DENVER, MOAB]);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.attributes.route).toMatchObject({ source: 'osrm', meters: 571_000 });
    });

    it('is a 422 no-route when the router finds none', async () => {
      code = 'NoRoute';
      const response = await routeRequest(routed, [DENVER, MOAB]);
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({
        code: 'no-route',
        source: { pointer: '/data/attributes/places' },
      });
    });
  });
});
