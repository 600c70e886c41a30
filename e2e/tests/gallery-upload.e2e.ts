// A camper adds a photo to a campground's gallery without writing a review: signs up, opens
// the gallery, picks a photo, uploads it, and sees it in the grid and in the media overlay.
// Photos are dropped on the picker's drop zone or chosen from it by click or keyboard, each
// shown with a preview and removable before upload (issue 18); screenshots go to
// PHOTO_PICKER_SCREENSHOTS.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { solidPng } from '../support/png.ts';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.PHOTO_PICKER_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

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

interface DroppedFile {
  name: string;
  type: string;
  bytes: number[];
}

/** Drops files on the element as a camper dragging them from their desktop would. */
async function dropFiles(target: Locator, files: DroppedFile[]): Promise<void> {
  await target.evaluate((element, dropped) => {
    const transfer = new DataTransfer();
    for (const file of dropped)
      transfer.items.add(new File([Uint8Array.from(file.bytes)], file.name, { type: file.type }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, files);
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

    // A drop zone, not a bare file button: photos are dropped on it…
    const zone = dialog.getByTestId('photo-drop-zone');
    await zone.getByText('Drag photos here or choose files').waitFor();
    await dropFiles(zone, [
      { name: 'meadow.png', type: 'image/png', bytes: Array.from(solidPng(80, 60, [60, 140, 90])) },
      { name: 'notes.txt', type: 'text/plain', bytes: [104, 105] },
    ]);
    const chosen = dialog.getByRole('list', { name: 'Chosen photos' });
    await chosen.getByText('meadow.png').waitFor();
    await chosen.getByText('notes.txt').waitFor();
    expect(await chosen.getByRole('alert').count()).toBe(1);
    // Choosing answered the "Choose at least one photo." message: it is gone.
    expect(await dialog.getByText('Choose at least one photo.').count()).toBe(0);
    // …each shown with its preview, and removable before upload.
    const preview = await chosen
      .locator('li', { hasText: 'meadow.png' })
      .locator('img')
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.naturalWidth;
      });
    expect(preview).toBe(80);
    await chosen.getByRole('button', { name: 'Remove notes.txt' }).click();
    await chosen.getByText('notes.txt').waitFor({ state: 'detached' });

    // A click anywhere on the zone opens the file chooser; so does Enter on its (labelled) input.
    const clicked = galleryPage.waitForEvent('filechooser');
    await zone.getByText('Drag photos here').click();
    await (
      await clicked
    ).setFiles({ name: 'pines.png', mimeType: 'image/png', buffer: solidPng(40, 40, [20, 90, 50]) });
    await chosen.getByText('pines.png').waitFor();
    await screenshotAtWidths(galleryPage, SCREENSHOTS, 'add-photos-drop-zone');
    await chosen.getByRole('button', { name: 'Remove pines.png' }).click();
    await chosen.getByText('pines.png').waitFor({ state: 'detached' });
    const input = dialog.getByLabel('Photos', { exact: true });
    expect(await input.getAttribute('type')).toBe('file');
    await input.focus();
    const typed = galleryPage.waitForEvent('filechooser');
    await galleryPage.keyboard.press('Enter');
    expect((await typed).isMultiple()).toBe(true);
    expect(await chosen.locator('li').count()).toBe(1);

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
