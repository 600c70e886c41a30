// Where a request comes from, by IP. Adapters: DB-IP City Lite (dbip-city.ts, the default) and
// "none" (noGeoIpLookup, GEOIP_DATABASE=none). Another MaxMind-format database (GeoLite2 City)
// plugs in through createMmdbGeoIpLookup with its own record mapper; see docs/decisions/0006-geoip.md.
import { isIP } from 'node:net';
import { DEFAULT_USER_LOCATION } from '@campwise/domain';

export interface GeoLocation {
  lat: number;
  long: number;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  country: string;
  city: string;
  /** Lower-case region code, e.g. "ks". */
  region: string;
}

export interface UserLocation extends GeoLocation {
  userLocationFound: boolean;
}

export interface GeoIpLookup {
  /**
   * null: unknown address. May throw when the database is unusable (the route logs it and
   * answers the default location).
   */
  lookup(ip: string): GeoLocation | null;
}

/** Knows no address: every caller gets the default location. */
export const noGeoIpLookup: GeoIpLookup = { lookup: () => null };

function ipv4Octets(ip: string): number[] | null {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(mapped) !== 4) return null;
  return mapped.split('.').map(Number);
}

/** Loopback, private, link-local, CGNAT, unspecified or not an address at all: no location can be known. */
export function isNonPublicIp(ip: string | undefined): boolean {
  if (!ip) return true;
  const v4 = ipv4Octets(ip);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (isIP(ip) !== 6) return true;
  const lower = ip.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) || // unique local fc00::/7
    /^fe[89ab]/.test(lower) || // link-local fe80::/10
    lower.startsWith('ff') // multicast
  );
}

/**
 * The caller's location. The product covers the US only, so an address located outside the US
 * (territories included: they have their own country codes) gets the default location with its
 * real country and userLocationFound false: the map opens on the US, and the client can still
 * tell a foreign visitor from an unknown one.
 */
export function locateUser(ip: string | undefined, geoIp: GeoIpLookup): UserLocation {
  const found = ip && !isNonPublicIp(ip) ? geoIp.lookup(ip) : null;
  if (!found) return { ...DEFAULT_USER_LOCATION };
  if (found.country !== 'US') return { ...DEFAULT_USER_LOCATION, country: found.country };
  return { ...found, userLocationFound: true };
}
