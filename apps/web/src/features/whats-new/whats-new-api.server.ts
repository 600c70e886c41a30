// The campgrounds newly added to our data, and those updated since, for the /new page.
import { cache } from 'react';
import { type Campground, campgroundListMetaSchema, campgroundSchema } from '@/features/campgrounds/campground-schema';
import { getCollection } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';

export const CHANGED_CAMPGROUNDS_SHOWN = 6;

export interface ChangedCampgrounds {
  campgrounds: Campground[];
  total: number;
}

export const listChangedCampgrounds = cache(async (change: 'added' | 'updated'): Promise<ChangedCampgrounds> => {
  const document = await getCollection('/whats-new/campgrounds', {
    'filter[change]': change,
    'page[size]': CHANGED_CAMPGROUNDS_SHOWN,
  });
  return {
    campgrounds: document.data.map((resource) => parseResource(campgroundSchema, resource)),
    total: campgroundListMetaSchema.parse(camelizeKeys(document.meta)).total,
  };
});
