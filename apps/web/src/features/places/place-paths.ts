// URLs of the place pages (/camping/{region}/cities, /parks, /near/{place}) and of the search
// map showing a place's campgrounds, built in one place so links and canonical URLs agree.
import { regionPath } from '@/lib/camping-paths';
import { type CitySort, DEFAULT_CITY_SORT } from './city-sort';
import { type Place, isAdminArea } from './place-schema';

function withPage(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The state's cities with campgrounds nearby; `?sort` and `?page` only when not the default. */
export function citiesPageHref(regionSlug: string, page = 1, sort: CitySort = DEFAULT_CITY_SORT): string {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_CITY_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${regionPath(regionSlug)}/cities${search ? `?${search}` : ''}`;
}

/** The state's national parks and forests. */
export function parksPageHref(regionSlug: string, page = 1): string {
  return withPage(`${regionPath(regionSlug)}/parks`, page);
}

/** Campgrounds near one place, nearest first. */
export function nearPageHref(regionSlug: string, placeSlug: string, page = 1): string {
  return withPage(`${regionPath(regionSlug)}/near/${encodeURIComponent(placeSlug)}`, page);
}

/** The place list page a place belongs on: parks and forests on /parks, the rest on /cities. */
export function placeListHref(regionSlug: string, place: Pick<Place, 'kind'>): string {
  return isAdminArea(place) ? parksPageHref(regionSlug) : citiesPageHref(regionSlug);
}

/** The search map limited to one place: `near` (within NEAR_RADIUS_KM) or `admin_area` (inside it). */
export function placeSearchHref(filter: 'near' | 'admin_area', placeId: string): string {
  return `/search?filters=${encodeURIComponent(JSON.stringify({ [filter]: placeId }))}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The places API's filter[slug] limit: a longer one is a 400 there. */
const MAX_SLUG_LENGTH = 120;

/** Whether a URL segment can be a place slug at all; anything else is a 404 without asking the API. */
export function isPlaceSlug(segment: string): boolean {
  return segment.length <= MAX_SLUG_LENGTH && SLUG.test(segment);
}
