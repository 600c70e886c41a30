import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { getCollection } from '@/lib/api-client.server';
import { campgroundPath } from '@/lib/camping-paths';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { indexIncluded, parseResource, relatedMany, relatedOne } from '@/lib/json-api/json-api-document';
import { type Region, regionSchema } from '@/features/regions/region-schema';
import { type Campground, campgroundListMetaSchema, campgroundSchema, type SortOption } from './campground-schema';
import type { CampgroundSort } from './campground-sort';

export const REGION_PAGE_SIZE = 24;
const POPULAR_COUNT = 12;

export interface CampgroundPage {
  campgrounds: Campground[];
  total: number;
  sortOptions: SortOption[];
}

export interface CampgroundDetail {
  campground: Campground;
  /** The state, when the API included it. */
  region: Region | null;
  /** Up to six closest campgrounds, nearest first. */
  nearby: Campground[];
}

/** One page of a state's campgrounds. */
export const listRegionCampgrounds = cache(
  async (regionSlug: string, pageNumber: number, sort: CampgroundSort): Promise<CampgroundPage> => {
    const document = await getCollection('/campgrounds', {
      'filter[region]': regionSlug,
      'page[number]': pageNumber,
      'page[size]': REGION_PAGE_SIZE,
      sort,
    });
    const meta = campgroundListMetaSchema.parse(camelizeKeys(document.meta));
    return {
      campgrounds: document.data.map((resource) => parseResource(campgroundSchema, resource)),
      total: meta.total,
      sortOptions: meta.availableSortOptions,
    };
  },
);

/** The most popular campgrounds across all states (sort=popular, ADR 0029). */
export const listPopularCampgrounds = cache(async (): Promise<Campground[]> => {
  const document = await getCollection('/campgrounds', {
    sort: 'popular',
    'page[size]': POPULAR_COUNT,
    include: 'region',
  });
  return document.data.map((resource) => parseResource(campgroundSchema, resource));
});

/** Where the API says a merged duplicate's address now lives (docs/api-claims.md). */
const mergedIntoSchema = z.object({ mergedInto: z.object({ slug: z.string(), regionSlug: z.string() }) });

/**
 * A campground by its state and slug, with its state and nearby campgrounds; null when none
 * matches. The address of a duplicate an admin merged into another redirects there for good.
 */
export const findCampground = cache(
  async (regionSlug: string, campgroundSlug: string): Promise<CampgroundDetail | null> => {
    const document = await getCollection('/campgrounds', {
      'filter[region]': regionSlug,
      'filter[slug]': campgroundSlug,
      include: 'region,nearby',
    });
    const resource = document.data[0];
    if (!resource) {
      const merged = mergedIntoSchema.safeParse(camelizeKeys(document.meta));
      if (merged.success) permanentRedirect(campgroundPath(merged.data.mergedInto));
      return null;
    }
    const included = indexIncluded(document.included);
    const regionResource = relatedOne(resource, 'region', included);
    return {
      campground: parseResource(campgroundSchema, resource),
      region: regionResource ? parseResource(regionSchema, regionResource) : null,
      nearby: relatedMany(resource, 'nearby', included).map((nearby) => parseResource(campgroundSchema, nearby)),
    };
  },
);
