// The query of GET /api/basemap/picture.svg: where (lat, lon), how close (zoom, as MapLibre's)
// and how big (width, height in CSS pixels). Anything else, or a value out of range, is a 400
// naming the parameter (docs/api-basemap.md).
import { BASEMAP_PICTURE_LIMITS, type BasemapPictureRequest } from '@campwise/domain';
import { z } from 'zod';

const { minZoom, maxZoom, minSize, maxSize } = BASEMAP_PICTURE_LIMITS;

/** Web Mercator ends short of the poles. */
const MAX_LATITUDE = 85;

function decimal(limit: number, what: string) {
  return z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, `expected a decimal number of degrees, ${what}`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `expected a number of degrees, ${what}`);
}

function wholeNumber(min: number, max: number) {
  const message = `expected a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

export const pictureQuerySpec = {
  filters: {},
  parameters: {
    lat: decimal(MAX_LATITUDE, `-${MAX_LATITUDE} to ${MAX_LATITUDE}`).describe('latitude of the centre (and the pin)'),
    lon: decimal(180, '-180 to 180').describe('longitude of the centre (and the pin)'),
    zoom: wholeNumber(minZoom, maxZoom).describe(`MapLibre zoom, ${minZoom}..${maxZoom}`),
    width: wholeNumber(minSize, maxSize).describe('CSS pixels'),
    height: wholeNumber(minSize, maxSize).describe('CSS pixels'),
  },
};

/** MapLibre's zoom: the world is 512 CSS pixels across at zoom 0 (as in basemap-picture.ts). */
const WORLD_PIXELS_AT_ZOOM_0 = 512;

/**
 * The point moved to the nearest whole pixel of the picture's zoom (Web Mercator), half a pixel
 * at most: the pin does not visibly move, and points a crawler varies in their last decimals
 * share one drawing (and one entry of the route's picture cache) instead of one each.
 */
export function snappedToPixel(latitude: number, longitude: number, zoom: number): [number, number] {
  const world = WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom;
  const x = Math.round((longitude / 360 + 0.5) * world);
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = Math.round((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world);
  const snappedLatitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
  return [snappedLatitude, (x / world - 0.5) * 360];
}

export function pictureRequest(parameters: {
  lat: number;
  lon: number;
  zoom: number;
  width: number;
  height: number;
}): BasemapPictureRequest {
  const { lat, lon, zoom, width, height } = parameters;
  const [latitude, longitude] = snappedToPixel(lat, lon, zoom);
  return { latitude, longitude, zoom, width, height };
}
