import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
    expect(response.body).toEqual(expected);
    expect(DEFAULT_USER_LOCATION).toEqual(expected);
  });

  it('answers the default for private addresses forwarded by the trusted proxy', async () => {
    for (const ip of ['10.1.2.3', '192.168.0.7', '172.20.0.1', 'fd00::1', '::1']) {
      const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': ip });
      expect(response.body, ip).toEqual(expected);
    }
  });

  it('answers the default for a public address while no GeoIP database is installed', async () => {
    const response = await t.get('/api/edge/geoip', { 'x-forwarded-for': '8.8.8.8' });
    expect(response.body).toEqual(expected);
  });
});
