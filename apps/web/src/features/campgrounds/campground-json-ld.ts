// schema.org Campground markup, so search engines can show the campground's place and facts.
import { htmlToText } from '@/lib/html-to-text';
import { amenityLabel } from './campground-labels';
import type { Campground } from './campground-schema';

export function campgroundJsonLd(campground: Campground, pageUrl: string): Record<string, unknown> {
  const description = campground.description ? htmlToText(campground.description) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Campground',
    name: campground.name,
    url: pageUrl,
    description: description || undefined,
    geo: { '@type': 'GeoCoordinates', latitude: campground.latitude, longitude: campground.longitude },
    address: {
      '@type': 'PostalAddress',
      addressLocality: campground.nearestTown ?? undefined,
      addressRegion: campground.regionCode,
      addressCountry: 'US',
    },
    telephone: campground.phone ?? undefined,
    isAccessibleForFree: campground.isFree ?? undefined,
    amenityFeature: campground.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenityLabel(amenity),
      value: true,
    })),
  };
}
