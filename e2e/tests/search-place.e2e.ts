// A place search keeps the place (issue 18): choosing a park or a city searches that place even
// after the map fits itself to it (it used to narrow the search to the fitted box: Yosemite
// 48 → 7, Denver 12 → 3); the park's outline is drawn; a reload keeps its name in the box; and a
// map move that makes the view the area says 'Map area'. Screenshots go to SEARCH_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { choosePlace, dragMap, mapSettled, resultsCount, urlFilters } from '../support/search-page.ts';

const SCREENSHOTS = process.env.SEARCH_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const MOAB_BOX = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));
const YOSEMITE = 'Yosemite National Park, CA';

/** The search page on a box round Moab, its results shown: where each search starts from. */
async function openOnMoab(session: ReturnType<typeof useBrowser>): Promise<Page> {
  const { page } = await session.open(`/search?filters=${MOAB_BOX}`);
  await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
  await resultsCount(page);
  return page;
}

/** Waits until the URL's filters hold `key` as a string (a chosen place has become the search). */
function urlFilterSet(page: Page, key: string): Promise<unknown> {
  return page.waitForFunction((name) => {
    const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
    return typeof (JSON.parse(raw) as Record<string, unknown>)[name] === 'string';
  }, key);
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search a place' });

/** How many parts of the search area's outline the map drew. */
function outlineDrawn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const element = document.querySelector('[data-testid="search-map"]') as unknown as {
      maplibreMap: { queryRenderedFeatures(options: { layers: string[] }): unknown[] };
    };
    return element.maplibreMap.queryRenderedFeatures({ layers: ['search-area-outline-line'] }).length;
  });
}

/** Chooses Yosemite and checks the count holds once the map has fitted the park; answers them. */
async function searchYosemite(page: Page): Promise<{ parkId: string; count: number }> {
  await choosePlace(page, 'Yosemite', 'admin_area', 'Yosemite National Park');
  await urlFilterSet(page, 'admin_area');
  const parkId = String(urlFilters(page).admin_area);
  expect(parkId).toMatch(/^park:/);
  const count = await resultsCount(page);
  expect(count).toBeGreaterThan(10);
  // The map flies to the park and draws its outline; the search stays the park.
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-outline') === id,
    parkId,
    { timeout: 30_000 },
  );
  await mapSettled(page);
  expect(urlFilters(page)).toEqual({ admin_area: parkId });
  expect(await resultsCount(page)).toBe(count);
  expect(await searchBox(page).inputValue()).toBe(YOSEMITE);
  // The view holds the whole park (about 37.5°–38.2° N), not a circle round its centre.
  const [, south = 0, , north = 0] = String(await page.getByTestId('search-map').getAttribute('data-bounds'))
    .split(',')
    .map(Number);
  expect(south).toBeLessThan(37.55);
  expect(north).toBeGreaterThan(38.15);
  return { parkId, count };
}

describe('a place search at 1280 px', () => {
  const browser = useBrowser({ width: 1280, height: 800 });

  it('keeps a park as the search after the map fits it, and after a reload', async () => {
    const page = await openOnMoab(browser);
    const { parkId, count } = await searchYosemite(page);
    expect(await outlineDrawn(page)).toBeGreaterThan(0);
    await screenshotAtWidths(page, SCREENSHOTS, 'park-search');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    await expect.poll(() => searchBox(page).inputValue(), { timeout: 15_000 }).toBe(YOSEMITE);
    expect(await resultsCount(page)).toBe(count);
    await mapSettled(page);
    expect(urlFilters(page)).toEqual({ admin_area: parkId });
    expect(await resultsCount(page)).toBe(count);

    // Moving the map makes its view the search area: the box says so and the outline goes.
    await dragMap(page, 1 / 4);
    await page.waitForFunction(() => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      const filters = JSON.parse(raw) as Record<string, unknown>;
      return typeof filters.bbox === 'string' && filters.admin_area === undefined;
    });
    await expect.poll(() => searchBox(page).inputValue()).toBe('Map area');
    await mapSettled(page);
    expect(await page.getByTestId('search-map').getAttribute('data-outline')).toBe('');
    expect(await outlineDrawn(page)).toBe(0);
    await screenshotAtWidths(page, SCREENSHOTS, 'map-area');
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps a city as the search after the map centres on it, and names it after a reload', async () => {
    const page = await openOnMoab(browser);
    await choosePlace(page, 'Denver', 'city', 'Denver, CO');
    await urlFilterSet(page, 'near');
    const near = String(urlFilters(page).near);
    const count = await resultsCount(page);
    expect(count).toBeGreaterThan(3);
    // The map has flown to Denver and settled there.
    await page.waitForFunction(
      () => {
        const map = document.querySelector('[data-testid="search-map"]');
        const [west = 0, , east = 0] = (map?.getAttribute('data-bounds') ?? '').split(',').map(Number);
        return map?.getAttribute('data-idle') === 'true' && west < -104.99 && east > -104.99;
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(urlFilters(page)).toEqual({ near });
    expect(await resultsCount(page)).toBe(count);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => searchBox(page).inputValue(), { timeout: 15_000 }).toBe('Denver, CO');
    expect(await resultsCount(page)).toBe(count);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('a place search on a 390 px phone', () => {
  const phone = useBrowser({ width: 390, height: 844 });

  it('searches a park from the list before the map has loaded, and the map then fits it', async () => {
    // A phone opens on the list and loads the map only when asked (ADR 0037).
    const { page } = await phone.open(`/search?filters=${MOAB_BOX}`);
    expect(await resultsCount(page)).toBeGreaterThan(0);
    await choosePlace(page, 'Yosemite', 'admin_area', 'Yosemite National Park');
    await urlFilterSet(page, 'admin_area');
    const parkId = String(urlFilters(page).admin_area);
    const count = await resultsCount(page);
    expect(count).toBeGreaterThan(10);
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(0);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-outline') === id,
      parkId,
      { timeout: 30_000 },
    );
    await mapSettled(page);
    const [, south = 0, , north = 0] = String(await page.getByTestId('search-map').getAttribute('data-bounds'))
      .split(',')
      .map(Number);
    expect(south).toBeLessThan(37.55);
    expect(north).toBeGreaterThan(38.15);
    expect(urlFilters(page)).toEqual({ admin_area: parkId });
    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await resultsCount(page)).toBe(count);
    expect(phone.pageErrors).toEqual([]);
  });
});
