// Server-side loading for the place pages: GET /api/v6/places (docs/api-places.md) and the
// campgrounds near one place (GET /api/v6/campgrounds?filter[near]=…&sort=distance).
import { cache } from 'react';
import { type CampgroundPage } from '@/features/campgrounds/campgrounds-api.server';
import { campgroundListMetaSchema, campgroundSchema } from '@/features/campgrounds/campground-schema';
import { getCollection } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';
import { hasSlug, type LinkedPlace, placeListMetaSchema, placeSchema } from './place-schema';

export const CITIES_PAGE_SIZE = 60;
/** The API's page limit: every state's parks and forests fit on one page. */
export const PARKS_PAGE_SIZE = 200;
export const NEAR_PAGE_SIZE = 24;

export interface PlacePage {
  places: LinkedPlace[];
  total: number;
}

/**
 * One page of a state's places of some kinds ("city" or "park,forest") that have campgrounds
 * nearby or inside. Positional arguments so React's per-request cache can match repeat calls
 * (the page and its metadata ask for the same list).
 */
export const listRegionPlaces = cache(
  async (regionSlug: string, kinds: string, sort: string, pageNumber: number, pageSize: number): Promise<PlacePage> => {
    const document = await getCollection('/places', {
      'filter[region]': regionSlug,
      'filter[kind]': kinds,
      'filter[has-campgrounds]': 'true',
      sort,
      'page[number]': pageNumber,
      'page[size]': pageSize,
    });
    return {
      places: document.data.map((resource) => parseResource(placeSchema, resource)).filter(hasSlug),
      total: placeListMetaSchema.parse(camelizeKeys(document.meta)).total,
    };
  },
);

/** A place by its slug within a state (any kind); null when there is none. */
export const findPlace = cache(async (regionSlug: string, placeSlug: string): Promise<LinkedPlace | null> => {
  const document = await getCollection('/places', { 'filter[region]': regionSlug, 'filter[slug]': placeSlug });
  const place = document.data[0] ? parseResource(placeSchema, document.data[0]) : null;
  return place && hasSlug(place) ? place : null;
});

/** One page of the campgrounds within NEAR_RADIUS_KM of a place, nearest first. */
export const listCampgroundsNear = cache(async (placeId: string, pageNumber: number): Promise<CampgroundPage> => {
  const document = await getCollection('/campgrounds', {
    'filter[near]': placeId,
    sort: 'distance',
    'page[number]': pageNumber,
    'page[size]': NEAR_PAGE_SIZE,
  });
  const meta = campgroundListMetaSchema.parse(camelizeKeys(document.meta));
  return {
    campgrounds: document.data.map((resource) => parseResource(campgroundSchema, resource)),
    total: meta.total,
    sortOptions: meta.availableSortOptions,
  };
});
