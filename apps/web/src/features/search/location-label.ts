// What the search box says the search covers, derived from the filters alone so that a reload
// (the filters are in the URL) reads the same: the place or state they name, or 'Map area' once
// the map's view has become the area. Pure module.
import type { SearchFilters } from './build-filters';
import { parseAround, parseBbox } from './initial-location';
import { areaFilter, type AreaFilter } from './place-area';

export const MAP_AREA_LABEL = 'Map area';
/** A state's key: its region filter (slug or code) after this prefix; a place's key is its id. */
export const REGION_KEY_PREFIX = 'region:';

export type LocationSource =
  /** A place or state: its name comes from the places API (or the suggestion just chosen). */
  | { kind: 'area'; key: string; area: AreaFilter }
  /** A point (a suggestion the places API does not know): only the chosen suggestion names it. */
  | { kind: 'point'; key: string }
  | { kind: 'map-area' }
  | { kind: 'none' };

/** The filter that decides the search area, in the order the box names it: a place, a point, the map. */
export function locationSource(filters: SearchFilters): LocationSource {
  const area = areaFilter(filters);
  if (area) return { kind: 'area', key: area.key === 'region' ? `${REGION_KEY_PREFIX}${area.region}` : area.id, area };
  if (parseAround(filters.around)) return { kind: 'point', key: `around:${String(filters.around)}` };
  if (parseBbox(filters.bbox)) return { kind: 'map-area' };
  return { kind: 'none' };
}

/** The key a label is remembered under for these (location) filters, or null when it needs none. */
export function locationKey(filters: SearchFilters): string | null {
  const source = locationSource(filters);
  return source.kind === 'area' || source.kind === 'point' ? source.key : null;
}
