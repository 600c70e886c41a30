import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseInitialLocation,
  CONTIGUOUS_US_BOUNDS,
  foundUserLocation,
  hasLocationInFilters,
  MIN_WIDENING_ZOOM,
  opensAroundVisitor,
  parseBbox,
  widenedZoom,
} from './initial-location';

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
  it('then the device, then a GeoIP location that was found, at zoom 10 around it', () => {
    const device = { lat: 39.74, long: -104.99 };
    expect(chooseInitialLocation({}, geoip, device)).toEqual({
      kind: 'center',
      center: [-104.99, 39.74],
      source: 'device',
    });
    expect(chooseInitialLocation({ bbox: 'nonsense' }, geoip)).toEqual({
      kind: 'center',
      center: [-105, 40],
      source: 'geoip',
    });
    expect(opensAroundVisitor(chooseInitialLocation({}, geoip))).toBe(true);
    expect(opensAroundVisitor(chooseInitialLocation({ around: '-109.5,38.6' }, geoip))).toBe(false);
  });
  it("opens on the contiguous US, not the spec's default point, when the location is unknown", () => {
    const country = { kind: 'bounds', bounds: CONTIGUOUS_US_BOUNDS, source: 'country' };
    // GeoIP answers the default location (White Rock, KS) with userLocationFound false.
    expect(chooseInitialLocation({}, DEFAULT_USER_LOCATION)).toEqual(country);
    expect(chooseInitialLocation({}, null)).toEqual(country);
    expect(chooseInitialLocation({}, { lat: 'x' })).toEqual(country);
    expect(opensAroundVisitor(chooseInitialLocation({}, null))).toBe(false);
    expect(foundUserLocation(DEFAULT_USER_LOCATION)).toBeNull();
    expect(foundUserLocation({ lat: 40, long: -105 })).toBeNull();
    expect(foundUserLocation(geoip)).toEqual({ lat: 40, long: -105 });
  });
  it('steps a view around the visitor out one zoom at a time while it holds no campground', () => {
    expect(widenedZoom(10, 0)).toBe(9);
    expect(widenedZoom(9.4, 0)).toBe(8);
    expect(widenedZoom(10, 3)).toBeNull();
    expect(widenedZoom(10, null)).toBeNull();
    expect(widenedZoom(MIN_WIDENING_ZOOM, 0)).toBeNull();
    expect(widenedZoom(MIN_WIDENING_ZOOM + 0.5, 0)).toBe(MIN_WIDENING_ZOOM);
  });
  it('rejects boxes that are not boxes', () => {
    expect(parseBbox('1,2,3')).toBeNull();
    expect(parseBbox('5,2,3,4')).toBeNull();
    expect(parseBbox('-200,2,3,4')).toBeNull();
    expect(hasLocationInFilters({ around: '-109.5,38.6' })).toBe(true);
    expect(hasLocationInFilters({ free: true })).toBe(false);
  });
});
