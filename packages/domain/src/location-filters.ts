// The filters that decide where a campground search looks, shared by the web's search page
// (which sends them) and the API's search (which applies them), so both agree on which they
// are and on their precedence over the searcher's own location.

/**
 * filter[...] names that decide the search area. near and admin_area hold a place's public id
 * ("city:1840020232", "park:arch"). With any of them set, the origin does not decide the area.
 */
export const LOCATION_FILTER_KEYS = ['bbox', 'around', 'region', 'near', 'admin_area'] as const;
export type LocationFilterKey = (typeof LOCATION_FILTER_KEYS)[number];

/** filter[origin]: the searcher's location; the area (a default radius around it) only without a location filter. */
export const ORIGIN_FILTER_KEY = 'origin';

/** Whether any location filter is set (present and not undefined). */
export function hasLocationFilter(filter: Readonly<Partial<Record<LocationFilterKey, unknown>>>): boolean {
  return LOCATION_FILTER_KEYS.some((key) => filter[key] !== undefined);
}

/** Whether the origin decides the search area: it is set and no location filter is. */
export function originDecidesArea(filter: Readonly<Partial<Record<LocationFilterKey | 'origin', unknown>>>): boolean {
  return filter[ORIGIN_FILTER_KEY] !== undefined && !hasLocationFilter(filter);
}
