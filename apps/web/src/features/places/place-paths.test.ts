import { describe, expect, it } from 'vitest';
import { parseUrlFilters } from '@/features/search/build-filters';
import {
  citiesPageHref,
  isPlaceSlug,
  nearPageHref,
  parksPageHref,
  placeListHref,
  placeSearchHref,
} from './place-paths';

describe('place page URLs', () => {
  it('builds the list and near pages, ?page only after page 1', () => {
    expect(citiesPageHref('utah')).toBe('/camping/utah/cities');
    expect(citiesPageHref('utah', 2)).toBe('/camping/utah/cities?page=2');
    expect(citiesPageHref('utah', 1, 'population')).toBe('/camping/utah/cities?sort=population');
    expect(citiesPageHref('utah', 2, 'population')).toBe('/camping/utah/cities?sort=population&page=2');
    expect(parksPageHref('utah')).toBe('/camping/utah/parks');
    expect(nearPageHref('utah', 'moab')).toBe('/camping/utah/near/moab');
    expect(nearPageHref('utah', 'moab', 3)).toBe('/camping/utah/near/moab?page=3');
    expect(placeListHref('utah', { kind: 'forest' })).toBe('/camping/utah/parks');
    expect(placeListHref('utah', { kind: 'city' })).toBe('/camping/utah/cities');
  });

  it('links to the search map with a filters object the search page reads back', () => {
    const near = new URL(placeSearchHref('near', 'city:1840020232'), 'http://x');
    expect(near.pathname).toBe('/search');
    expect(parseUrlFilters(near.searchParams.get('filters'))).toEqual({ near: 'city:1840020232' });
    const park = new URL(placeSearchHref('admin_area', 'park:arch'), 'http://x');
    expect(parseUrlFilters(park.searchParams.get('filters'))).toEqual({ admin_area: 'park:arch' });
  });

  it('accepts only slug-shaped segments', () => {
    expect(isPlaceSlug('moab')).toBe(true);
    expect(isPlaceSlug('manti-la-sal-national-forest')).toBe(true);
    expect(isPlaceSlug('moab-2')).toBe(true);
    expect(isPlaceSlug('Moab')).toBe(false);
    expect(isPlaceSlug('moab--2')).toBe(false);
    expect(isPlaceSlug('')).toBe(false);
    expect(isPlaceSlug('a'.repeat(121))).toBe(false);
  });
});
