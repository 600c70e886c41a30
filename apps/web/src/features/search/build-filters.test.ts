import { LOCATION_FILTER_KEYS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/lib/api-client';
import {
  buildApiFilters,
  buildFilters,
  filterStayDates,
  parseUrlFilters,
  searchWithFilters,
  serializeFilters,
  withMapArea,
  withoutLocation,
  withStayDates,
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

describe('the availability filter (spec section 5)', () => {
  const user = { lat: 39.8, long: -98.5 };
  const stay = { startDate: '2027-06-01', endDate: '2027-06-04' };

  it('carries start_date and end_date in the filters JSON, and leaves it when cleared', () => {
    const filters = withStayDates({ bbox: '1,2,3,4' }, stay);
    expect(filters).toEqual({ bbox: '1,2,3,4', availability: { start_date: '2027-06-01', end_date: '2027-06-04' } });
    const params = new URLSearchParams(searchWithFilters('', filters));
    expect(JSON.parse(params.get('filters') ?? '')).toEqual({
      bbox: '1,2,3,4',
      availability: { start_date: '2027-06-01', end_date: '2027-06-04' },
    });
    expect(filterStayDates(parseUrlFilters(params.get('filters')))).toEqual(stay);
    expect(withStayDates(filters, null)).toEqual({ bbox: '1,2,3,4' });
    expect(filterStayDates({ bbox: '1,2,3,4' })).toBeNull();
  });

  it('is sent to the API as filter[availability][start_date] and [end_date]', () => {
    const api = buildApiFilters(withStayDates({ bbox: '1,2,3,4' }, stay), [], user);
    expect(api).toEqual({ bbox: '1,2,3,4', availability: { start_date: '2027-06-01', end_date: '2027-06-04' } });
    expect(decodeURIComponent(toQueryString({ filter: api }))).toBe(
      '?filter[bbox]=1,2,3,4&filter[availability][start_date]=2027-06-01&filter[availability][end_date]=2027-06-04',
    );
  });

  it('drops a malformed stay from the URL', () => {
    expect(parseUrlFilters('{"availability":{"start_date":"2027-06-04","end_date":"2027-06-01"},"d":true}')).toEqual({
      d: true,
    });
    expect(parseUrlFilters('{"availability":{"start_date":"2027-06-01"}}')).toEqual({});
    expect(parseUrlFilters('{"availability":"2027-06-01"}')).toEqual({});
  });
});
