// The field reports page's URL and ?page=N, parsed and rebuilt in one place so links, canonical
// URLs and what the page asks the API for agree.
import { campgroundPath } from '@/lib/camping-paths';

export const FIELD_REPORTS_PAGE_SIZE = 10;
/** Field reports shown on the campground page; the rest are on the field reports page. */
export const RECENT_FIELD_REPORT_COUNT = 3;

type CampgroundRef = { regionSlug: string; slug: string };
type SearchParams = Record<string, string | string[] | undefined>;

export function fieldReportsPath(campground: CampgroundRef): string {
  return `${campgroundPath(campground)}/field-reports`;
}

/** Page 1 without ?page; null when ?page is not a positive whole number (the page is then a 404). */
export function parseFieldReportsPage(searchParams: SearchParams): number | null {
  const raw = Array.isArray(searchParams.page) ? searchParams.page[0] : searchParams.page;
  if (raw === undefined) return 1;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
}

/** Page 1 is the bare path, so each page has one URL. */
export function fieldReportsHref(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}
