import { AMENITY_IDS, SITE_TYPE_IDS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { parseUrlFilters } from '@/features/search/build-filters';
import {
  FEATURE_LISTINGS,
  featureListingHref,
  featureSearchHref,
  findFeatureListing,
  POPULAR_FEATURE_SLUGS,
} from './feature-listings';

describe('feature listings', () => {
  it('has one listing per amenity, per site type, and free, with unique kebab slugs', () => {
    expect(FEATURE_LISTINGS).toHaveLength(AMENITY_IDS.length + SITE_TYPE_IDS.length + 1);
    const slugs = FEATURE_LISTINGS.map((listing) => listing.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const slug of POPULAR_FEATURE_SLUGS) expect(findFeatureListing(slug)).not.toBeNull();
  });

  it('maps slugs to the API filters', () => {
    expect(findFeatureListing('free')?.apiFilter).toEqual({ 'filter[free]': 'true' });
    expect(findFeatureListing('pets-allowed')?.apiFilter).toEqual({ 'filter[pets]': 'true' });
    expect(findFeatureListing('drinking-water')?.apiFilter).toEqual({ 'filter[amenities]': 'drinking_water' });
    expect(findFeatureListing('electric-hookups')?.apiFilter).toEqual({ 'filter[hookups]': 'electric' });
    expect(findFeatureListing('sewer-hookups')?.apiFilter).toEqual({ 'filter[hookups]': 'sewer' });
    expect(findFeatureListing('showers')?.apiFilter).toEqual({ 'filter[amenities]': 'showers' });
    expect(findFeatureListing('wifi')?.apiFilter).toEqual({ 'filter[amenities]': 'wifi' });
    expect(findFeatureListing('tent-sites')?.apiFilter).toEqual({ 'filter[site-types]': 'tent' });
    expect(findFeatureListing('rv-sites')?.apiFilter).toEqual({ 'filter[site-types]': 'rv' });
    expect(findFeatureListing('cabins')?.apiFilter).toEqual({ 'filter[site-types]': 'cabin' });
    expect(findFeatureListing('group-sites')?.apiFilter).toEqual({ 'filter[site-types]': 'group' });
    expect(findFeatureListing('dispersed-camping')?.apiFilter).toEqual({ 'filter[site-types]': 'dispersed' });
    expect(findFeatureListing('backcountry')?.apiFilter).toEqual({ 'filter[site-types]': 'backcountry' });
    expect(findFeatureListing('unicorns')).toBeNull();
    expect(findFeatureListing('constructor')).toBeNull();
  });

  it('writes headings', () => {
    expect(findFeatureListing('free')?.heading('Utah')).toBe('Free camping in Utah');
    expect(findFeatureListing('showers')?.heading('Colorado')).toBe('Campgrounds with showers in Colorado');
    expect(findFeatureListing('tent-sites')?.heading('Oregon')).toBe('Tent camping in Oregon');
  });

  it('builds page and search URLs the search page reads back', () => {
    expect(featureListingHref('utah', 'free')).toBe('/camping/utah/with/free');
    expect(featureListingHref('utah', 'free', 3)).toBe('/camping/utah/with/free?page=3');
    const href = featureSearchHref('utah', findFeatureListing('electric-hookups')!);
    const filters = new URL(href, 'http://x').searchParams.get('filters');
    expect(parseUrlFilters(filters)).toEqual({ region: 'utah', hookups: ['electric'] });
    const free = new URL(featureSearchHref('utah', findFeatureListing('free')!), 'http://x');
    expect(parseUrlFilters(free.searchParams.get('filters'))).toEqual({ region: 'utah', free: true });
  });
});
