// A camper (or a search engine) finds campgrounds by town or park: a state's cities and parks
// with counts, the campgrounds near one of them by distance, and the same area on the map. Their
// cards keep text clear of the Save heart (issue 18); screenshots go to CARD_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';
import { elementScreenshotAtWidths, screenshotAtWidths } from '../support/screenshots.ts';
import { resultsCount } from '../support/search-page.ts';

const SCREENSHOTS = process.env.CARD_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser();

function filtersOf(href: string): Record<string, unknown> {
  const raw = new URL(href, browser.webUrl).searchParams.get('filters');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/** "1,234 campgrounds …" → 1234 */
function countIn(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  expect(match, `${pattern} in "${text}"`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}

describe('cities, parks and campgrounds near a place', () => {
  it('links the state page to its cities and parks', async () => {
    const { page, status } = await browser.open('/camping/utah');
    expect(status).toBe(200);
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    expect(await page.locator('a[href="/camping/utah/cities"]').count()).toBe(1);
    expect(await page.locator('a[href="/camping/utah/parks"]').count()).toBe(1);
  });

  it('lists Utah cities with nearby campground counts, linking to the near pages', async () => {
    const { page, status } = await browser.open('/camping/utah/cities');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Camping near cities in Utah' }).waitFor();
    expect(await page.title()).toContain('Camping near cities in Utah');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/camping\/utah\/cities$/);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toContain('Utah');

    const moab = page.locator('article', { has: page.locator('a[href="/camping/utah/near/moab"]') });
    expect(await moab.count()).toBe(1);
    expect(countIn(await moab.innerText(), /([\d,]+) campgrounds? within 31 mi/)).toBeGreaterThan(0);
    expect(await moab.innerText()).toMatch(/Population [\d,]+/);

    // Most campgrounds nearby first.
    const counts = (await page.locator('main article').allInnerTexts()).map((text) =>
      countIn(text, /([\d,]+) campgrounds? within/),
    );
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(browser.pageErrors).toEqual([]);
  });

  it('sorts the cities by population on request', async () => {
    const { page } = await browser.open('/camping/utah/cities');
    await Promise.all([
      page.waitForURL('**/camping/utah/cities?sort=population'),
      page.getByRole('link', { name: 'Largest population' }).click(),
    ]);
    await page.locator('main [aria-current="true"]', { hasText: 'Largest population' }).waitFor();
    const populations = (await page.locator('main article').allInnerTexts()).map((text) =>
      countIn(text, /Population ([\d,]+)/),
    );
    expect(populations.length).toBeGreaterThan(1);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(await page.locator('main article').first().innerText()).toContain('Salt Lake City');
    // Both orders list the same cities: one canonical URL.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/camping\/utah\/cities$/);
  });

  it('lists the campgrounds near Moab by distance, with a map link', async () => {
    const { page } = await browser.open('/camping/utah/cities');
    await Promise.all([
      page.waitForURL('**/camping/utah/near/moab'),
      page.locator('a[href="/camping/utah/near/moab"]').click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Campgrounds near Moab, Utah' }).waitFor();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/camping\/utah\/near\/moab$/);
    expect(
      countIn(await page.locator('main h1 + p').innerText(), /([\d,]+) campgrounds? within 31 mi/),
    ).toBeGreaterThan(0);

    const distances = (await page.locator('main article p', { hasText: / mi from Moab$/ }).allInnerTexts()).map(
      (text) => Number(/^([\d.]+) mi/.exec(text)?.[1]),
    );
    expect(distances.length).toBeGreaterThan(1);
    for (const distance of distances) expect(distance).toBeLessThanOrEqual(31.5);
    for (let index = 1; index < distances.length; index += 1) {
      // Shown rounded (one decimal under 10 mi): allow the rounding step.
      expect(distances[index - 1]!).toBeLessThanOrEqual(distances[index]! + 0.5);
    }
    expect(await page.locator('main article h3 a[href^="/camping/"]').count()).toBe(distances.length);

    const mapHref = await page.getByRole('link', { name: 'See these on the map' }).getAttribute('href');
    expect(filtersOf(mapHref!)).toEqual({ near: expect.stringMatching(/^city:\S+$/) });
    // The near page links back to its list.
    expect(
      await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a[href="/camping/utah/cities"]').count(),
    ).toBe(1);
    browser.state.page = page;
    expect(browser.pageErrors).toEqual([]);
  });

  it('opens the map near Moab from the near page', async () => {
    const page = browser.state.page;
    if (!page) throw new Error('the previous step did not open the near page');
    const mapLink = page.getByRole('link', { name: 'See these on the map' });
    const nearId = filtersOf((await mapLink.getAttribute('href'))!).near;
    await Promise.all([page.waitForURL('**/search?**'), mapLink.click()]);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(await resultsCount(page)).toBeGreaterThan(0);

    // The map fitted the place: its view is around Moab (38.57 N, 109.55 W), and the search stays
    // the place rather than the fitted box.
    await page.waitForFunction(
      () => {
        const map = document.querySelector('[data-testid="search-map"]');
        const [west = 0, , east = 0] = (map?.getAttribute('data-bounds') ?? '').split(',').map(Number);
        return map?.getAttribute('data-idle') === 'true' && west < -109.55 && east > -109.55;
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(filtersOf(page.url())).toEqual({ near: nearId });
    const [west, south, east, north] = String(await page.getByTestId('search-map').getAttribute('data-bounds'))
      .split(',')
      .map(Number);
    expect(Math.abs((west! + east!) / 2 - -109.55)).toBeLessThan(0.3);
    expect(Math.abs((south! + north!) / 2 - 38.57)).toBeLessThan(0.3);
    expect(east! - west!).toBeGreaterThan(0.8);
    expect(east! - west!).toBeLessThan(5);
    expect(browser.pageErrors).toEqual([]);
  });

  it('searches inside a park chosen in the map search', async () => {
    const { page } = await browser.open('/search');
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Search a place' }).fill('Arches National Park');
    const park = page.locator('[role="option"][data-place-type="admin_area"]').first();
    await park.waitFor({ timeout: 10_000 });
    expect(await park.locator('[data-icon="tree"]').count()).toBe(1);
    await park.click();
    await page.waitForFunction(() => {
      const raw = new URL(window.location.href).searchParams.get('filters') ?? '{}';
      const filters = JSON.parse(raw) as Record<string, unknown>;
      return typeof filters.admin_area === 'string';
    });
    // The park alone is the search: no point, and no box from fitting the map to it.
    expect(filtersOf(page.url())).toEqual({ admin_area: expect.stringMatching(/^park:[a-z]+$/) });
    expect(await resultsCount(page)).toBeGreaterThanOrEqual(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('lists Utah national parks and forests with counts and map links', async () => {
    const { page, status } = await browser.open('/camping/utah/parks');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'National parks and forests in Utah' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'National Park Service areas' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'National forests' }).waitFor();

    const arches = page.locator('article', {
      has: page.getByRole('link', { name: 'Arches National Park', exact: true }),
    });
    expect(await arches.count()).toBe(1);
    expect(await arches.getByRole('link', { name: 'Arches National Park', exact: true }).getAttribute('href')).toMatch(
      /^\/camping\/utah\/near\/arches-national-park/,
    );
    const text = await arches.innerText();
    expect(text).toContain('National Park');
    expect(text).toMatch(/[\d,]+ campgrounds? in the park/);
    expect(countIn(text, /([\d,]+) campgrounds? within 31 mi/)).toBeGreaterThan(0);

    // A forest with campgrounds inside links to them on the map with the admin_area filter.
    const forestMap = page
      .locator('section', { has: page.getByRole('heading', { name: 'National forests' }) })
      .getByRole('link', { name: /^See on the map/ })
      .first();
    expect(filtersOf((await forestMap.getAttribute('href'))!)).toEqual({
      admin_area: expect.stringMatching(/^forest:/),
    });
    expect(browser.pageErrors).toEqual([]);
  });

  it.each([
    '/camping/utah/near/no-such-place-anywhere',
    '/camping/utah/near/Not_A_Slug',
    '/camping/utah/near/utah',
    '/camping/narnia/near/moab',
    '/camping/narnia/cities',
    '/camping/utah/cities?page=999',
  ])('is a real 404 for %s', async (path) => {
    const { page, status } = await browser.open(path);
    expect(status).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }).waitFor();
  });
});

describe('place pages on a 360 px phone', () => {
  const phone = useBrowser({ width: 360, height: 740 });

  it.each(['/camping/utah/cities', '/camping/utah/parks', '/camping/utah/near/moab'])(
    '%s fits without sideways scrolling',
    async (path) => {
      const { page, status } = await phone.open(path);
      expect(status).toBe(200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});

describe('campground cards beside their Save heart', () => {
  const wide = useBrowser({ width: 1280, height: 900 });
  const narrow = useBrowser({ width: 390, height: 844 });

  // Near Estes Park, Colorado: Marys Lake - USBR and its neighbours, each card with a distance line.
  it.each([
    ['1280 px', wide],
    ['390 px', narrow],
  ] as const)('keep every line of text clear of the heart at %s', async (_width, session) => {
    const { page, status } = await session.open('/camping/colorado/near/estes-park');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Campgrounds near Estes Park, Colorado' }).waitFor();
    await page.locator('main article [data-testid="save-button"]').first().waitFor();
    const clashes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main article')).flatMap((card) => {
        const heart = card.querySelector('[data-testid="save-button"]')?.getBoundingClientRect();
        if (!heart) return [];
        // Every element holding text of its own: the space its text may fill must end before the heart.
        return Array.from(card.querySelectorAll<HTMLElement>('*'))
          .filter((element) =>
            Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent!.trim() !== ''),
          )
          .filter((element) => !element.closest('[data-testid="save-button"]'))
          .flatMap((element) => {
            const box = element.getBoundingClientRect();
            const block = (element.closest('h3, p, ul') as HTMLElement | null) ?? element;
            const textRight = block.getBoundingClientRect().right - parseFloat(getComputedStyle(block).paddingRight);
            const beside = box.top < heart.bottom && box.bottom > heart.top;
            return beside && textRight > heart.left ? [element.textContent!.trim()] : [];
          });
      }),
    );
    expect(clashes).toEqual([]);
    expect(await page.locator('main article').count()).toBeGreaterThan(1);
    if (session === wide) {
      await screenshotAtWidths(page, SCREENSHOTS, 'cards-near-estes-park');
      await elementScreenshotAtWidths(page, page.locator('main article').first(), SCREENSHOTS, 'first-card');
    }
    expect(session.pageErrors).toEqual([]);
  });
});
