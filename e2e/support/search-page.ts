// What the search page's browser tests read: the URL's filters, the settled results count, the
// search box, and the map once it has settled.
import type { Page } from 'playwright-core';

export function urlFilters(page: Page): Record<string, unknown> {
  const raw = new URL(page.url()).searchParams.get('filters');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/** The settled results count ("123 campgrounds"), once no search is under way. */
export async function resultsCount(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      const count = document.querySelector('[data-testid="results-count"]');
      const busy = count?.closest('[aria-busy]')?.getAttribute('aria-busy');
      return busy === 'false' && /^[\d,]+ campgrounds?$/.test(count?.textContent?.trim() ?? '');
    },
    undefined,
    { timeout: 30_000 },
  );
  const text = await page.getByTestId('results-count').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits until the map has settled (drawn what it was given, not moving). */
export async function mapSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-idle') === 'true',
    undefined,
    { timeout: 30_000 },
  );
}

/** Types into the location search and picks the suggestion of that kind whose label starts so. */
export async function choosePlace(page: Page, query: string, placeType: string, label: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: 'Search a place' });
  await combobox.fill(query);
  const option = page.locator(`[role="option"][data-place-type="${placeType}"]`, { hasText: label }).first();
  await option.waitFor({ timeout: 10_000 });
  await option.click();
}

/** Drags the map sideways by a fraction of its width, as a camper would. */
export async function dragMap(page: Page, fraction: number): Promise<void> {
  const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('the map canvas is not visible');
  const from = { x: box.x + box.width * 0.6, y: box.y + box.height * 0.5 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.x - box.width * fraction * (step / 10), from.y);
  await page.mouse.up();
}
