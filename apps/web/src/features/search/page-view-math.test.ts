import { describe, expect, it } from 'vitest';
import { CONTIGUOUS_US_BOUNDS } from './initial-location';
import { fitBounds, initialCamera, reportedView, requestedCamera, viewBounds } from './page-view-math';

const phone = { width: 390, height: 700 };

describe('fitBounds and viewBounds', () => {
  it('fits the contiguous US into a phone-sized box, as MapLibre would', () => {
    const camera = fitBounds(CONTIGUOUS_US_BOUNDS, phone);
    // 57.9° of longitude across 390 px of 512-px tiles: zoom log2(390 / (512 · 57.9 / 360)) ≈ 2.24.
    expect(camera.zoom).toBeCloseTo(2.244, 2);
    const [west, south, east, north] = viewBounds(camera, phone);
    // The width is the tight side: the box spans exactly the US's longitudes, with room above and below.
    expect(west).toBeCloseTo(-124.8, 6);
    expect(east).toBeCloseTo(-66.9, 6);
    expect(south).toBeLessThan(24.5);
    expect(north).toBeGreaterThan(49.4);
  });

  it('keeps a small box whole and stops at the zoom it is given', () => {
    const moab: [number, number, number, number] = [-109.6, 38.5, -109.5, 38.6];
    const tight = fitBounds(moab, phone, 40);
    const [west, south, east, north] = viewBounds(tight, phone);
    expect(west).toBeLessThanOrEqual(-109.6);
    expect(east).toBeGreaterThanOrEqual(-109.5);
    expect(south).toBeLessThanOrEqual(38.5);
    expect(north).toBeGreaterThanOrEqual(38.6);
    expect(fitBounds(moab, phone, 40, 11).zoom).toBe(11);
    expect(tight.zoom).toBeCloseTo(11.09, 2);
  });

  it('centres a point', () => {
    const [west, south, east, north] = viewBounds({ center: [-109.55, 38.57], zoom: 10 }, phone);
    expect((west + east) / 2).toBeCloseTo(-109.55, 6);
    // Mercator stretches north: the centre latitude sits a little below the box's middle.
    expect(south).toBeLessThan(38.57);
    expect(north).toBeGreaterThan(38.57);
    // 390 px at zoom 10 is 390 / (512 · 1024) of the world: about 0.268° of longitude.
    expect(east - west).toBeCloseTo((390 / (512 * 1024)) * 360, 6);
  });
});

describe('the page camera', () => {
  it('opens where the map opens: the box for a bounds location, zoom 10 around a point', () => {
    expect(initialCamera({ kind: 'center', center: [-105, 40], source: 'geoip' }, phone)).toEqual({
      center: [-105, 40],
      zoom: 10,
    });
    expect(initialCamera({ kind: 'bounds', bounds: CONTIGUOUS_US_BOUNDS, source: 'country' }, phone).zoom).toBeCloseTo(
      2.244,
      2,
    );
  });

  it('follows camera requests: a widening step, a chosen point, a chosen place', () => {
    const current = { center: [-105, 40] as [number, number], zoom: 10 };
    expect(requestedCamera({ key: 1, center: [-105, 40], zoom: 9 }, current, phone)).toEqual({
      center: [-105, 40],
      zoom: 9,
    });
    expect(requestedCamera({ key: 2, center: [-100, 35] }, current, phone)).toEqual({ center: [-100, 35], zoom: 10 });
    // A chosen place is fitted with 40 px of padding and never closer than zoom 12.
    expect(requestedCamera({ key: 3, bounds: [-109.56, 38.56, -109.55, 38.57] }, current, phone).zoom).toBe(12);
  });
});

describe('reportedView', () => {
  it('rounds the box to 3 decimals, clamps it to the world and rounds the zoom', () => {
    expect(reportedView([-190.12345, -91, 10.00049, 40.5], 9.6)).toEqual({ bbox: '-180,-90,10,40.5', zoom: 10 });
  });
});
