// The "campgrounds in a state with one feature" pages (/camping/[region]/with/[filter]): each URL
// slug, its heading, the campground list's API filter and the search page's `filters` entry.
// Derived from the domain vocabularies so a new amenity or site type gets a page. Pure module.
import { AMENITIES, AMENITY_IDS, type Amenity, SITE_TYPE_IDS, type SiteType } from '@campwise/domain';
import type { SearchFilters } from '@/features/search/build-filters';

export interface FeatureListing {
  /** The URL slug, e.g. `drinking-water`. */
  slug: string;
  /** The campground list's filter, e.g. `{ 'filter[amenities]': 'drinking_water' }`. */
  apiFilter: Record<string, string>;
  /** The search page's `filters` entry, e.g. `{ amenities: ['drinking_water'] }`. */
  searchFilter: SearchFilters;
  /** The page heading for a state, e.g. "Campgrounds with drinking water in Utah". */
  heading: (regionName: string) => string;
  /** A short link label, e.g. "Drinking water". */
  label: string;
}

function kebab(id: string): string {
  return id.replace(/_/g, '-');
}

const SITE_TYPE_SLUGS: Record<SiteType, string> = {
  tent: 'tent-sites',
  rv: 'rv-sites',
  cabin: 'cabins',
  group: 'group-sites',
  dispersed: 'dispersed-camping',
  backcountry: 'backcountry',
};

const SITE_TYPE_HEADINGS: Record<SiteType, string> = {
  tent: 'Tent camping',
  rv: 'RV camping',
  cabin: 'Cabin camping',
  group: 'Group camping',
  dispersed: 'Dispersed camping',
  backcountry: 'Backcountry camping',
};

/** "Campgrounds with <phrase> in <state>" for each amenity. */
const AMENITY_PHRASES: Record<Amenity, string> = {
  toilets: 'toilets',
  drinking_water: 'drinking water',
  showers: 'showers',
  electric_hookups: 'electric hookups',
  water_hookups: 'water hookups',
  sewer_hookups: 'sewer hookups',
  dump_station: 'a dump station',
  pets_allowed: 'pets allowed',
  campfires: 'campfires allowed',
  wifi: 'Wi-Fi',
};

const HOOKUP_AMENITY = /^(.+)_hookups$/;

function amenityListing(amenity: Amenity): FeatureListing {
  const heading = (regionName: string) =>
    amenity === 'pets_allowed'
      ? `Pet-friendly campgrounds in ${regionName}`
      : `Campgrounds with ${AMENITY_PHRASES[amenity]} in ${regionName}`;
  const base = { slug: kebab(amenity), heading, label: AMENITIES[amenity] };
  if (amenity === 'pets_allowed') {
    return { ...base, apiFilter: { 'filter[pets]': 'true' }, searchFilter: { pets: true } };
  }
  const hookup = HOOKUP_AMENITY.exec(amenity)?.[1];
  if (hookup) {
    return { ...base, apiFilter: { 'filter[hookups]': hookup }, searchFilter: { hookups: [hookup] } };
  }
  return { ...base, apiFilter: { 'filter[amenities]': amenity }, searchFilter: { amenities: [amenity] } };
}

function siteTypeListing(siteType: SiteType): FeatureListing {
  const heading = SITE_TYPE_HEADINGS[siteType];
  return {
    slug: SITE_TYPE_SLUGS[siteType],
    apiFilter: { 'filter[site-types]': siteType },
    searchFilter: { 'site-types': [siteType] },
    heading: (regionName) => `${heading} in ${regionName}`,
    label: heading,
  };
}

const FREE_LISTING: FeatureListing = {
  slug: 'free',
  apiFilter: { 'filter[free]': 'true' },
  searchFilter: { free: true },
  heading: (regionName) => `Free camping in ${regionName}`,
  label: 'Free camping',
};

export const FEATURE_LISTINGS: readonly FeatureListing[] = [
  FREE_LISTING,
  ...AMENITY_IDS.map(amenityListing),
  ...SITE_TYPE_IDS.map(siteTypeListing),
];

const BY_SLUG = new Map(FEATURE_LISTINGS.map((listing) => [listing.slug, listing]));

/** The listing for a URL slug; null for an unknown slug. */
export function findFeatureListing(slug: string): FeatureListing | null {
  return BY_SLUG.get(slug) ?? null;
}

/** The slugs linked from a state page as "Popular searches". */
export const POPULAR_FEATURE_SLUGS = [
  'free',
  'pets-allowed',
  'electric-hookups',
  'showers',
  'tent-sites',
  'rv-sites',
] as const;

/** The feature page URL, `?page=N` only after page 1. */
export function featureListingHref(regionSlug: string, filterSlug: string, page = 1): string {
  const path = `/camping/${encodeURIComponent(regionSlug)}/with/${encodeURIComponent(filterSlug)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The search page URL showing this state's campgrounds with this feature on the map. */
export function featureSearchHref(regionSlug: string, listing: FeatureListing): string {
  return `/search?filters=${encodeURIComponent(JSON.stringify({ region: regionSlug, ...listing.searchFilter }))}`;
}
