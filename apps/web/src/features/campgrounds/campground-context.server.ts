// The campground behind a campground sub-page URL (reviews, gallery, field reports), found the
// way the campground page finds it.
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { findCampground } from './campgrounds-api.server';
import type { Campground } from './campground-schema';
import { getRegion } from '@/features/regions/regions-api.server';

export interface CampgroundContext {
  campground: Campground;
  stateName: string;
  /** false for /camping/CO/… and other spellings the API also accepts: redirect to the canonical URL. */
  isCanonicalUrl: boolean;
}

export const loadCampgroundContext = cache(async (regionSlug: string, campgroundSlug: string) => {
  // An unknown state is a 400 from the campground search: ask for the state first so that it is a 404.
  await getRegion(regionSlug);
  const detail = await findCampground(regionSlug, campgroundSlug);
  if (!detail) notFound();
  const { campground } = detail;
  return {
    campground,
    stateName: detail.region?.name ?? campground.regionName,
    isCanonicalUrl: campground.regionSlug === regionSlug && campground.slug === campgroundSlug,
  } satisfies CampgroundContext;
});
