// The search page's first view (issue 18, ADR 0028). A visitor whose location is unknown used to
// get the spec's default point (White Rock, KS) at zoom 10: two dots in rural Kansas and
// '0 campgrounds' on a phone. Now: the contiguous US with clusters and a line saying why; with the
// browser's location allowed, zoom 10 around it (stepped out only when that holds nothing).
// Dense states are counted clusters, not hundreds of overlapping pins, and the map menu's PRO
// button says what it opens. Screenshots go to SEARCH_SCREENSHOTS when set.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';
import { resultsCount, urlFilters } from '../support/search-page.ts';

const SCREENSHOTS = process.env.SEARCH_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const US_NOTE = 'Showing campgrounds across the US — search a place or allow location';
// Colorado chosen as the place: about 450 campgrounds, drawn as separate overlapping pins before.
const COLORADO = { region: 'colorado' };

interface MapState {
  zoom: number;
  bounds: [number, number, number, number];
  features: number;
}

/** The map's view once it has settled with campgrounds drawn (clusters or pins). */
async function settledWithCampgrounds(page: Page): Promise<MapState> {
  await page.waitForFunction(
    () => {
      const map = document.querySelector('[data-testid="search-map"]');
      return map?.getAttribute('data-idle') === 'true' && Number(map.getAttribute('data-features')) > 0;
    },
    undefined,
    { timeout: 30_000 },
  );
  const map = page.getByTestId('search-map');
  return {
    zoom: Number(await map.getAttribute('data-zoom')),
    bounds: String(await map.getAttribute('data-bounds'))
      .split(',')
      .map(Number) as MapState['bounds'],
    features: Number(await map.getAttribute('data-features')),
  };
}

/** What MapLibre drew on a layer of the search map: each feature's properties. */
function drawn(page: Page, layer: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((id) => {
    const element = document.querySelector('[data-testid="search-map"]') as unknown as {
      maplibreMap: { queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[] };
    };
    return element.maplibreMap.queryRenderedFeatures({ layers: [id] }).map((feature) => feature.properties);
  }, layer);
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search a place' });

describe('the first view when the location is unknown, at 1280 px', () => {
  const desktop = useBrowser({ width: 1280, height: 800 });

  it('shows the contiguous US with clusters and campgrounds, and says why', async () => {
    const { page } = await desktop.open('/search');
    const view = await settledWithCampgrounds(page);
    await page.getByText(US_NOTE, { exact: true }).waitFor();
    const [west, south, east, north] = view.bounds;
    expect(west).toBeLessThan(-120);
    expect(east).toBeGreaterThan(-70);
    expect(south).toBeLessThan(27);
    expect(north).toBeGreaterThan(47);
    expect(await resultsCount(page)).toBeGreaterThan(1000);
    const counts = await drawn(page, 'search-cluster-counts');
    expect(counts.length).toBeGreaterThan(3);
    // The view is the page's, not a place or an area the camper chose: the URL and box stay empty.
    expect(urlFilters(page)).toEqual({});
    expect(await searchBox(page).inputValue()).toBe('');
    await shoot(page, 'first-view-us', 1280);
    expect(desktop.pageErrors).toEqual([]);
  });

  it('shows counted clusters across Colorado at state zoom, and pins once zoomed in', async () => {
    const maps: { meta: { total: number; mode: string; zoom: number } }[] = [];
    const { page } = await desktop.open('/search');
    page.on('response', (response) => {
      if (response.url().includes('/api/v6/campgrounds/map?')) void response.json().then((body) => maps.push(body));
    });
    await page.goto(`${desktop.webUrl}/search?filters=${encodeURIComponent(JSON.stringify(COLORADO))}`, {
      waitUntil: 'domcontentloaded',
    });
    const state = await settledWithCampgrounds(page);
    expect(state.zoom).toBeGreaterThanOrEqual(5.5);
    expect(state.zoom).toBeLessThan(7);
    expect(await drawn(page, 'search-points')).toEqual([]);
    // One step in, as a camper would: the mountains between Denver and Aspen at zoom 7.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="search-map"]')?.getAttribute('data-zoom')) > zoom + 0.9,
      state.zoom,
    );
    const view = await settledWithCampgrounds(page);
    expect(view.zoom).toBeLessThan(8);
    // Few enough that the map used to answer every one as a pin (500 or fewer)…
    const last = maps.at(-1);
    expect(last?.meta.zoom).toBe(Math.round(view.zoom));
    expect(last?.meta.total).toBeGreaterThan(100);
    expect(last?.meta.total).toBeLessThanOrEqual(500);
    // …but they overlap at this zoom: clusters, each showing its count.
    expect(last?.meta.mode).toBe('clusters');
    expect(await drawn(page, 'search-points')).toEqual([]);
    const counts = await drawn(page, 'search-cluster-counts');
    expect(counts.length).toBeGreaterThan(5);
    expect(counts.length).toBeLessThan(100);
    expect(counts.reduce((sum, properties) => sum + Number(properties.count), 0)).toBeGreaterThanOrEqual(
      last?.meta.total ?? Infinity,
    );
    await shoot(page, 'colorado-clusters', 1280);

    // Zoomed in on the Arkansas valley near Buena Vista, they are pins again.
    await page.goto(
      `${desktop.webUrl}/search?filters=${encodeURIComponent(JSON.stringify({ bbox: '-106.4,38.7,-106.0,38.95' }))}`,
      { waitUntil: 'domcontentloaded' },
    );
    await settledWithCampgrounds(page);
    expect((await drawn(page, 'search-points')).length).toBeGreaterThan(3);
    expect(await drawn(page, 'search-cluster-counts')).toEqual([]);
    expect(desktop.pageErrors).toEqual([]);
  });

  it("labels the map menu's PRO button with what it opens", async () => {
    const { page } = await desktop.open('/search');
    await page.getByRole('button', { name: 'Map settings' }).click();
    const button = page.getByRole('button', { name: 'What PRO adds', exact: true });
    await button.waitFor();
    expect(await button.innerText()).toBe('What PRO adds');
    expect(await page.getByRole('button', { name: 'PRO', exact: true }).count()).toBe(0);
    await shoot(page, 'map-menu', 1280);
    await button.click();
    await page.getByRole('heading', { name: 'See more on the map with PRO' }).waitFor();
    expect(desktop.pageErrors).toEqual([]);
  });
});

describe('the first view when the location is unknown, on a 390 px phone', () => {
  const phone = useBrowser({ width: 390, height: 844 });

  it('shows campgrounds across the US in the list and on the map, and says why', async () => {
    const { page } = await phone.open('/search');
    // A phone opens on the list (ADR 0037): the page's own US view is the area before any map exists.
    expect(await resultsCount(page)).toBeGreaterThan(1000);
    const note = page.getByText(US_NOTE, { exact: true });
    expect(await note.isVisible()).toBe(true);
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(0);
    await shoot(page, 'first-view-us-list', 390);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const view = await settledWithCampgrounds(page);
    expect(view.features).toBeGreaterThan(0);
    expect(await note.isVisible()).toBe(true);
    await shoot(page, 'first-view-us', 390);
    await page.getByRole('button', { name: 'Map settings' }).click();
    const pro = page.getByRole('button', { name: 'What PRO adds', exact: true });
    expect(await pro.isVisible()).toBe(true);
    await shoot(page, 'map-menu', 390);
    expect(phone.pageErrors).toEqual([]);
  });
});

describe('the first view in the page the server sends', () => {
  it('says why in the first HTML when the server cannot place the visitor, and not when the URL names a place', async () => {
    // The server looks the visitor up while rendering (loopback is nowhere), so the note does not
    // wait for the scripts and a second round trip.
    const webUrl = inject('webUrl');
    expect(await (await fetch(`${webUrl}/search`)).text()).toContain(US_NOTE);
    const placed = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));
    expect(await (await fetch(`${webUrl}/search?filters=${placed}`)).text()).not.toContain(US_NOTE);
  });
});

describe('the first view with the browser location allowed', () => {
  const located = useBrowser({ width: 1280, height: 800 });

  /** Opens /search as a visitor whose browser already lets the site read this position. */
  async function openAt(latitude: number, longitude: number): Promise<Page> {
    const { page } = await located.open('/');
    const context = page.context();
    await context.grantPermissions(['geolocation'], { origin: located.webUrl });
    await context.setGeolocation({ latitude, longitude });
    await page.goto(`${located.webUrl}/search`, { waitUntil: 'domcontentloaded' });
    return page;
  }

  it('opens at zoom 10 around the location, with no note and no place in the box', async () => {
    // Moab, Utah: campgrounds all around.
    const page = await openAt(38.5733, -109.5498);
    const view = await settledWithCampgrounds(page);
    expect(view.zoom).toBeCloseTo(10, 1);
    const [west, south, east, north] = view.bounds;
    expect((west + east) / 2).toBeCloseTo(-109.5498, 1);
    expect((south + north) / 2).toBeCloseTo(38.5733, 1);
    expect(await resultsCount(page)).toBeGreaterThan(0);
    expect(await page.getByText(US_NOTE).count()).toBe(0);
    expect(urlFilters(page)).toEqual({});
    expect(await searchBox(page).inputValue()).toBe('');
    await shoot(page, 'first-view-located', 1280);
    expect(located.pageErrors).toEqual([]);
  });

  it('steps out from zoom 10 until the view holds a campground', async () => {
    // Open water in the Gulf of Mexico, about 350 km south of the Louisiana coast.
    const page = await openAt(26.0, -90.0);
    await page.waitForFunction(
      () => {
        const map = document.querySelector('[data-testid="search-map"]');
        const count = document.querySelector('[data-testid="results-count"]')?.textContent ?? '';
        return map?.getAttribute('data-idle') === 'true' && /^[1-9][\d,]* campgrounds?$/.test(count.trim());
      },
      undefined,
      { timeout: 60_000 },
    );
    const view = await settledWithCampgrounds(page);
    expect(view.zoom).toBeLessThan(10);
    expect(view.zoom).toBeGreaterThanOrEqual(5);
    const [west, south, east, north] = view.bounds;
    expect((west + east) / 2).toBeCloseTo(-90, 0);
    expect((south + north) / 2).toBeCloseTo(26, 0);
    expect(await resultsCount(page)).toBeGreaterThan(0);
    expect(urlFilters(page)).toEqual({});
    expect(located.pageErrors).toEqual([]);
  });
});
