// Listings that look alive (issue 18, ADR 0030): a campground with a camper's photo leads its
// page and its card with that photo; one without shows a map picture drawn from the offline
// basemap, with the real rivers and towns around it (near Moab: the Colorado River), not a
// template. Screenshots at 1280 and 390 px go to CAMPGROUND_PICTURES_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createCamper, newCamper } from '../support/campers.ts';
import { useBrowser } from '../support/page-session.ts';
import { solidPng } from '../support/png.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.CAMPGROUND_PICTURES_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser();

interface Listed {
  id: string;
  slug: string;
  name: string;
}

async function firstOf(query: string): Promise<Listed> {
  const list = await (await fetch(`${inject('apiUrl')}/api/v6/campgrounds?${query}`)).json();
  const [found] = list.data;
  return { id: found.id, slug: found.attributes.slug, name: found.attributes.name };
}

/** Waits until the image has arrived and can be shown; answers its natural width. */
function shownWidth(image: Locator): Promise<number> {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.naturalWidth;
  });
}

/**
 * Screenshots with every picture in them: lazy images are loaded first (a full-page screenshot
 * does not scroll), then the two widths, and the top of the page at 390 px to look at closely.
 */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const loadAll = () =>
    page.evaluate(() =>
      Promise.all(
        Array.from(document.images, (img) => {
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      ),
    );
  await loadAll();
  await screenshotAtWidths(page, SCREENSHOTS, name);
  await page.setViewportSize({ width: 390, height: 900 });
  await loadAll();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390-top.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function uploadPhoto(campgroundId: string, token: string): Promise<{ medium: string }> {
  const form = new FormData();
  form.append('campground-id', campgroundId);
  form.append('caption', 'Morning light over the sites');
  form.append(
    'file',
    new Blob([new Uint8Array(solidPng(160, 90, [70, 130, 160]))], { type: 'image/png' }),
    'sites.png',
  );
  const response = await fetch(`${inject('apiUrl')}/api/v6/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).data.attributes.urls;
}

describe('campground pictures', () => {
  it('leads the page and the card with a photo a camper uploaded', async () => {
    // The fifth Wyoming campground by name: other tests take the first, third and last.
    const campground = await firstOf('filter[region]=wyoming&sort=name&page[size]=1&page[number]=5');
    const token = await createCamper(newCamper('pictures', 'photo', 'Pia Pictures'));
    const urls = await uploadPhoto(campground.id, token);

    const { page } = await browser.open(`/camping/wyoming/${campground.slug}`);
    const hero = page.getByRole('region', { name: `Photos of ${campground.name}` });
    const cover = hero.getByRole('img', { name: 'Morning light over the sites' });
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toBe(urls.medium);
    expect(await shownWidth(cover)).toBeGreaterThan(0);
    // At the top: right under the name, before the page's sections.
    const heroTop = (await hero.boundingBox())!.y;
    expect(heroTop).toBeLessThan((await page.getByRole('heading', { name: 'At a glance' }).boundingBox())!.y);
    expect(heroTop).toBeGreaterThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y);
    await hero.getByRole('link', { name: 'See it in the gallery' }).waitFor();
    await shoot(page, 'campground-with-photo');

    // Its card on the state's list leads with the same photo.
    const { page: list } = await browser.open('/camping/wyoming?sort=name');
    const card = list.locator('article', { has: list.getByRole('link', { name: campground.name, exact: true }) });
    const picture = card.getByRole('img', { name: 'Morning light over the sites' });
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.getAttribute('src')).toBe(urls.medium);
    expect(await shownWidth(picture)).toBeGreaterThan(0);
    await shoot(list, 'state-list');
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows a map picture with the real rivers and towns around a campground without photos', async () => {
    const campground = await firstOf('filter[bbox]=-109.75,38.45,-109.35,38.75&sort=name&page[size]=1');
    const { page } = await browser.open(`/camping/utah/${campground.slug}`);
    expect(await page.getByRole('region', { name: `Photos of ${campground.name}` }).count()).toBe(0);
    const picture = page.getByTestId('campground-map-picture');
    expect(await shownWidth(picture)).toBe(640);
    const svg = await (await fetch(new URL((await picture.getAttribute('src'))!, browser.webUrl))).text();
    expect(svg).toMatch(/data-layer="river"[^>]*data-name="Colorado River"/);
    expect(svg).toMatch(/>Colorado River<\/text>/);
    // A template would name the same river everywhere: a Wyoming campground's picture does not.
    const inWyoming = (
      await (await fetch(`${inject('apiUrl')}/api/v6/campgrounds?filter[region]=wyoming&page[size]=1`)).json()
    ).data[0].attributes;
    const elsewhere = new URL(
      `/api/basemap/picture.svg?lat=${inWyoming.latitude.toFixed(4)}&lon=${inWyoming.longitude.toFixed(4)}&zoom=8&width=640&height=256`,
      browser.webUrl,
    );
    const other = await (await fetch(elsewhere)).text();
    expect(other).toContain('data-layer="pin"');
    expect(other).not.toContain('Colorado River');
    await shoot(page, 'campground-map-picture');

    // A card without a photo leads with a map picture of its own campground's place.
    const api = inject('apiUrl');
    const firstInUtah = (
      await (await fetch(`${api}/api/v6/campgrounds?filter[region]=utah&sort=name&page[size]=1`)).json()
    ).data[0].attributes;
    const { page: state } = await browser.open('/camping/utah?sort=name');
    const mapOnCard = state.locator('article').first().locator('img[data-picture="map"]');
    const where = new URL((await mapOnCard.getAttribute('src'))!, browser.webUrl).searchParams;
    expect(Number(where.get('lat'))).toBeCloseTo(firstInUtah.latitude, 3);
    expect(Number(where.get('lon'))).toBeCloseTo(firstInUtah.longitude, 3);
    expect(await shownWidth(mapOnCard)).toBe(360);

    const { page: home } = await browser.open('/');
    expect(await home.locator('article img[data-picture]').count()).toBeGreaterThan(0);
    await shoot(home, 'home');
    const { page: search } = await browser.open('/search');
    await search.locator('[data-picture]').first().waitFor({ timeout: 30_000 });
    await shoot(search, 'search');
    expect(browser.pageErrors).toEqual([]);
  });
});
