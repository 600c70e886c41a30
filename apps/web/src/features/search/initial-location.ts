// Where the search map opens: the URL's location filter, else the user's (GeoIP) location,
// else the default location (the centre of the US).
import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import type { SearchFilters } from './build-filters';

export type LngLatBounds = [west: number, south: number, east: number, north: number];

export type InitialLocation =
  | { kind: 'bounds'; bounds: LngLatBounds; source: 'filters' }
  | { kind: 'center'; center: [lng: number, lat: number]; source: 'filters' | 'geoip' | 'default' };

export interface UserLocation {
  lat: number;
  long: number;
}

function numbers(value: unknown, min: number, max: number): number[] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',').map((part) => Number(part.trim()));
  if (parts.length < min || parts.length > max || parts.some((part) => !Number.isFinite(part))) return null;
  return parts;
}

function validLngLat(lng: number, lat: number): boolean {
  return lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;
}

/** "w,s,e,n" as numbers, or null when it is not a valid box. */
export function parseBbox(value: unknown): LngLatBounds | null {
  const parts = numbers(value, 4, 4);
  if (!parts) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (!validLngLat(west, south) || !validLngLat(east, north) || west > east || south > north) return null;
  return [west, south, east, north];
}

/** "lng,lat[,km]" as a point, or null. */
export function parseAround(value: unknown): [number, number] | null {
  const parts = numbers(value, 2, 3);
  if (!parts) return null;
  const [lng, lat] = parts as [number, number];
  return validLngLat(lng, lat) ? [lng, lat] : null;
}

export function isUserLocation(value: unknown): value is UserLocation {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, long } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof long === 'number' && validLngLat(long, lat);
}

/** True when the URL's filters already say where to look (no GeoIP call needed). */
export function hasLocationInFilters(filters: SearchFilters): boolean {
  return parseBbox(filters.bbox) !== null || parseAround(filters.around) !== null;
}

export function chooseInitialLocation(filters: SearchFilters, geoip: unknown): InitialLocation {
  const bbox = parseBbox(filters.bbox);
  if (bbox) return { kind: 'bounds', bounds: bbox, source: 'filters' };
  const around = parseAround(filters.around);
  if (around) return { kind: 'center', center: around, source: 'filters' };
  if (isUserLocation(geoip)) return { kind: 'center', center: [geoip.long, geoip.lat], source: 'geoip' };
  return { kind: 'center', center: [DEFAULT_USER_LOCATION.long, DEFAULT_USER_LOCATION.lat], source: 'default' };
}
