// URL paths of campground and state pages, built in one place so links never drift apart.

export function regionPath(regionSlug: string): string {
  return `/camping/${encodeURIComponent(regionSlug)}`;
}

export function campgroundPath(campground: { regionSlug: string; slug: string }): string {
  return `${regionPath(campground.regionSlug)}/${encodeURIComponent(campground.slug)}`;
}
