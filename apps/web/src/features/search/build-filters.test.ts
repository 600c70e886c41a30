import { LOCATION_FILTER_KEYS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import {
  buildApiFilters,
  buildFilters,
  parseUrlFilters,
  searchWithFilters,
  serializeFilters,
  withMapArea,
  withoutLocation,
} from './build-filters';

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
    expect(buildApiFilters({ bbox: '1,2,3,4', amenities: ['wifi'], unicorns: 'x' }, ['amenities'], user)).toEqual({
      bbox: '1,2,3,4',
      amenities: 'wifi',
    });
  });
  it('sends a place (near, admin_area) as the search area instead of the origin', () => {
    expect(LOCATION_FILTER_KEYS).toEqual(expect.arrayContaining(['near', 'admin_area']));
    expect(buildApiFilters({ near: 'city:1840020232', free: true }, ['free'], user)).toEqual({
      near: 'city:1840020232',
      free: 'true',
    });
    expect(buildApiFilters({ admin_area: 'park:arch' }, [], user)).toEqual({ admin_area: 'park:arch' });
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

describe('withMapArea / withoutLocation', () => {
  it('makes the map view the only search area, keeping the other filters', () => {
    const filters = {
      near: 'city:1',
      admin_area: 'park:arch',
      around: '1,2',
      region: 'utah',
      bbox: '0,0,1,1',
      free: true,
    };
    expect(withMapArea(filters, '-110,38,-109,39')).toEqual({ bbox: '-110,38,-109,39', free: true });
    expect(withoutLocation(filters)).toEqual({ free: true });
    expect(filters.near).toBe('city:1');
  });
});
