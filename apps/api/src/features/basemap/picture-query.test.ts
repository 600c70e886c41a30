import { describe, expect, it } from 'vitest';
import { pictureRequest, snappedToPixel } from './picture-query.ts';

/** Where a point falls in the world's pixels at `zoom` (512-pixel tiles, Web Mercator). */
function pixelOf(latitude: number, longitude: number, zoom: number): [number, number] {
  const world = 512 * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return [(longitude / 360 + 0.5) * world, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world];
}

describe('snappedToPixel', () => {
  it('moves a point to a whole pixel of the zoom, never more than half a pixel away', () => {
    for (const [latitude, longitude] of [
      [38.6202, -109.5683],
      [44.4605, -110.8281],
      [-33.9, 151.2],
      [84.99, 179.99],
      [0, 0],
    ] as const) {
      for (const zoom of [3, 8, 9, 12]) {
        const [x, y] = pixelOf(latitude, longitude, zoom);
        const [snappedX, snappedY] = pixelOf(...snappedToPixel(latitude, longitude, zoom), zoom);
        expect(Math.abs(snappedX - x)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(snappedY - y)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(snappedX - Math.round(snappedX))).toBeLessThan(1e-6);
        expect(Math.abs(snappedY - Math.round(snappedY))).toBeLessThan(1e-6);
      }
    }
  });

  it('gives points within one pixel the same picture request', () => {
    const base = { zoom: 9, width: 360, height: 180 };
    const one = pictureRequest({ lat: 38.6202, lon: -109.5683, ...base });
    expect(pictureRequest({ lat: 38.62021234, lon: -109.56831234, ...base })).toEqual(one);
    expect(pictureRequest({ lat: 38.62019, lon: -109.56829, ...base })).toEqual(one);
    // A point several pixels away is its own picture.
    expect(pictureRequest({ lat: 38.63, lon: -109.58, ...base })).not.toEqual(one);
  });
});
