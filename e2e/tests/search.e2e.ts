// A camper searches the map: opens a box around Moab, picks a place, filters and reloads.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';
import { resultsCount, urlFilters } from '../support/search-page.ts';

const browser = useBrowser();

describe('map search', () => {
  it('searches a box, a place and a filter, and keeps them on reload', async () => {
    const filters = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));
    const { page, status } = await browser.open(`/search?filters=${filters}`);
    expect(status).toBe(200);
    const mapLayer = page.waitForResponse((response) => response.url().includes('/api/v6/campgrounds/map?'));
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect((await mapLayer).status()).toBe(200);
    const boxCount = await resultsCount(page);
    expect(boxCount).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="results-count"] ~ ul li').count()).toBeGreaterThan(0);
    expect(urlFilters(page)).toEqual({ bbox: '-109.8,38.4,-109.3,38.8' });

    // Choosing a result shows its card, linking to the campground page.
    const firstResult = page.locator('[data-testid="results-count"] ~ ul li button').first();
    const name = (await firstResult.innerText()).trim();
    await firstResult.click();
    const card = page.getByTestId('active-campground');
    await card.waitFor();
    expect(await card.locator('h3').innerText()).toBe(name);
    expect(await card.locator('a[href^="/camping/"]').count()).toBeGreaterThan(0);

    // The location autocomplete: a combobox whose city suggestion carries the pin icon.
    const combobox = page.getByRole('combobox', { name: 'Search a place' });
    await combobox.fill('Moab');
    const city = page.locator('[role="option"][data-place-type="city"]').first();
    await city.waitFor({ timeout: 10_000 });
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    expect(await city.locator('[data-icon="pin"]').count()).toBe(1);
    await city.click();
    await page.waitForFunction(() => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      return typeof parsed.near === 'string' && parsed.bbox === undefined;
    });
    // The city is searched by its place id, so a reload can name it.
    expect(urlFilters(page).near).toMatch(/^city:\d+$/);
    const placeCount = await resultsCount(page);
    expect(placeCount).toBeGreaterThan(0);

    // A filter from the API's filter list narrows the search and lands in the URL.
    await page.getByRole('tab', { name: 'Filters' }).click();
    const amenity = page.locator('[data-filter="amenities"] input[type="checkbox"]').first();
    await amenity.waitFor();
    const value = await amenity.getAttribute('value');
    await amenity.click(); // the panel switches to the results at once
    await page.getByRole('tab', { name: 'Results', selected: true }).waitFor();
    await page.waitForFunction((id) => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      const amenities = (JSON.parse(raw) as { amenities?: unknown }).amenities;
      return Array.isArray(amenities) && amenities.includes(id);
    }, value);
    const filteredCount = await resultsCount(page);
    expect(filteredCount).toBeLessThanOrEqual(placeCount);
    const filtersBefore = urlFilters(page);
    expect(filtersBefore.amenities).toEqual([value]);

    // A reload restores the same search from the URL.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(await resultsCount(page)).toBe(filteredCount);
    expect(urlFilters(page)).toEqual(filtersBefore);
    await page.getByRole('tab', { name: 'Filters' }).click();
    expect(await page.locator(`[data-filter="amenities"] input[value="${value}"]`).isChecked()).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });

  it('ignores a filters parameter that is not JSON', async () => {
    const { page, status } = await browser.open('/search?filters=%7Bnot-json');
    expect(status).toBe(200);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(await resultsCount(page)).toBeGreaterThanOrEqual(0);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('map search on a 360 px phone', () => {
  const phone = useBrowser({ width: 360, height: 740 });

  it('opens on the list, loads the map when asked, and switches without sideways scrolling', async () => {
    const filters = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));
    const { page } = await phone.open(`/search?filters=${filters}`);
    // The list first: MapLibre is not loaded until the camper opens the map (ADR 0037).
    expect(await resultsCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('tab', { name: 'Results' }).isVisible()).toBe(true);
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(0);
    // The place search has the first row to itself: its whole placeholder shows.
    const searchBox = (await page.getByRole('combobox', { name: 'Search a place' }).boundingBox())!;
    expect(searchBox.width).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.locator('canvas.maplibregl-canvas').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByRole('tab', { name: 'Results' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await resultsCount(page)).toBeGreaterThan(0);
    expect(await page.locator('canvas.maplibregl-canvas').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.locator('canvas.maplibregl-canvas').waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(phone.pageErrors).toEqual([]);
  });
});
