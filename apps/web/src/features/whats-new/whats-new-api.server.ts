// The campgrounds added since the first data import, and those updated since they were added,
// for the /new page.
import { cache } from 'react';
import { z } from 'zod';
import { type Campground, campgroundListMetaSchema, campgroundSchema } from '@/features/campgrounds/campground-schema';
import { getCollection } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';

export const CHANGED_CAMPGROUNDS_SHOWN = 6;

export interface ChangedCampgrounds {
  campgrounds: Campground[];
  total: number;
  /** "Added": only campgrounds created after this moment (the first data import finished); null: all. */
  addedSince: Date | null;
}

const addedSinceSchema = z.object({ addedSince: z.string().nullish() });

export const listChangedCampgrounds = cache(async (change: 'added' | 'updated'): Promise<ChangedCampgrounds> => {
  const document = await getCollection('/whats-new/campgrounds', {
    'filter[change]': change,
    'page[size]': CHANGED_CAMPGROUNDS_SHOWN,
  });
  const meta = camelizeKeys(document.meta);
  const addedSince = addedSinceSchema.parse(meta).addedSince;
  return {
    campgrounds: document.data.map((resource) => parseResource(campgroundSchema, resource)),
    total: campgroundListMetaSchema.parse(meta).total,
    addedSince: addedSince ? new Date(addedSince) : null,
  };
});
