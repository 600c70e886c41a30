// Search filters as the page keeps them (the `filters` query parameter's JSON object) and as the
// API wants them (`filter[...]` strings). Pure functions, shared by the page and its tests.
import { hasLocationFilter, LOCATION_FILTER_KEYS, ORIGIN_FILTER_KEY } from '@campwise/domain';
import {
  type AvailabilityFilter,
  availabilityFilter,
  stayDatesFromAvailability,
  type StayDates,
} from '@/features/sites/stay-dates';

export type FilterValue = string | number | boolean | string[] | AvailabilityFilter | null | undefined;
export type SearchFilters = Record<string, FilterValue>;
/** The API's filters: `filter[key]=value`, or `filter[key][member]=value` for the availability filter. */
export type ApiFilters = Record<string, string | Record<string, string>>;

/**
 * Spec section 5: "The availability filter carries start_date and end_date": the stay the search
 * is for, `filter[availability][start_date]` and `[end_date]` on the API.
 */
export const AVAILABILITY_FILTER_KEY = 'availability';

/**
 * Location keys the API understands besides the attribute filters it lists. The location filters
 * and their precedence over the user's location live in @campwise/domain, shared with the API.
 */
const API_LOCATION_KEYS = new Set<string>([...LOCATION_FILTER_KEYS, ORIGIN_FILTER_KEY]);

function isEmpty(value: FilterValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A copy without null, undefined, empty-string (or empty-list) entries. */
export function cleanFilters(filters: SearchFilters): SearchFilters {
  const result: SearchFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== '');
      if (items.length > 0) result[key] = items;
      continue;
    }
    result[key] = value;
  }
  return result;
}

/**
 * The filters as `filter[...]` strings: lists comma-joined; null, undefined and '' dropped; the
 * availability filter as its two members.
 */
export function buildFilters(filters: SearchFilters): ApiFilters {
  const result: ApiFilters = {};
  for (const [key, value] of Object.entries(cleanFilters(filters))) {
    if (isEmpty(value)) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      result[key] = { start_date: value.start_date, end_date: value.end_date };
      continue;
    }
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') result[key] = text;
  }
  return result;
}

/** The stay the filters search for, if any. */
export function filterStayDates(filters: SearchFilters): StayDates | null {
  return stayDatesFromAvailability(filters[AVAILABILITY_FILTER_KEY]);
}

/** The filters with the stay set, or taken out when null. */
export function withStayDates(filters: SearchFilters, dates: StayDates | null): SearchFilters {
  const next: SearchFilters = { ...filters };
  if (dates) next[AVAILABILITY_FILTER_KEY] = availabilityFilter(dates);
  else delete next[AVAILABILITY_FILTER_KEY];
  return next;
}

/**
 * The API's filters for a search: only keys it knows (the location keys and the listed filter
 * ids), and, when no location filter is set, the area around the user's location (origin).
 */
export function buildApiFilters(
  filters: SearchFilters,
  knownFilterIds: readonly string[],
  userLocation: { lat: number; long: number },
): ApiFilters {
  const known = new Set([...API_LOCATION_KEYS, AVAILABILITY_FILTER_KEY, ...knownFilterIds]);
  const built = buildFilters(filters);
  const result: ApiFilters = {};
  for (const [key, value] of Object.entries(built)) {
    if (known.has(key)) result[key] = value;
  }
  if (!hasLocationFilter(result) && !(ORIGIN_FILTER_KEY in result)) {
    result[ORIGIN_FILTER_KEY] = `${userLocation.long},${userLocation.lat}`;
  }
  return result;
}

function isFilterValue(value: unknown): value is FilterValue {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return false;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return typeof value !== 'number' || Number.isFinite(value);
  }
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The `filters` query parameter's object; anything that is not a JSON object is ignored. */
export function parseUrlFilters(raw: string | null | undefined): SearchFilters {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: SearchFilters = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (key === AVAILABILITY_FILTER_KEY) {
      // Only a well-formed stay: both dates, the departure after the arrival.
      const dates = stayDatesFromAvailability(value);
      if (dates) result[key] = availabilityFilter(dates);
    } else if (isFilterValue(value)) {
      result[key] = value;
    }
  }
  return cleanFilters(result);
}

/** The `filters` query parameter for these filters, or null when there are none. */
export function serializeFilters(filters: SearchFilters): string | null {
  const cleaned = cleanFilters(filters);
  return Object.keys(cleaned).length > 0 ? JSON.stringify(cleaned) : null;
}

/** The URL's search string with `filters` replaced (other parameters kept). */
export function searchWithFilters(currentSearch: string, filters: SearchFilters): string {
  const params = new URLSearchParams(currentSearch);
  const serialized = serializeFilters(filters);
  if (serialized === null) params.delete('filters');
  else params.set('filters', serialized);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The filters once the camper has chosen the map's view as the search area: the view's bbox
 * replaces every other location filter (a place, a point, a state); the rest are kept.
 */
export function withMapArea(filters: SearchFilters, bbox: string): SearchFilters {
  const next = withoutLocation(filters);
  next.bbox = bbox;
  return next;
}

/** A copy without any location filter, before a new one is chosen. */
export function withoutLocation(filters: SearchFilters): SearchFilters {
  const next: SearchFilters = { ...filters };
  for (const key of LOCATION_FILTER_KEYS) delete next[key];
  return next;
}
