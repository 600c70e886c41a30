import { describe, expect, it } from 'vitest';
import { AGENCIES, AMENITIES, SITE_TYPE_IDS } from '@campwise/domain';
import { campgroundSearchFilters } from '../campgrounds/campground-search.ts';
import { FILTERS_PANEL, SEARCH_FILTERS } from './search-filter-catalog.ts';

describe('search filter catalog', () => {
  it('names only filters the campground list accepts, each once', () => {
    const ids = SEARCH_FILTERS.map((filter) => filter.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Object.keys(campgroundSearchFilters)).toContain(id);
  });

  it('offers only option values the list filter accepts', () => {
    for (const { id, meta } of SEARCH_FILTERS) {
      for (const option of meta.options) {
        expect(campgroundSearchFilters[id].safeParse(option.value).success, `${id}=${option.value}`).toBe(true);
      }
    }
  });

  it('takes options and labels from the domain vocabularies', () => {
    const byId = new Map(SEARCH_FILTERS.map((filter) => [filter.id, filter.meta]));
    expect(byId.get('site-types')?.options.map((o) => o.value)).toEqual(SITE_TYPE_IDS);
    expect(byId.get('hookups')?.options).toContainEqual({ value: 'electric', label: AMENITIES.electric_hookups });
    expect(byId.get('land-type')?.options).toEqual([
      { value: 'blm', label: AGENCIES.blm },
      { value: 'usfs', label: AGENCIES.usfs },
      { value: 'nps', label: AGENCIES.nps },
    ]);
  });

  it('offers price and rating as choices the panel can render, each a valid list filter value', () => {
    const byId = new Map(SEARCH_FILTERS.map((filter) => [filter.id, filter.meta]));
    expect(byId.get('max-price')).toMatchObject({ type: 'select', defaultValue: null });
    expect(byId.get('max-price')?.options).toContainEqual({ value: '30', label: 'Up to $30' });
    expect(byId.get('min-rating')).toMatchObject({ type: 'select', defaultValue: null });
    expect(byId.get('min-rating')?.options).toContainEqual({ value: '4.5', label: '4.5+ stars' });
    expect(campgroundSearchFilters['max-price'].parse('30')).toBe(30);
    expect(campgroundSearchFilters['min-rating'].parse('4.5')).toBe(4.5);
  });

  it('leaves the location filters (they name a place or an area, not a choice) out of the panel', () => {
    const ids = SEARCH_FILTERS.map((filter) => filter.id as string);
    for (const location of ['bbox', 'around', 'origin', 'region', 'near', 'admin_area']) {
      expect(ids).not.toContain(location);
    }
  });

  it('places every filter in the panel exactly once', () => {
    const placed = FILTERS_PANEL.flatMap((section) => section.items.flatMap((item) => item.content.map((c) => c.id)));
    expect([...placed].sort()).toEqual(SEARCH_FILTERS.map((filter) => filter.id).sort());
  });
});
