// Sort orders the API documents for campground lists. A `?sort=` value outside this list is
// ignored rather than forwarded, so a mistyped link shows the default order instead of an error.
export const CAMPGROUND_SORTS = ['recommended', 'name', '-name', 'num-sites', '-num-sites'] as const;
export type CampgroundSort = (typeof CAMPGROUND_SORTS)[number];
export const DEFAULT_CAMPGROUND_SORT: CampgroundSort = 'recommended';

export function parseCampgroundSort(value: string | undefined): CampgroundSort {
  return CAMPGROUND_SORTS.find((sort) => sort === value) ?? DEFAULT_CAMPGROUND_SORT;
}
