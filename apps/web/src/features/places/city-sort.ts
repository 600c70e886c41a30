// The cities page's two orders. Most campgrounds nearby is the default: it puts the towns
// campers base themselves in (Moab, Springdale) first; by population finds a big city fast.
export const CITY_SORTS = [
  { value: 'nearby', label: 'Most campgrounds nearby', apiSort: '-near-count' },
  { value: 'population', label: 'Largest population', apiSort: '-population' },
] as const;
export type CitySort = (typeof CITY_SORTS)[number]['value'];
export const DEFAULT_CITY_SORT: CitySort = 'nearby';

/** A `?sort=` value; anything else is the default order (a mistyped link still shows the list). */
export function parseCitySort(value: string | string[] | undefined): CitySort {
  const text = Array.isArray(value) ? value[0] : value;
  return CITY_SORTS.find((sort) => sort.value === text)?.value ?? DEFAULT_CITY_SORT;
}

/** The places API's sort for a city order. */
export function citySortApiValue(sort: CitySort): string {
  return CITY_SORTS.find((option) => option.value === sort)!.apiSort;
}
