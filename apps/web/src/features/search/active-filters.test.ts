import { describe, expect, it } from 'vitest';
import { activeFilters, withoutActiveFilters } from './active-filters';
import type { FilterSection } from './search-data';

const sections: FilterSection[] = [
  {
    id: 'amenities',
    title: 'Amenities',
    filters: [
      {
        id: 'amenities',
        label: 'Amenities',
        type: 'multi-select',
        options: [
          { value: 'showers', label: 'Showers' },
          { value: 'wifi', label: 'Wi-Fi' },
        ],
      },
    ],
  },
  {
    id: 'more',
    title: 'More',
    filters: [
      { id: 'is-free', label: 'Free', type: 'boolean', options: [] },
      { id: 'max-price', label: 'Max price', type: 'number', options: [] },
      { id: 'sort-ish', label: 'Agency', type: 'select', options: [{ value: 'nps', label: 'National Park Service' }] },
    ],
  },
];

describe('activeFilters', () => {
  it('gives one chip per chosen option and per set filter, each removing only itself', () => {
    const filters = {
      admin_area: 'park:yose',
      amenities: ['showers', 'wifi'],
      'is-free': true,
      'max-price': 30,
      'sort-ish': 'nps',
    };
    const chips = activeFilters(filters, sections);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Showers',
      'Wi-Fi',
      'Free',
      'Max price: 30',
      'Agency: National Park Service',
    ]);
    expect(chips[0]!.remove(filters)).toEqual({ ...filters, amenities: ['wifi'] });
    expect(chips[2]!.remove(filters)).toEqual({ ...filters, 'is-free': null });
    // A map move since the chip was drawn is kept.
    expect(chips[1]!.remove({ ...filters, bbox: '1,2,3,4' })).toEqual({
      ...filters,
      bbox: '1,2,3,4',
      amenities: ['showers'],
    });
  });

  it('leaves out unset filters and shows the stay first', () => {
    const filters = {
      'is-free': false,
      amenities: [],
      availability: { start_date: '2026-07-03', end_date: '2026-07-05' },
    };
    const chips = activeFilters(filters, sections);
    expect(chips).toHaveLength(1);
    expect(chips[0]!.key).toBe('availability');
    expect(chips[0]!.remove(filters)).toEqual({ 'is-free': false, amenities: [] });
  });

  it('clears every filter and the stay but keeps the location', () => {
    const filters = {
      near: 'city:1840018789',
      amenities: ['wifi'],
      'max-price': 30,
      availability: { start_date: '2026-07-03', end_date: '2026-07-05' },
    };
    expect(withoutActiveFilters(filters, sections)).toEqual({ near: 'city:1840018789' });
  });
});
