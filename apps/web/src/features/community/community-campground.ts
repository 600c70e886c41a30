// The campground as the community pages (reviews, photos, field reports) carry it around. Spelled
// out rather than picked from the campgrounds feature's schema so that community code needs no
// campgrounds import; a full campground fits it as is.

/** What community components need of a campground: its id for the API, slugs for links, the name. */
export interface CommunityCampground {
  id: string;
  name: string;
  slug: string;
  regionSlug: string;
}

/** Just those four fields of a fuller campground. */
export function communityCampground(campground: CommunityCampground): CommunityCampground {
  return { id: campground.id, name: campground.name, slug: campground.slug, regionSlug: campground.regionSlug };
}
