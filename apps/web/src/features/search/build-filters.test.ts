import { describe, expect, it } from 'vitest';
import { buildApiFilters, buildFilters, parseUrlFilters, searchWithFilters, serializeFilters } from './build-filters';

describe('buildFilters', () => {
  it('drops null, undefined and empty-string entries and joins lists', () => {
    expect(
      buildFilters({
        a: null,
        b: undefined,
        c: '',
        d: 'x',
        amenities: ['showers', 'wifi'],
        free: true,
        len: 35,
        e: [],
      }),
    ).toEqual({ d: 'x', amenities: 'showers,wifi', free: 'true', len: '35' });
  });
});

describe('buildApiFilters', () => {
  const user = { lat: 39.8, long: -98.5 };
  it('keeps known keys only and lets location filters take precedence', () => {
    expect(buildApiFilters({ bbox: '1,2,3,4', amenities: ['wifi'], near: 'x' }, ['amenities'], user)).toEqual({
      bbox: '1,2,3,4',
      amenities: 'wifi',
    });
  });
  it("searches around the user's lng,lat without a location filter", () => {
    expect(buildApiFilters({ free: true }, ['free'], user)).toEqual({ free: 'true', origin: '-98.5,39.8' });
  });
});

describe('parseUrlFilters', () => {
  it('reads a JSON object', () => {
    expect(parseUrlFilters('{"bbox":"-109.8,38.4,-109.3,38.8","amenities":["wifi"],"x":""}')).toEqual({
      bbox: '-109.8,38.4,-109.3,38.8',
      amenities: ['wifi'],
    });
  });
  it('ignores invalid JSON and non-objects', () => {
    expect(parseUrlFilters('{bbox:')).toEqual({});
    expect(parseUrlFilters('[1,2]')).toEqual({});
    expect(parseUrlFilters('"text"')).toEqual({});
    expect(parseUrlFilters(null)).toEqual({});
  });
  it('drops values of unexpected shapes', () => {
    expect(parseUrlFilters('{"a":{"b":1},"c":[1],"d":true}')).toEqual({ d: true });
  });
});

describe('serializeFilters / searchWithFilters', () => {
  it('round-trips through the query string, keeping other parameters', () => {
    const search = searchWithFilters('?x=1', { bbox: '1,2,3,4', free: null });
    const params = new URLSearchParams(search);
    expect(params.get('x')).toBe('1');
    expect(parseUrlFilters(params.get('filters'))).toEqual({ bbox: '1,2,3,4' });
    expect(serializeFilters({ a: '' })).toBeNull();
    expect(searchWithFilters('?filters=%7B%7D', {})).toBe('');
  });
});
