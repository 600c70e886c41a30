// A camper adds a photo to a campground's gallery without writing a review: signs up, opens
// the gallery, picks a photo, uploads it, and sees it in the grid and in the media overlay.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { solidPng } from '../support/png.ts';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();
const email = `gallery-${randomBytes(4).toString('hex')}@example.com`;

// The third Wyoming campground by name: reviews.e2e uses the last, media-actions.e2e the first.
async function pickCampground(): Promise<{ slug: string; name: string }> {
  const api = inject('apiUrl');
  const list = await (
    await fetch(`${api}/api/v6/campgrounds?filter[region]=wyoming&sort=name&page[size]=1&page[number]=3`)
  ).json();
  return { slug: list.data[0].attributes.slug, name: list.data[0].attributes.name };
}

describe('adding photos to a gallery', () => {
  it('uploads a photo on its own and shows it in the gallery', async () => {
    const campground = await pickCampground();
    const { page } = await browser.open('/signup');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Gil Gallery');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('gallery-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('button', { name: /account menu/i }).waitFor();

    const gallery = `/camping/wyoming/${campground.slug}/gallery`;
    const { page: galleryPage } = await browser.open(gallery);
    await galleryPage.getByRole('button', { name: /account menu/i }).waitFor();
    await galleryPage.getByText('0 photos from campers').waitFor();
    await galleryPage.getByRole('button', { name: 'Add photos' }).click();
    const dialog = galleryPage.getByRole('dialog', { name: `Add photos of ${campground.name}` });
    await dialog.waitFor();

    // Nothing chosen: a clear message, nothing sent.
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Choose at least one photo.').waitFor();

    await dialog.getByLabel('Photos', { exact: true }).setInputFiles({
      name: 'meadow.png',
      mimeType: 'image/png',
      buffer: solidPng(80, 60, [60, 140, 90]),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await galleryPage.getByText('Thanks! Your photo is in the gallery.').waitFor();
    await galleryPage.getByText('1 photo from campers').waitFor();

    const grid = galleryPage.getByRole('list', { name: `Photos of ${campground.name}` });
    const thumb = grid.locator('img').first();
    await thumb.waitFor();
    // decode() waits for the file to arrive and rejects when it cannot be shown.
    const width = await thumb.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    await grid.getByRole('link').first().click();
    await galleryPage.waitForURL((url) => url.pathname.startsWith(`${gallery}/media/`));
    expect(browser.pageErrors).toEqual([]);
  });
});
