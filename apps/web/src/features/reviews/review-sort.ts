// The review list's query string (?sort=…&page=N), parsed and rebuilt in one place so links,
// canonical URLs and what the page asks the API for agree.
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'most-helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';
export const REVIEWS_PAGE_SIZE = 10;

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ReviewListQuery {
  page: number;
  sort: ReviewSort;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** An unknown sort falls back to newest; null when ?page is not a positive whole number. */
export function parseReviewListQuery(searchParams: SearchParams): ReviewListQuery | null {
  const rawPage = first(searchParams.page);
  if (rawPage !== undefined && !/^[1-9][0-9]{0,5}$/.test(rawPage)) return null;
  const rawSort = first(searchParams.sort);
  return {
    page: rawPage === undefined ? 1 : Number(rawPage),
    sort: REVIEW_SORTS.find((sort) => sort === rawSort) ?? DEFAULT_REVIEW_SORT,
  };
}

/** The list URL under `basePath`; page 1 and the default sort are left out so each page has one URL. */
export function reviewListHref(basePath: string, query: ReviewListQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_REVIEW_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}
