// schema.org ItemList for a "campgrounds near …" page: the listed campgrounds in distance order,
// so search engines can read the page as a list of places rather than loose links.
import type { Campground } from '@/features/campgrounds/campground-schema';
import { campgroundPath } from '@/lib/camping-paths';

export function nearItemListJsonLd(
  heading: string,
  campgrounds: readonly Campground[],
  firstPosition: number,
  siteUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: heading,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: campgrounds.map((campground, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: campground.name,
      url: `${siteUrl}${campgroundPath(campground)}`,
    })),
  };
}
