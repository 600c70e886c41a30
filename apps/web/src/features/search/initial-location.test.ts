import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { chooseInitialLocation, hasLocationInFilters, parseBbox } from './initial-location';

const geoip = { lat: 40, long: -105, city: 'Boulder', region: 'co', userLocationFound: true };

describe('chooseInitialLocation', () => {
  it("prefers the URL's bbox", () => {
    expect(chooseInitialLocation({ bbox: '-109.8,38.4,-109.3,38.8' }, geoip)).toEqual({
      kind: 'bounds',
      bounds: [-109.8, 38.4, -109.3, 38.8],
      source: 'filters',
    });
  });
  it("then the URL's around point", () => {
    expect(chooseInitialLocation({ around: '-109.5,38.6,25' }, geoip)).toEqual({
      kind: 'center',
      center: [-109.5, 38.6],
      source: 'filters',
    });
  });
  it('then GeoIP, then the default location', () => {
    expect(chooseInitialLocation({ bbox: 'nonsense' }, geoip)).toEqual({
      kind: 'center',
      center: [-105, 40],
      source: 'geoip',
    });
    expect(chooseInitialLocation({}, null)).toEqual({
      kind: 'center',
      center: [DEFAULT_USER_LOCATION.long, DEFAULT_USER_LOCATION.lat],
      source: 'default',
    });
    expect(chooseInitialLocation({}, { lat: 'x' })).toMatchObject({ source: 'default' });
  });
  it('rejects boxes that are not boxes', () => {
    expect(parseBbox('1,2,3')).toBeNull();
    expect(parseBbox('5,2,3,4')).toBeNull();
    expect(parseBbox('-200,2,3,4')).toBeNull();
    expect(hasLocationInFilters({ around: '-109.5,38.6' })).toBe(true);
    expect(hasLocationInFilters({ free: true })).toBe(false);
  });
});
