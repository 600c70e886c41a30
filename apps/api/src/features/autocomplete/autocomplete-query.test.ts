import { describe, expect, it } from 'vitest';
import { escapeLike, parseAutocompleteQuery } from './autocomplete-query.ts';

describe('parseAutocompleteQuery', () => {
  it('trims, lower-cases and applies defaults', () => {
    expect(parseAutocompleteQuery('unified', { q: '  Fort   Collins ' })).toEqual({
      text: 'fort collins',
      limit: 8,
      region: null,
      placeKinds: ['state', 'city', 'park', 'forest'],
      campgrounds: true,
    });
  });

  it('narrows by kind and types', () => {
    expect(parseAutocompleteQuery('places', { q: 'a', types: 'campground,city' })).toMatchObject({
      placeKinds: ['city'],
      campgrounds: false,
    });
    expect(parseAutocompleteQuery('campgrounds', { q: 'a' })).toMatchObject({ placeKinds: [], campgrounds: true });
    expect(parseAutocompleteQuery('campgrounds', { q: 'a', types: 'city' })).toBeNull();
    expect(parseAutocompleteQuery('unified', { q: 'a', types: ' State , PARK ' })).toMatchObject({
      placeKinds: ['state', 'park'],
      campgrounds: false,
    });
  });

  it('reads limit and region', () => {
    expect(parseAutocompleteQuery('unified', { q: 'a', limit: '20', region: 'new-mexico' })).toMatchObject({
      limit: 20,
      region: 'new-mexico',
    });
  });

  it('rejects bad input', () => {
    for (const [kind, query] of [
      ['nope', { q: 'a' }],
      ['unified', {}],
      ['unified', { q: '' }],
      ['unified', { q: ' ' }],
      ['unified', { q: 'x'.repeat(101) }],
      ['unified', { q: ['a', 'b'] }],
      ['unified', { q: 'a', limit: '0' }],
      ['unified', { q: 'a', limit: '21' }],
      ['unified', { q: 'a', limit: '' }],
      ['unified', { q: 'a', limit: ['1', '2'] }],
      ['unified', { q: 'a', region: "co'" }],
      ['unified', { q: 'a', types: 'city,moon' }],
    ] as const) {
      expect(parseAutocompleteQuery(kind, query as Record<string, unknown>), JSON.stringify(query)).toBeNull();
    }
    expect(parseAutocompleteQuery('unified', { q: 'x'.repeat(100) })).not.toBeNull();
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
