// The OSRM adapter against a real local HTTP server answering OSRM's route service shape: the
// request it makes, the route it reads, "no route" as the member's error, and anything else as
// the router being unavailable, where the great-circle route stands in.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withFallback } from './create-router.ts';
import { greatCircleRouter } from './great-circle-router.ts';
import { osrmRouter } from './osrm-router.ts';
import { NoRouteError, RouterUnavailableError } from './router.ts';
import { DENVER, GLENWOOD_SPRINGS, MOAB } from './trip-test-fixtures.ts';

let server: Server;
let baseUrl: string;
let requests: string[] = [];
let answer: (response: ServerResponse) => void;

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

// A road Denver → Glenwood Springs → Moab as OSRM draws it: snapped waypoints on the geometry.
const GEOMETRY = [
  [-104.99, 39.7392],
  [-105.6, 39.7],
  [-106.3, 39.6],
  [-107.3248, 39.5505],
  [-108.5, 39.1],
  [-109.2, 38.9],
  [-109.5498, 38.5733],
];
const OK = {
  code: 'Ok',
  routes: [
    {
      distance: 556_400.2,
      duration: 20_000,
      geometry: { type: 'LineString', coordinates: GEOMETRY },
      legs: [{ distance: 254_000.1 }, { distance: 302_400.1 }],
    },
  ],
  waypoints: [{ location: GEOMETRY[0] }, { location: GEOMETRY[3] }, { location: GEOMETRY[6] }],
};

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '');
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = json(200, OK);
});

const places = [DENVER, GLENWOOD_SPRINGS, MOAB];

describe('osrmRouter', () => {
  it('asks the route service for the places in order and reads the road route', async () => {
    const trip = await osrmRouter(baseUrl).route(places);
    expect(requests).toEqual([
      '/route/v1/driving/-104.990300,39.739200;-107.324800,39.550500;-109.549800,38.573300?overview=full&geometries=geojson&steps=false',
    ]);
    expect(trip).toEqual({
      source: 'osrm',
      coordinates: GEOMETRY,
      meters: 556_400.2,
      legMeters: [254_000.1, 302_400.1],
      legEnds: [3, 6],
    });
  });

  it('treats NoRoute and NoSegment as the member’s problem', async () => {
    for (const code of ['NoRoute', 'NoSegment']) {
      answer = json(400, { code, message: 'Impossible route between points' });
      await expect(osrmRouter(baseUrl).route(places)).rejects.toBeInstanceOf(NoRouteError);
    }
  });

  it('treats a server error, a strange answer or a dead server as unavailable', async () => {
    answer = json(500, { code: 'InternalError' });
    await expect(osrmRouter(baseUrl).route(places)).rejects.toBeInstanceOf(RouterUnavailableError);
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>busy</html>');
    };
    await expect(osrmRouter(baseUrl).route(places)).rejects.toBeInstanceOf(RouterUnavailableError);
    answer = json(200, { code: 'Ok', routes: [] });
    await expect(osrmRouter(baseUrl).route(places)).rejects.toBeInstanceOf(RouterUnavailableError);
    await expect(osrmRouter('http://127.0.0.1:1').route(places)).rejects.toBeInstanceOf(RouterUnavailableError);
  });
});

describe('withFallback', () => {
  const log = {
    warnings: [] as unknown[],
    warn(...args: unknown[]) {
      this.warnings.push(args);
    },
  };

  it('answers with the road route while the router works', async () => {
    const trip = await withFallback(osrmRouter(baseUrl), greatCircleRouter, log).route(places);
    expect(trip.source).toBe('osrm');
  });

  it('stands in a great-circle route, labelled as such, when the router is down', async () => {
    answer = json(503, { code: 'Busy' });
    const trip = await withFallback(osrmRouter(baseUrl), greatCircleRouter, log).route(places);
    expect(trip.source).toBe('great-circle');
    expect(log.warnings).toHaveLength(1);
  });

  it('passes "no route" on instead of inventing one', async () => {
    answer = json(400, { code: 'NoRoute' });
    await expect(withFallback(osrmRouter(baseUrl), greatCircleRouter, log).route(places)).rejects.toBeInstanceOf(
      NoRouteError,
    );
  });
});
