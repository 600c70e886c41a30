// What axe-core finds on the pages most campers land on, at desktop and phone widths: no serious
// or critical WCAG 2.1 A/AA violation, so low-contrast text and links told apart from the words
// around them by colour alone cannot come back.
// Screenshots at 1280 and 390 px go to AXE_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.AXE_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser();

/** The rules the measured defects broke; named so a failure says which came back. */
const WATCHED_RULES = ['color-contrast', 'link-in-text-block'];

/** The page of the first campground the API lists for a query (its default order). */
async function campgroundPath(query: Record<string, string>): Promise<string> {
  const api = inject('apiUrl');
  const response = await fetch(`${api}/api/v6/campgrounds?${new URLSearchParams({ ...query, 'page[size]': '1' })}`);
  const { attributes } = (await response.json()).data[0];
  return `/camping/${attributes['region-slug']}/${attributes.slug}`;
}

/** A night ten days from now: inside every demo booking window. */
function nightsAhead(): Record<string, string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { 'filter[availability][start_date]': day(10), 'filter[availability][end_date]': day(12) };
}

const PATHS: Record<string, () => Promise<string>> = {
  campground: () => campgroundPath({ 'filter[region]': 'utah' }),
  // A bookable (demo inventory) campground: its page adds the month of availability.
  bookable: () => campgroundPath(nightsAhead()),
};

/** Loaded as a camper sees it: the heading, on /search the first results. */
async function settled(page: Page, path: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (path.startsWith('/search')) {
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="results-count"]')?.closest('[aria-busy]')?.getAttribute('aria-busy') ===
        'false',
      undefined,
      { timeout: 30_000 },
    );
  }
}

/**
 * Scrolls down the page, so a map that loads when it comes into view does, and waits for the
 * map's attribution: its links (MapLibre's own styles) are what broke link-in-text-block.
 */
async function withMapLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.locator('.maplibregl-ctrl-attrib a').first().waitFor({ state: 'attached', timeout: 30_000 });
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const watched = violations.filter((violation) => WATCHED_RULES.includes(violation.rule));
  expect(watched, `${label}: ${JSON.stringify(watched, null, 2)}`).toEqual([]);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

describe('axe on the main pages', () => {
  it.each([
    ['home', '/', false],
    ['state', '/camping/utah', false],
    ['campground', 'campground', true],
    ['bookable-campground', 'bookable', true],
    ['search', '/search', true],
    ['pro', '/pro', false],
  ])('%s page (%s) has no serious violations at 1280 and 390 px', async (name, given, hasMap) => {
    const path = PATHS[given] ? await PATHS[given]() : given;
    const { page, status } = await browser.open(path);
    expect(status).toBe(200);
    await settled(page, path);
    if (given === 'bookable') {
      await page
        .locator('[data-testid="availability-calendar"] table:not([data-loading]) button[data-date]')
        .first()
        .waitFor();
    }
    if (hasMap) await withMapLoaded(page);
    await expectNoSeriousViolations(page, `${path} at 1280 px`);
    await page.setViewportSize({ width: 390, height: 900 });
    await settled(page, path);
    await expectNoSeriousViolations(page, `${path} at 390 px`);
    await screenshotAtWidths(page, SCREENSHOTS, name);
    expect(browser.pageErrors).toEqual([]);
    await page.close();
  });
});
