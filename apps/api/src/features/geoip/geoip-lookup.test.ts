import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { isNonPublicIp, locateUser, noGeoIpLookup, type GeoIpLookup } from './geoip-lookup.ts';

const denver: GeoIpLookup = {
  lookup: (ip) =>
    ip === '8.8.8.8' ? { lat: 39.74, long: -104.99, country: 'US', city: 'Denver', region: 'co' } : null,
};

describe('isNonPublicIp', () => {
  it('knows loopback, private, link-local, CGNAT and unspecified addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '::ffff:127.0.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.20',
      '::ffff:192.168.1.20',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '',
      'not-an-ip',
      undefined,
    ]) {
      expect(isNonPublicIp(ip), String(ip)).toBe(true);
    }
  });

  it('knows public addresses', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '::ffff:8.8.8.8', '2001:4860:4860::8888']) {
      expect(isNonPublicIp(ip), ip).toBe(false);
    }
  });
});

describe('locateUser', () => {
  it('answers the default location when nothing is known', () => {
    expect(locateUser('8.8.8.8', noGeoIpLookup)).toEqual(DEFAULT_USER_LOCATION);
    expect(locateUser('1.2.3.4', denver)).toEqual(DEFAULT_USER_LOCATION);
    expect(locateUser(undefined, denver)).toEqual(DEFAULT_USER_LOCATION);
  });

  it('never looks up a private address', () => {
    const asked: string[] = [];
    locateUser('192.168.0.2', { lookup: (ip) => (asked.push(ip), null) });
    expect(asked).toEqual([]);
  });

  it('answers the default location with the real country outside the US', () => {
    const london: GeoIpLookup = {
      lookup: () => ({ lat: 51.51, long: -0.09, country: 'GB', city: 'London', region: '' }),
    };
    expect(locateUser('81.2.69.142', london)).toEqual({ ...DEFAULT_USER_LOCATION, country: 'GB' });
  });

  it('answers what the lookup found', () => {
    expect(locateUser('8.8.8.8', denver)).toEqual({
      lat: 39.74,
      long: -104.99,
      country: 'US',
      city: 'Denver',
      region: 'co',
      userLocationFound: true,
    });
  });
});
