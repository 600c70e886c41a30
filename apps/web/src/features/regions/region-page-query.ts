// The query string of a state page (?page=N&sort=...), parsed and rebuilt in one place so
// links and canonical URLs agree with what the page reads.
import {
  type CampgroundSort,
  DEFAULT_CAMPGROUND_SORT,
  parseCampgroundSort,
} from '@/features/campgrounds/campground-sort';
import { regionPath } from '@/lib/camping-paths';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface RegionPageQuery {
  page: number;
  sort: CampgroundSort;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** null when ?page is not a positive whole number: such a URL names no page. */
export function parseRegionPageQuery(searchParams: SearchParams): RegionPageQuery | null {
  const rawPage = first(searchParams.page);
  if (rawPage !== undefined && !/^[1-9][0-9]{0,5}$/.test(rawPage)) return null;
  return {
    page: rawPage === undefined ? 1 : Number(rawPage),
    sort: parseCampgroundSort(first(searchParams.sort)),
  };
}

/** The state page URL; page 1 and the default sort are left out so each page has one URL. */
export function regionPageHref(regionSlug: string, query: RegionPageQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_CAMPGROUND_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${regionPath(regionSlug)}?${search}` : regionPath(regionSlug);
}
