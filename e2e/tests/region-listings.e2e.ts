// A camper (or a search engine) reads a state's campgrounds with one feature, e.g. free camping.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';
import { resultsCount } from '../support/search-page.ts';

const browser = useBrowser();

// Every feature page's slug: each amenity, each site type, and free.
const FEATURE_SLUGS = [
  'free',
  'toilets',
  'drinking-water',
  'showers',
  'electric-hookups',
  'water-hookups',
  'sewer-hookups',
  'dump-station',
  'pets-allowed',
  'campfires',
  'wifi',
  'tent-sites',
  'rv-sites',
  'cabins',
  'group-sites',
  'dispersed-camping',
  'backcountry',
];

describe('state feature listings', () => {
  it('lists free campgrounds in Utah with a count, links and a map link', async () => {
    const { page, status } = await browser.open('/camping/utah/with/free');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Free camping in Utah' }).waitFor();
    expect(await page.title()).toContain('Free camping in Utah');

    const count = await page.locator('main h1 + p').innerText();
    expect(Number(/([\d,]+) campgrounds?/.exec(count)?.[1]?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="/camping/utah/"]:not([href*="/with/"])').count()).toBeGreaterThan(0);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/camping\/utah\/with\/free$/);

    const mapHref = await page.getByRole('link', { name: 'See these on the map' }).getAttribute('href');
    const filters = new URL(mapHref!, browser.webUrl).searchParams.get('filters');
    expect(JSON.parse(filters!)).toEqual({ region: 'utah', free: true });
    expect(browser.pageErrors).toEqual([]);
    browser.state.page = page;
  });

  it('opens the map on the state from the map link', async () => {
    const page = browser.state.page;
    if (!page) throw new Error('the previous step did not open the free camping page');
    await Promise.all([
      page.waitForURL('**/search?**'),
      page.getByRole('link', { name: 'See these on the map' }).click(),
    ]);
    // The map fits Utah (about 114.05–109.04 W, 37–42 N) and the search keeps the state and the
    // filter, not the fitted box.
    await page.waitForFunction(
      () => {
        const map = document.querySelector('[data-testid="search-map"]');
        const [west = 0, , east = 0] = (map?.getAttribute('data-bounds') ?? '').split(',').map(Number);
        return map?.getAttribute('data-idle') === 'true' && west < -111.55 && east > -111.55;
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters')!)).toEqual({ region: 'utah', free: true });
    const [west, south, east, north] = String(await page.getByTestId('search-map').getAttribute('data-bounds'))
      .split(',')
      .map(Number);
    expect(Math.abs((west! + east!) / 2 - -111.55)).toBeLessThan(1);
    expect(Math.abs((south! + north!) / 2 - 39.5)).toBeLessThan(1);
    expect(await resultsCount(page)).toBeGreaterThan(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('links popular searches from the state page', async () => {
    const { page, status } = await browser.open('/camping/colorado');
    expect(status).toBe(200);
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    const link = page.locator('a[href="/camping/colorado/with/pets-allowed"]');
    await Promise.all([page.waitForURL('**/camping/colorado/with/pets-allowed'), link.click()]);
    await page.getByRole('heading', { level: 1, name: 'Pet-friendly campgrounds in Colorado' }).waitFor();
    expect(await page.locator('main a[href^="/camping/colorado/"]:not([href*="/with/"])').count()).toBeGreaterThan(0);
  });

  it('serves every feature page (the API accepts each filter)', async () => {
    for (const slug of FEATURE_SLUGS) {
      const response = await fetch(`${browser.webUrl}/camping/oregon/with/${slug}`);
      expect(`${slug}: ${response.status}`).toBe(`${slug}: 200`);
    }
  });

  it.each(['/camping/utah/with/unicorns', '/camping/narnia/with/free'])('is a real 404 for %s', async (path) => {
    const { status } = await browser.open(path);
    expect(status).toBe(404);
  });
});
