// Searches limited to one place: filters.near (campgrounds within NEAR_RADIUS_KM of a city or
// park) and filters.admin_area (inside a park or forest), both holding the place's public id
// ("city:1840020232", "park:arch"), and filters.region (a state). Where the map goes for them.
// Pure module.
import { NEAR_RADIUS_KM, PARK_FALLBACK_RADIUS_KM } from '@campwise/domain';
import type { Suggestion } from './autocomplete';
import type { SearchFilters } from './build-filters';
import type { LngLatBounds } from './initial-location';

export const PLACE_FILTER_KEYS = ['admin_area', 'near'] as const;
export type PlaceFilterKey = (typeof PLACE_FILTER_KEYS)[number];

export interface PlaceFilter {
  key: PlaceFilterKey;
  id: string;
}

/** What the map needs of a place (the places API's point and bbox). */
export interface PlaceArea {
  latitude: number;
  longitude: number;
  /** [west, south, east, north] */
  bbox: readonly [number, number, number, number] | null;
  nearRadiusKm?: number | null;
}

const PLACE_ID = /^[a-z]+:[^\s:]+$/;

/** The place the filters limit the search to, if any (admin_area before near). */
export function placeFilter(filters: SearchFilters): PlaceFilter | null {
  for (const key of PLACE_FILTER_KEYS) {
    const value = filters[key];
    if (typeof value === 'string' && PLACE_ID.test(value)) return { key, id: value };
  }
  return null;
}

/**
 * The location filter a chosen city, state or point becomes: a city by its place id (near, the
 * same 50 km as a point's default radius) so that a reload can name it; a state by its region;
 * anything else (a park the places API does not know) by its point. Null without any.
 */
export function suggestionLocation(
  suggestion: Pick<Suggestion, 'id' | 'placeType' | 'region' | 'coordinates'>,
): SearchFilters | null {
  if (suggestion.placeType === 'state' && suggestion.region) return { region: suggestion.region };
  if (suggestion.placeType === 'city' && PLACE_ID.test(suggestion.id)) return { near: suggestion.id };
  const [lng, lat] = suggestion.coordinates ?? [];
  return lng !== undefined && lat !== undefined ? { around: `${lng},${lat}` } : null;
}

/** A state (filters.region: slug or USPS code) or a place the search is limited to. */
export type AreaFilter = PlaceFilter | { key: 'region'; region: string };

/** The area the filters name, if any: a place first, else a state. */
export function areaFilter(filters: SearchFilters): AreaFilter | null {
  const place = placeFilter(filters);
  if (place) return place;
  return typeof filters.region === 'string' && filters.region !== '' ? { key: 'region', region: filters.region } : null;
}

/** Without a bbox from the data, a state is shown this far round its point. */
const STATE_FALLBACK_RADIUS_KM = 250;

const KM_PER_DEGREE = 111.32;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The box around a circle (close enough at campground latitudes). */
export function circleBounds(lng: number, lat: number, radiusKm: number): LngLatBounds {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return [clamp(lng - dLng, 180), clamp(lat - dLat, 90), clamp(lng + dLng, 180), clamp(lat + dLat, 90)];
}

/** A place's outline as GeoJSON (the places API's /outline). */
export interface AreaOutline {
  geometry:
    | { type: 'Polygon'; coordinates: readonly (readonly (readonly number[])[])[] }
    | { type: 'MultiPolygon'; coordinates: readonly (readonly (readonly (readonly number[])[])[])[] };
}

/** The box round an outline's outer rings, or null when it has no point. */
export function outlineBounds({ geometry }: AreaOutline): LngLatBounds | null {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng = NaN, lat = NaN] of polygons.flatMap((rings) => rings[0] ?? [])) {
    west = Math.min(west, lng);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    north = Math.max(north, lat);
  }
  return west <= east && south <= north ? [west, south, east, north] : null;
}

/**
 * The map view that shows the whole searched area: for near, the NEAR_RADIUS_KM circle round
 * the place's point (that is what the API searches, whatever the place's own size); for an
 * admin area, its bbox, else its outline's (parks have no bbox of their own), else the
 * PARK_FALLBACK_RADIUS_KM circle the API falls back to;
 * for a state, its bbox.
 */
export function placeBounds(place: PlaceArea, key: AreaFilter['key'], outline?: AreaOutline | null): LngLatBounds {
  if (key === 'near') return circleBounds(place.longitude, place.latitude, place.nearRadiusKm ?? NEAR_RADIUS_KM);
  if (place.bbox) return [...place.bbox];
  const outlined = outline ? outlineBounds(outline) : null;
  if (outlined) return outlined;
  const radiusKm = key === 'region' ? STATE_FALLBACK_RADIUS_KM : PARK_FALLBACK_RADIUS_KM;
  return circleBounds(place.longitude, place.latitude, radiusKm);
}
