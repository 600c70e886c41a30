// The home page (issue 18): the hero leads with the search page's own place search, which lands
// on /search with the place as the filter; a static picture of the map leads to /search without
// loading MapLibre; and 'Popular campgrounds' are ranked by popularity (ADR 0029), saying by
// what, never the first names of the alphabet. Screenshots go to HOME_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { choosePlace, resultsCount, urlFilters } from '../support/search-page.ts';

const SCREENSHOTS = process.env.HOME_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search a place' });

/** The names of the campgrounds listed under 'Popular campgrounds', in order. */
function popularNames(page: Page): Promise<string[]> {
  return page
    .locator('#popular h3')
    .evaluateAll((headings) => headings.map((heading) => (heading.textContent ?? '').trim()));
}

describe('the home page at 1280 px', () => {
  const browser = useBrowser({ width: 1280, height: 900 });

  it('ranks popular campgrounds by popularity, says by what, and shows the map without MapLibre', async () => {
    const { page, status } = await browser.open('/');
    expect(status).toBe(200);
    const popular = page.locator('#popular');
    await popular.getByRole('heading', { name: 'Popular campgrounds' }).waitFor();
    expect(await popular.innerText()).toContain(
      'Ranked by ratings and reviews, saves, how complete the listing is and, for federal campgrounds reservable on Recreation.gov, how many sites they have.',
    );

    const names = await popularNames(page);
    expect(names.length).toBe(12);
    // Not the alphabet (it was Airport Park, Alley Creek Camp, Arrowhead Campground …) …
    expect(names).not.toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.slice(0, 3)).not.toEqual(['Airport Park', 'Alley Creek Camp', 'Arrowhead Campground']);
    // … but the API's most popular, in its order.
    const api = await fetch(`${inject('apiUrl')}/api/v6/campgrounds?sort=popular&page[size]=12`);
    const body = (await api.json()) as { data: { attributes: { name: string } }[] };
    // (Compared without case: the cards may tidy a name's capitals.)
    const lower = (list: string[]) => list.map((name) => name.toLowerCase());
    expect(lower(names)).toEqual(lower(body.data.map((resource) => resource.attributes.name)));

    // The glimpse of the map: a picture of where the campgrounds are, leading to the search map.
    const glimpse = page.getByRole('link', { name: /^Open the map of [\d,]+ campgrounds$/ });
    expect(await glimpse.getAttribute('href')).toBe('/search');
    expect(await glimpse.innerText()).toMatch(/Open the map of [\d,]+ campgrounds/);
    const dots = await glimpse
      .locator('path[d^="M"]')
      .evaluateAll((paths) =>
        paths.reduce((sum, path) => sum + (path.getAttribute('d')?.split('M').length ?? 1) - 1, 0),
      );
    expect(dots).toBeGreaterThan(500);
    // The home page stays light: no map canvas, no basemap tiles fetched.
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(0);
    // (Cards may show a map picture, /api/basemap/picture.svg: one image each, no tiles.)
    const tileRequests = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/basemap/tiles/')).length,
    );
    expect(tileRequests).toBe(0);

    await screenshotAtWidths(page, SCREENSHOTS, 'home');
    await Promise.all([page.waitForURL('**/search'), glimpse.click()]);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(browser.pageErrors).toEqual([]);
  });

  it('searches a city from the hero: /search opens on it, named in the box, with its results', async () => {
    const { page } = await browser.open('/');
    // The search box leads the hero, above the first screen's fold.
    const box = await searchBox(page).boundingBox();
    expect(box && box.y + box.height).toBeLessThan(900);
    await choosePlace(page, 'Denver', 'city', 'Denver, CO');
    await page.waitForURL('**/search?filters=*', { timeout: 15_000 });
    expect(urlFilters(page)).toEqual({ near: expect.stringMatching(/^city:/) });
    await expect.poll(() => searchBox(page).inputValue(), { timeout: 15_000 }).toBe('Denver, CO');
    expect(await resultsCount(page)).toBeGreaterThan(3);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(urlFilters(page)).toEqual({ near: expect.stringMatching(/^city:/) });
    await screenshotAtWidths(page, SCREENSHOTS, 'home-search-denver');
    expect(browser.pageErrors).toEqual([]);
  });

  it('searches a park as the park itself, as /search does', async () => {
    const { page } = await browser.open('/');
    await choosePlace(page, 'Yosemite', 'admin_area', 'Yosemite National Park');
    await page.waitForURL('**/search?filters=*', { timeout: 15_000 });
    expect(urlFilters(page)).toEqual({ admin_area: expect.stringMatching(/^park:/) });
    await expect.poll(() => searchBox(page).inputValue(), { timeout: 15_000 }).toBe('Yosemite National Park, CA');
    expect(await resultsCount(page)).toBeGreaterThan(10);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('the home page on a 390 px phone', () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it('shows the search box on the first screen and the map picture below it', async () => {
    const { page } = await browser.open('/');
    const box = await searchBox(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThan(844);
    expect(box!.width).toBeGreaterThan(300);
    const glimpse = await page.getByRole('link', { name: /^Open the map of [\d,]+ campgrounds$/ }).boundingBox();
    expect(glimpse!.y).toBeGreaterThan(box!.y);
    expect(glimpse!.width).toBeLessThanOrEqual(390);
    // The page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(browser.pageErrors).toEqual([]);
  });
});
