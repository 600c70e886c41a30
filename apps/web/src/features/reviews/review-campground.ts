import type { Campground } from '@/features/campgrounds/campground-schema';

/** What review components need of a campground: its id for the API, slugs for links, the name. */
export type ReviewCampground = Pick<Campground, 'id' | 'name' | 'slug' | 'regionSlug'>;

export function reviewCampground(campground: Campground): ReviewCampground {
  return { id: campground.id, name: campground.name, slug: campground.slug, regionSlug: campground.regionSlug };
}
