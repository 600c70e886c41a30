// Where the search map opens (ADR 0028): the URL's location filter, else the visitor's location
// (the device's, when the browser already allows it, else GeoIP's when it found one) at the
// spec's zoom 10, else the contiguous US: the spec's default location (White Rock, KS) at zoom 10
// is rural Kansas with a couple of campgrounds, which tells a visitor nothing.
import type { SearchFilters } from './build-filters';
import { areaFilter } from './place-area';

export type LngLatBounds = [west: number, south: number, east: number, north: number];

/** The contiguous US, from Cape Flattery to West Quoddy Head and the Florida Keys to Lake of the Woods. */
export const CONTIGUOUS_US_BOUNDS: LngLatBounds = [-124.8, 24.5, -66.9, 49.4];

/** A view around the visitor's location that holds no campground steps out, down to this zoom. */
export const MIN_WIDENING_ZOOM = 5;

export type InitialLocation =
  | { kind: 'bounds'; bounds: LngLatBounds; source: 'filters' | 'country' }
  | { kind: 'center'; center: [lng: number, lat: number]; source: 'filters' | 'device' | 'geoip' };

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

/** True when the URL names no box, point, place or state: the page opens on the visitor. */
export function opensOnVisitor(filters: SearchFilters): boolean {
  return !hasLocationInFilters(filters) && areaFilter(filters) === null;
}

/**
 * GET /api/edge/geoip's answer when it placed the visitor: it answers the spec's default location
 * with `userLocationFound: false` when it could not, which is no place to open the map on.
 */
export function foundUserLocation(geoip: unknown): UserLocation | null {
  if (!isUserLocation(geoip) || (geoip as { userLocationFound?: unknown }).userLocationFound !== true) return null;
  return { lat: geoip.lat, long: geoip.long };
}

/** The first view: `device` is the browser's position (only asked for when already allowed). */
export function chooseInitialLocation(
  filters: SearchFilters,
  geoip: unknown,
  device: UserLocation | null = null,
): InitialLocation {
  const bbox = parseBbox(filters.bbox);
  if (bbox) return { kind: 'bounds', bounds: bbox, source: 'filters' };
  const around = parseAround(filters.around);
  if (around) return { kind: 'center', center: around, source: 'filters' };
  if (device) return { kind: 'center', center: [device.long, device.lat], source: 'device' };
  const found = foundUserLocation(geoip);
  if (found) return { kind: 'center', center: [found.long, found.lat], source: 'geoip' };
  return { kind: 'bounds', bounds: CONTIGUOUS_US_BOUNDS, source: 'country' };
}

/** True when the first view is around the visitor's own location (device or GeoIP). */
export function opensAroundVisitor(
  location: InitialLocation | null,
): location is Extract<InitialLocation, { kind: 'center' }> {
  return location?.kind === 'center' && location.source !== 'filters';
}

/**
 * The zoom to step out to when the page's view around the visitor holds no campground (`total`
 * 0), or null: the count is not known yet, there are campgrounds, or the view is wide enough.
 */
export function widenedZoom(zoom: number, total: number | null): number | null {
  if (total !== 0 || zoom <= MIN_WIDENING_ZOOM) return null;
  return Math.max(MIN_WIDENING_ZOOM, Math.floor(zoom) - 1);
}
