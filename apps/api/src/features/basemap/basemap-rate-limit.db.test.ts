// Map pictures drawn and tiles cut per client address (docs/api-basemap.md, "Limits"): under the
// limit the answers are the usual ones; past it a JSON:API 429 with Retry-After, for that address
// only and only for new work: a picture or tile already in the process's cache (whoever caused
// it) and a 304 are served as ever, so people sharing one address keep their map. The address is
// the browser's as the web server forwards it (X-Forwarded-For from loopback), never the web
// server's own, and a direct caller cannot pick one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAppConfig } from '../../app-config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { BASEMAP_RATE_LIMIT_MESSAGES } from './basemap-rate-limit.ts';

const PICTURES = 3;
const TILES = 5;

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  // A clock that stands still: every request falls in one window and Retry-After is exact.
  clock = createTestClock();
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    config: { basemapPicturesPerAddressPerMinute: PICTURES, basemapTilesPerAddressPerMinute: TILES },
  });
});
afterAll(async () => {
  await t?.close();
});

// The app's picture and tile caches live as long as the file's app: every test asks for places
// no earlier test has, so what it asks for is new work unless it means otherwise.
let pictureCount = 0;
/** Pictures of points 0.05° (about 4 km, 18 pixels at zoom 8) apart along Utah's 38.6° N. */
function newPictures(count: number): string[] {
  return Array.from({ length: count }, () => {
    pictureCount += 1;
    const lon = (-109.5 + pictureCount * 0.05).toFixed(4);
    return `/api/basemap/picture.svg?lat=38.6&lon=${lon}&zoom=8&width=160&height=120`;
  });
}

let tileCount = 0;
/** Neighbouring zoom-10 tiles along the row through Moab (10/200/392). */
function newTiles(count: number): string[] {
  return Array.from({ length: count }, () => {
    tileCount += 1;
    return `/api/basemap/tiles/10/${199 + tileCount}/392.pbf`;
  });
}

let address = 0;
/** A browser behind the web server: the API's socket peer is loopback, the browser in X-Forwarded-For. */
function viaWebServer(headers: Record<string, string> = {}) {
  address += 1;
  return { ...headers, 'x-forwarded-for': `198.51.100.${address}` };
}

const get = (url: string, headers: Record<string, string>, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

type Answer = Awaited<ReturnType<typeof get>>;

function expectLimited(response: Answer, detail: string) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe('60');
  expect(response.headers['content-type']).toContain('application/vnd.api+json');
  expect(JSON.parse(response.body).errors[0]).toMatchObject({ status: '429', code: 'rate_limited', detail });
  // Not a map answer: nothing may keep it a day or revalidate it.
  expect(response.headers.etag).toBeUndefined();
  expect(response.headers['cache-control'] ?? '').not.toContain('max-age=86400');
}

async function expectServed(url: string, headers: Record<string, string>, remoteAddress?: string) {
  const response = await get(url, headers, remoteAddress);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control']).toContain('max-age=86400');
  expect(response.headers['retry-after']).toBeUndefined();
  return response;
}

const KINDS = [
  {
    work: 'map pictures drawn',
    limit: PICTURES,
    fresh: newPictures,
    mediaType: 'image/svg+xml; charset=utf-8',
    invalid: '/api/basemap/picture.svg?lat=99&lon=0&zoom=8&width=160&height=120',
    message: BASEMAP_RATE_LIMIT_MESSAGES.pictures,
  },
  {
    work: 'map tiles cut',
    limit: TILES,
    fresh: newTiles,
    mediaType: 'application/vnd.mapbox-vector-tile',
    invalid: '/api/basemap/tiles/3/8/1.pbf',
    message: BASEMAP_RATE_LIMIT_MESSAGES.tiles,
  },
];

describe.each(KINDS)('$work per address', ({ limit, fresh, mediaType, invalid, message }) => {
  it(`makes ${limit} new ones a minute for one address, then answers 429 with Retry-After`, async () => {
    const browser = viaWebServer();
    for (const url of fresh(limit)) {
      expect((await expectServed(url, browser)).headers['content-type']).toBe(mediaType);
    }

    const [refused] = fresh(1);
    expectLimited(await get(refused!, browser), message);
    // Another browser behind the same web server is not affected; the first is again a minute on.
    await expectServed(refused!, viaWebServer());
    clock.advance(60);
    await expectServed(fresh(1)[0]!, browser);
  });

  it('still serves a limited address what is already made, for it or anyone, 304s and its 400s', async () => {
    const browser = viaWebServer();
    const own = fresh(limit);
    for (const url of own) await expectServed(url, browser);
    const [madeForAnother, notMade] = fresh(2);
    const another = await expectServed(madeForAnother!, viaWebServer());
    expectLimited(await get(notMade!, browser), message);

    await expectServed(own[0]!, browser);
    const shared = await expectServed(madeForAnother!, browser);
    expect(shared.rawPayload.equals(another.rawPayload)).toBe(true);
    // A copy the browser still has is current whatever it shows: 304, nothing made.
    const revalidated = { ...browser, 'if-none-match': String(another.headers.etag) };
    const notModified = await get(notMade!, revalidated);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(another.headers.etag);
    // A tile off the grid or a point off the map is the caller's mistake, never work.
    expect((await get(invalid, browser)).statusCode).toBe(400);
    expectLimited(await get(notMade!, browser), message);
  });
});

describe('what counts against whom', () => {
  it('counts a direct caller by its own address, whatever X-Forwarded-For it sends', async () => {
    const direct = '203.0.113.7';
    for (const [i, url] of newTiles(TILES).entries()) {
      await expectServed(url, { 'x-forwarded-for': `192.0.2.${i + 1}` }, direct);
    }
    expectLimited(
      await get(newTiles(1)[0]!, { 'x-forwarded-for': '192.0.2.99' }, direct),
      BASEMAP_RATE_LIMIT_MESSAGES.tiles,
    );
  });

  it("counts tiles and pictures apart: one address's tiles leave its pictures alone", async () => {
    const browser = viaWebServer();
    for (const url of newTiles(TILES)) await expectServed(url, browser);
    expect((await get(newTiles(1)[0]!, browser)).statusCode).toBe(429);
    await expectServed(newPictures(1)[0]!, browser);
  });
});

describe('the limits a deployment gets', () => {
  it('are 240 pictures drawn and 1,200 tiles cut a minute per address unless configured', () => {
    const config = resolveAppConfig();
    expect(config.basemapPicturesPerAddressPerMinute).toBe(240);
    expect(config.basemapTilesPerAddressPerMinute).toBe(1200);
  });
});
