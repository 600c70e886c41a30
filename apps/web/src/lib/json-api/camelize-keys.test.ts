import { describe, expect, it } from 'vitest';
import { camelizeKeys, kebabToCamel } from './camelize-keys';

describe('kebabToCamel', () => {
  it('turns JSON:API member names into camelCase', () => {
    expect(kebabToCamel('campground-count')).toBe('campgroundCount');
    expect(kebabToCamel('max-rv-length')).toBe('maxRvLength');
    expect(kebabToCamel('elevation-ft')).toBe('elevationFt');
    expect(kebabToCamel('name')).toBe('name');
  });
});

describe('camelizeKeys', () => {
  it('renames keys at every depth and leaves values alone', () => {
    expect(
      camelizeKeys({
        'region-name': 'Arkansas',
        'site-types': ['tent', 'rv'],
        'available-sort-options': [{ value: '-num-sites', label: 'Most sites' }],
        'fee-note': null,
      }),
    ).toEqual({
      regionName: 'Arkansas',
      siteTypes: ['tent', 'rv'],
      availableSortOptions: [{ value: '-num-sites', label: 'Most sites' }],
      feeNote: null,
    });
  });
});
