import { describe, expect, it } from 'vitest';
import { camelizeKeys, camelToKebab, kebabizeKeys, kebabToCamel } from './camelize-keys';

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

describe('kebabizeKeys', () => {
  it('renames keys for the API and round-trips with camelizeKeys', () => {
    expect(camelToKebab('camperType')).toBe('camper-type');
    const attributes = { fullName: 'Ana', camperType: [], emailNotification: false, city: null };
    const wire = kebabizeKeys(attributes);
    expect(wire).toEqual({ 'full-name': 'Ana', 'camper-type': [], 'email-notification': false, city: null });
    expect(camelizeKeys(wire)).toEqual(attributes);
  });
});
