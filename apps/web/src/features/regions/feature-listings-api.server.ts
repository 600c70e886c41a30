import { cache } from 'react';
import { DEFAULT_CAMPGROUND_SORT } from '@/features/campgrounds/campground-sort';
import { type CampgroundPage, REGION_PAGE_SIZE } from '@/features/campgrounds/campgrounds-api.server';
import { campgroundListMetaSchema, campgroundSchema } from '@/features/campgrounds/campground-schema';
import { getCollection } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';
import { findFeatureListing } from './feature-listings';

/** One page of a state's campgrounds with one feature (a slug from FEATURE_LISTINGS). */
export const listFeatureCampgrounds = cache(
  async (regionSlug: string, filterSlug: string, pageNumber: number): Promise<CampgroundPage> => {
    const listing = findFeatureListing(filterSlug);
    if (!listing) throw new Error(`Unknown feature listing: ${filterSlug}`);
    const document = await getCollection('/campgrounds', {
      'filter[region]': regionSlug,
      ...listing.apiFilter,
      'page[number]': pageNumber,
      'page[size]': REGION_PAGE_SIZE,
      sort: DEFAULT_CAMPGROUND_SORT,
    });
    const meta = campgroundListMetaSchema.parse(camelizeKeys(document.meta));
    return {
      campgrounds: document.data.map((resource) => parseResource(campgroundSchema, resource)),
      total: meta.total,
      sortOptions: meta.availableSortOptions,
    };
  },
);
