// A camper browses from the home page to a state and on to a campground.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();

describe('home → state → campground', () => {
  it('walks from the home page to a campground page with its map', async () => {
    const { page, status } = await browser.open('/');
    expect(status).toBe(200);
    expect(await page.title()).toContain('Campwise');
    await page.getByRole('heading', { name: 'Browse by state' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Popular campgrounds' }).count()).toBe(1);

    // The state list links every state and DC, with counts from the real import.
    expect(await page.locator('#states a[href^="/camping/"]').count()).toBe(51);
    expect(await page.locator('main').innerText()).toMatch(/campgrounds in 50 states/);
    const colorado = page.locator('a[href="/camping/colorado"]').first();
    expect(await colorado.innerText()).toMatch(/Colorado[\s\S]*\d/);
    await Promise.all([page.waitForURL('**/camping/colorado'), colorado.click()]);

    await page.getByRole('heading', { level: 1, name: 'Camping in Colorado' }).waitFor();
    const campgroundLinks = page.locator('main a[href^="/camping/colorado/"]');
    expect(await campgroundLinks.count()).toBeGreaterThan(10);
    const first = campgroundLinks.first();
    const name = (await first.innerText()).trim();
    await Promise.all([page.waitForURL(/\/camping\/colorado\/[a-z0-9-]+$/), first.click()]);

    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.innerText()).trim()).toBe(name);
    await page.getByRole('heading', { name: 'Source and attribution' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Colorado');

    // The map loads once the camper scrolls it into view, and draws into a WebGL canvas
    // (software rendering in headless Chromium).
    await page.mouse.wheel(0, 120);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    const size = await page
      .locator('canvas.maplibregl-canvas')
      .evaluate((canvas: HTMLCanvasElement) => ({ w: canvas.width, h: canvas.height }));
    expect(size.w).toBeGreaterThan(100);
    expect(size.h).toBeGreaterThan(100);
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows a preview of the map, and loads MapLibre only when the camper asks for the map', async () => {
    const api = inject('apiUrl');
    const list = await (await fetch(`${api}/api/v6/campgrounds?filter[region]=utah&page[size]=1`)).json();
    const campground = list.data[0].attributes;
    const { page } = await browser.open(`/camping/utah/${campground.slug}`);
    const map = page.getByTestId('campground-map');
    const show = map.getByRole('button', { name: `Show map of ${campground.name}` });
    await show.waitFor();
    // Settled after load with nobody touching it: still the preview, no map code or worker fetched.
    await page.waitForLoadState('networkidle');
    const mapRequests = () =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => /maplibre/i.test(entry.name)).length,
      );
    expect(await map.getAttribute('data-map')).toBe('preview');
    expect(await mapRequests()).toBe(0);
    expect(await page.locator('canvas').count()).toBe(0);

    await show.click();
    await map.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(await map.getAttribute('data-map')).toBe('live');
    expect(await mapRequests()).toBeGreaterThan(0);
    expect(await map.getByRole('img', { name: campground.name }).count()).toBe(1);
    expect(browser.pageErrors).toEqual([]);
  });

  it('server-renders the campground page: content, canonical URL and JSON-LD', async () => {
    const api = inject('apiUrl');
    const list = await (await fetch(`${api}/api/v6/campgrounds?filter[region]=utah&page[size]=1`)).json();
    const campground = list.data[0].attributes;
    const response = await fetch(`${browser.webUrl}/camping/utah/${campground.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(campground.name.replace(/&/g, '&amp;'));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/camping/utah/${campground.slug}"`));
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    expect(jsonLd).not.toBeNull();
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({ '@type': 'Campground', name: campground.name });
  });
});
