// The search's filters panel (issue 18): one 'Amenities' heading, the filters set shown as
// removable chips with their count on the Filters tab, and 'Clear all'. Screenshots go to
// SEARCH_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { resultsCount, urlFilters } from '../support/search-page.ts';

const SCREENSHOTS = process.env.SEARCH_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser({ width: 1280, height: 800 });

/** How many elements the camper can see reading exactly `text` (screen-reader-only ones left out). */
function visibleTexts(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll('aside *')).filter((element) => {
        if (element.children.length > 0 || element.textContent?.trim() !== wanted) return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      }).length,
    text,
  );
}

async function checkAmenity(page: Page, index: number): Promise<string> {
  await page.getByRole('tab', { name: 'Filters' }).click();
  const amenity = page.locator('[data-filter="amenities"] input[type="checkbox"]').nth(index);
  await amenity.waitFor();
  const label = (await amenity.locator('xpath=..').innerText()).trim();
  await amenity.click();
  await page.getByRole('tab', { name: 'Results', selected: true }).waitFor();
  return label;
}

describe('the search filters', () => {
  it('shows the filters set as chips with a count, removes one, and clears them all', async () => {
    const filters = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));
    const { page } = await browser.open(`/search?filters=${filters}`);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    const unfiltered = await resultsCount(page);
    const filtersTab = page.getByRole('tab', { name: /^Filters/ });
    const chips = page.getByRole('group', { name: 'Active filters' });
    expect(await chips.count()).toBe(0);

    await filtersTab.click();
    await page.locator('[data-filter="amenities"]').waitFor();
    expect(await visibleTexts(page, 'Amenities')).toBe(1);

    const first = await checkAmenity(page, 0);
    const second = await checkAmenity(page, 1);
    await chips.waitFor();
    const chipNames = await chips
      .getByRole('button', { name: /^Remove filter/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(chipNames).toEqual([`Remove filter ${first}`, `Remove filter ${second}`]);
    expect(await filtersTab.getAttribute('aria-label')).toBe('Filters, 2 active');
    expect(await filtersTab.innerText()).toMatch(/^Filters\s*2$/);
    await screenshotAtWidths(page, SCREENSHOTS, 'filter-chips');

    // Removing a chip takes out only its filter, the area kept.
    await chips.getByRole('button', { name: `Remove filter ${first}`, exact: true }).click();
    await page.waitForFunction(() => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      const amenities = (JSON.parse(raw) as { amenities?: unknown[] }).amenities;
      return Array.isArray(amenities) && amenities.length === 1;
    });
    expect(await chips.getByRole('button', { name: /^Remove filter/ }).count()).toBe(1);
    expect(await filtersTab.getAttribute('aria-label')).toBe('Filters, 1 active');

    await chips.getByRole('button', { name: 'Clear all' }).click();
    await chips.waitFor({ state: 'detached' });
    expect(urlFilters(page)).toEqual({ bbox: '-109.8,38.4,-109.3,38.8' });
    expect((await filtersTab.innerText()).trim()).toBe('Filters');
    expect(await filtersTab.getAttribute('aria-label')).toBeNull();
    expect(await resultsCount(page)).toBe(unfiltered);
    expect(browser.pageErrors).toEqual([]);
  });
});
