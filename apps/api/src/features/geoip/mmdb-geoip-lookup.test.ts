import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DBIP_CITY_FILES, fromDbIpCity } from './dbip-city.ts';
import { GeoIpDatabaseError, createMmdbGeoIpLookup } from './mmdb-geoip-lookup.ts';

describe('createMmdbGeoIpLookup', () => {
  it('reports a missing file once, then answers null without reading it again', () => {
    const geoIp = createMmdbGeoIpLookup(
      { ipv4: '/nonexistent/city.mmdb', ipv6: '/nonexistent/city.mmdb' },
      fromDbIpCity,
    );
    expect(() => geoIp.lookup('8.8.8.8')).toThrow(GeoIpDatabaseError);
    expect(geoIp.lookup('8.8.8.8')).toBeNull();
    expect(geoIp.lookup('1.1.1.1')).toBeNull();
    expect(geoIp.loadedFiles()).toEqual([]);
  });

  it('reports a corrupt file once', () => {
    const reads: string[] = [];
    const readFile = (file: string) => (reads.push(file), Buffer.from('not a MaxMind database'.repeat(100)));
    const geoIp = createMmdbGeoIpLookup({ ipv4: 'v4.mmdb', ipv6: 'v6.mmdb' }, fromDbIpCity, readFile);
    expect(() => geoIp.lookup('8.8.8.8')).toThrow(/v4\.mmdb is missing or unreadable/);
    expect(geoIp.lookup('8.8.4.4')).toBeNull();
    expect(reads).toEqual(['v4.mmdb']);
  });

  it('keeps IPv4 working when only the IPv6 file is broken', () => {
    const geoIp = createMmdbGeoIpLookup({ ipv4: DBIP_CITY_FILES.ipv4, ipv6: '/nonexistent/v6.mmdb' }, fromDbIpCity);
    expect(() => geoIp.lookup('2607:f6d0::1')).toThrow(GeoIpDatabaseError);
    expect(geoIp.lookup('2607:f6d0::1')).toBeNull();
    expect(geoIp.lookup('18.7.22.69')?.country).toBe('US');
  });

  it('never walks an IPv4-only tree with an IPv6 address', () => {
    const reads: string[] = [];
    const readFile = (file: string) => (reads.push(file), readFileSync(file));
    const file = DBIP_CITY_FILES.ipv4;
    const geoIp = createMmdbGeoIpLookup({ ipv4: file, ipv6: file }, fromDbIpCity, readFile);
    expect(geoIp.lookup('2607:f6d0::1')).toBeNull();
    expect(geoIp.lookup('18.7.22.69')?.country).toBe('US');
    expect(reads).toEqual([file]);
  });
});
