// Screenshots of a page at the two widths every screen is checked at (desktop and phone), kept
// only when a test's screenshot directory is set in the environment.
import type { Locator, Page } from 'playwright-core';

export async function screenshotAtWidths(page: Page, directory: string | undefined, name: string): Promise<void> {
  if (!directory) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** One element at both widths (a header, a card), for a closer look than a full page gives. */
export async function elementScreenshotAtWidths(
  page: Page,
  element: Locator,
  directory: string | undefined,
  name: string,
): Promise<void> {
  if (!directory) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await element.scrollIntoViewIfNeeded();
    await element.screenshot({ path: `${directory}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
