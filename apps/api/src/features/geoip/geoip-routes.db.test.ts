import { Writable } from 'node:stream';
import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../app.ts';
import { buildCheckedApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { fromDbIpCity } from './dbip-city.ts';
import { noGeoIpLookup } from './geoip-lookup.ts';
import { createMmdbGeoIpLookup } from './mmdb-geoip-lookup.ts';

// The app's default adapter: DB-IP City Lite, shared by every app in the process.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const expected = {
  lat: 39.8283,
  long: -98.5795,
  country: 'US',
  city: 'White Rock',
  region: 'ks',
  userLocationFound: false,
};

describe('GET /api/edge/geoip', () => {
  it('answers the centre of the US for a loopback caller', async () => {
    const response = await t.get('/api/edge/geoip');
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual(expected);
    expect(DEFAULT_USER_LOCATION).toEqual(expected);
  });

  it('answers the default for private addresses forwarded by the trusted proxy', async () => {
    for (const ip of ['10.1.2.3', '192.168.0.7', '172.20.0.1', 'fd00::1', '::1']) {
      const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': ip });
      expect(response.body, ip).toEqual(expected);
    }
  });

  it('locates a public US address forwarded by the trusted proxy', async () => {
    const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': '18.7.22.69' }); // MIT
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ country: 'US', region: 'ma', userLocationFound: true });
    expect(response.body.lat).toBeCloseTo(42.36, 0);
    expect(response.body.long).toBeCloseTo(-71.09, 0);
    expect(typeof response.body.city).toBe('string');
  });

  it('uses the client, the first address of a forwarded chain', async () => {
    const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': '171.64.0.1, 127.0.0.1' });
    expect(response.body).toMatchObject({ country: 'US', region: 'ca', userLocationFound: true });
  });

  it('locates a public IPv6 address', async () => {
    const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': '2607:f6d0::1' }); // Stanford
    expect(response.body).toMatchObject({ country: 'US', region: 'ca', userLocationFound: true });
  });

  it('answers the default location with the real country outside the US', async () => {
    const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': '81.2.69.142' });
    expect(response.body).toEqual({ ...expected, country: 'GB' });
  });

  it('answers the default for a garbage forwarded address', async () => {
    const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': 'not-an-address' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expected);
  });
});

// Another app on the same test database (the route never touches it): cheaper than a new one.
async function geoIpOf(options: Omit<AppOptions, 'db'>, ips: string[]) {
  const app = await buildCheckedApp({ db: t.database.db, ...options });
  try {
    const responses = [];
    for (const ip of ips) {
      const response = await app.inject({ method: 'GET', url: '/api/edge/geoip', headers: { 'x-forwarded-for': ip } });
      responses.push({ status: response.statusCode, body: response.json() as unknown });
    }
    return responses;
  } finally {
    await app.close();
  }
}

describe('GET /api/edge/geoip without a usable database', () => {
  it('answers the default for a public address with GEOIP_DATABASE=none', async () => {
    expect(await geoIpOf({ geoIp: noGeoIpLookup }, ['18.7.22.69'])).toEqual([{ status: 200, body: expected }]);
  });

  it('answers the default, never a 500, and logs a missing database once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const geoIp = createMmdbGeoIpLookup({ ipv4: '/nonexistent/v4.mmdb', ipv6: '/nonexistent/v6.mmdb' }, fromDbIpCity);
    const ips = ['18.7.22.69', '171.64.0.1', '8.8.8.8'];
    const responses = await geoIpOf({ geoIp, logger: { level: 'error', stream } }, ips);
    expect(responses).toEqual(ips.map(() => ({ status: 200, body: expected })));
    const failures = lines.filter((line) => line.includes('geoip lookup failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/nonexistent/v4.mmdb');
  });
});
