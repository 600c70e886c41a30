// A camper works the map itself: clicks a cluster to zoom in, searches an area after panning
// with "Search as I move the map" off, and picks a map style that sticks.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';
import { dragMap, urlFilters } from '../support/search-page.ts';

const browser = useBrowser({ width: 1280, height: 800 });

interface MapResponse {
  data: { type: string; attributes: { count?: number; longitude: number; latitude: number } }[];
  meta: { mode: 'clusters' | 'points'; zoom: number };
}

/** The map's current view, as the map element reports it once it has settled. */
async function mapView(page: Page): Promise<{ zoom: number; bounds: number[] }> {
  const map = page.getByTestId('search-map');
  await page.waitForFunction(() => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-bounds'));
  const zoom = Number(await map.getAttribute('data-zoom'));
  const bounds = String(await map.getAttribute('data-bounds'))
    .split(',')
    .map(Number);
  return { zoom, bounds };
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Where a longitude/latitude is drawn on the canvas (Web Mercator, the map's projection). */
async function screenPoint(page: Page, lng: number, lat: number): Promise<{ x: number; y: number }> {
  const { bounds } = await mapView(page);
  const [west, south, east, north] = bounds as [number, number, number, number];
  const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('the map canvas is not visible');
  return {
    x: box.x + ((lng - west) / (east - west)) * box.width,
    y: box.y + ((mercatorY(north) - mercatorY(lat)) / (mercatorY(north) - mercatorY(south))) * box.height,
  };
}

describe('the search map', () => {
  it('zooms into a cluster when the camper clicks it', async () => {
    const filters = encodeURIComponent(JSON.stringify({ bbox: '-124,25,-67,49' }));
    const firstMap = (page: Page) =>
      page.waitForResponse((response) => response.url().includes('/api/v6/campgrounds/map?'), { timeout: 30_000 });
    const { page } = await browser.open(`/search?filters=${filters}`);
    const response = (await (await firstMap(page)).json()) as MapResponse;
    expect(response.meta.mode).toBe('clusters');
    const clusters = response.data.filter((item) => item.type === 'campground-clusters');
    expect(clusters.length).toBeGreaterThan(1);
    const biggest = clusters.reduce((a, b) => ((a.attributes.count ?? 0) >= (b.attributes.count ?? 0) ? a : b));

    await page.waitForFunction(() => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-idle'));
    const before = await mapView(page);
    const next = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v6/campgrounds/map?') && Number(new URL(r.url()).searchParams.get('zoom')) > before.zoom,
      { timeout: 30_000 },
    );
    const point = await screenPoint(page, biggest.attributes.longitude, biggest.attributes.latitude);
    await page.mouse.click(point.x, point.y);
    await next;
    // The search follows the move at once; the element reports the view when the map is idle.
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="search-map"]')?.getAttribute('data-zoom')) > zoom,
      before.zoom,
    );
    const after = await mapView(page);
    expect(after.zoom).toBeGreaterThan(before.zoom);
    // The viewport now holds the cluster's centre, and the URL follows the map (search as I move).
    const [west, south, east, north] = after.bounds as [number, number, number, number];
    expect(biggest.attributes.longitude).toBeGreaterThan(west);
    expect(biggest.attributes.longitude).toBeLessThan(east);
    expect(biggest.attributes.latitude).toBeGreaterThan(south);
    expect(biggest.attributes.latitude).toBeLessThan(north);
    await page.waitForFunction(() => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      return (JSON.parse(raw) as { bbox?: string }).bbox !== '-124,25,-67,49';
    });
    expect(browser.pageErrors).toEqual([]);
  });

  it("offers 'Search this area' after a pan when searching as the map moves is off", async () => {
    const start = '-109.8,38.4,-109.3,38.8';
    const { page } = await browser.open(`/search?filters=${encodeURIComponent(JSON.stringify({ bbox: start }))}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-idle'));
    const toggle = page.getByRole('checkbox', { name: 'Search as I move the map' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);

    await dragMap(page, 1 / 3); // to the left

    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await searchArea.waitFor({ timeout: 10_000 });
    // Nothing is searched until the camper asks.
    expect(urlFilters(page).bbox).toBe(start);
    await searchArea.click();
    await page.waitForFunction((old) => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      const bbox = (JSON.parse(raw) as { bbox?: string }).bbox;
      return typeof bbox === 'string' && bbox !== old;
    }, start);
    const [west] = String(urlFilters(page).bbox).split(',').map(Number) as [number];
    expect(west).toBeGreaterThan(-109.8); // the view moved east
    expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps the chosen map style after a reload', async () => {
    const { page } = await browser.open('/search');
    const menu = page.getByRole('button', { name: 'Map settings' });
    await menu.click();
    const style = page.getByRole('combobox', { name: 'Map style' });
    await style.selectOption('outline');
    expect(await page.evaluate(() => window.localStorage.getItem('map-style'))).toContain('outline');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    await menu.click();
    await expect.poll(() => style.inputValue()).toBe('outline');
    expect(browser.pageErrors).toEqual([]);
  });
});
