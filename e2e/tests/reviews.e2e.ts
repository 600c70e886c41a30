// A camper reviews a campground: signs up, writes a review with a photo and a field report
// with a speed test, sees it with the new average and the connectivity rating it produced,
// then finds the photo in the gallery and opens it in the media overlay. Issue 18: the form's
// date and site type stay in line while errors show, photos are picked in a drop zone, and a
// card's Share and Report sit together at the end of its footer. Screenshots go to
// REVIEW_SCREENSHOTS.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { solidPng } from '../support/png.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';
import { elementScreenshotAtWidths, screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.REVIEW_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser();
const signedOut = useBrowser();
const phone = useBrowser({ width: 360, height: 740 });
const email = `reviewer-${randomBytes(4).toString('hex')}@example.com`;
const author = 'Ada Reviewer';
const title = `Creekside loop ${randomBytes(3).toString('hex')}`;
const editedTitle = `${title} (edited)`;
const voter = { email: `voter-${randomBytes(4).toString('hex')}@example.com`, password: 'voter-password-1' };

interface CampgroundRef {
  id: string;
  slug: string;
  name: string;
}
const state: { campground?: CampgroundRef; reviewPath?: string; before?: { average: number | null; count: number } } =
  {};

// A campground the other journeys (which use Utah) do not touch, so the average is ours to predict.
async function pickCampground(): Promise<CampgroundRef> {
  const api = inject('apiUrl');
  const list = await (await fetch(`${api}/api/v6/campgrounds?filter[region]=wyoming&sort=-name&page[size]=1`)).json();
  const { id, attributes } = list.data[0];
  return { id, slug: attributes.slug, name: attributes.name };
}

async function ratingBefore(campgroundId: string) {
  const api = inject('apiUrl');
  const body = await (await fetch(`${api}/api/v6/campgrounds/${campgroundId}/reviews?page[size]=1`)).json();
  return body.meta.rating as { average: number | null; count: number };
}

function yesterday(): string {
  const date = new Date(Date.now() - 86_400_000);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

async function goto(page: Page, path: string) {
  await page.goto(`${browser.webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/** Share and Report side by side at the right end of the card's footer, level with each other. */
async function expectIconsAtFooterEnd(card: Locator) {
  const footer = (await card.locator('footer').boundingBox())!;
  const share = (await card.getByRole('button', { name: 'Share', exact: true }).boundingBox())!;
  const report = (await card.getByRole('button', { name: /^Report/ }).boundingBox())!;
  expect(footer.x + footer.width - (report.x + report.width)).toBeLessThan(2);
  expect(report.x - (share.x + share.width)).toBeLessThan(12);
  expect(report.x - (share.x + share.width)).toBeGreaterThanOrEqual(0);
  expect(Math.abs(report.y - share.y)).toBeLessThan(1);
}

const campgroundPath = () => `/camping/wyoming/${state.campground!.slug}`;

describe('reviews, field reports and photos', () => {
  it('signs up', async () => {
    state.campground = await pickCampground();
    state.before = await ratingBefore(state.campground.id);
    const { page } = await browser.open('/signup');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Name', { exact: true }).fill(author);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('reviewer-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    browser.state.page = page;
  });

  it('explains connectivity in the Connection Details modal', async () => {
    const page = browser.state.page!;
    await goto(page, campgroundPath());
    await page.getByRole('heading', { name: 'Cell connectivity' }).waitFor();
    await page.getByRole('button', { name: 'Connection Details' }).click();
    const modal = page.getByRole('dialog', { name: 'Connection Details' });
    await modal.getByText(/Speeds come from field-report speed tests/).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('writes a review with a photo and a field report, and sees the new average', async () => {
    const page = browser.state.page!;
    const { name } = state.campground!;
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${name}` });
    await dialog.waitFor();

    // Nothing filled in: the domain's messages, word for word.
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.getByText('Please choose a rating from 1 to 5 stars.').waitFor();
    await dialog.getByText('Please write at least 20 characters about your stay.').waitFor();
    await dialog.getByText('Please enter the date of your stay.').waitFor();
    // Only the date has an error under it: the site type beside it stays the same size, in line.
    const date = (await dialog.getByLabel('Date of your stay').boundingBox())!;
    const siteType = (await dialog.getByLabel('Site type (optional)').boundingBox())!;
    expect(siteType.y).toBeCloseTo(date.y, 0);
    expect(siteType.height).toBeCloseTo(date.height, 0);
    expect(siteType.height).toBeLessThan(50);
    expect(siteType.x).toBeGreaterThan(date.x + date.width);
    await screenshotAtWidths(page, SCREENSHOTS, 'review-form-errors');
    await elementScreenshotAtWidths(page, dialog.locator('form').first(), SCREENSHOTS, 'review-form-errors-only');

    // The radios sit visually hidden under the star graphics, so Playwright is told to use them anyway.
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByLabel('Title (optional)').fill(title);
    await dialog
      .getByLabel('Your review')
      .fill('Shady sites along the creek.\nVault toilets were clean.\n\n<b>Bring</b> bug spray in June.');
    await dialog.getByLabel('Date of your stay').fill(yesterday());
    await dialog.getByLabel('Site type (optional)').selectOption('tent');
    await dialog.getByLabel('Photos (optional)').setInputFiles({
      name: 'creek.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [40, 120, 90]),
    });
    await dialog.getByLabel('Caption for photo 1').fill('Morning by the creek');

    await dialog.getByText(/Add a field report/).click();
    await dialog.getByLabel('Verizon signal').selectOption('strong');
    await dialog.getByLabel('Verizon download Mbps').fill('25');
    await dialog.getByLabel('Verizon upload Mbps').fill('5');
    await dialog.getByLabel('Road', { exact: true }).fill('Graded gravel, fine for any car.');

    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('Thanks! Your review is posted.').waitFor();

    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    // Plain text: the markup is shown as typed, the line breaks are kept.
    expect(await card.innerText()).toContain('<b>Bring</b> bug spray');
    expect(await card.locator('b').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Helpful' }).count()).toBe(0);
    expect(await card.getByRole('img', { name: 'Morning by the creek' }).count()).toBe(1);
    expect(await card.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    await expectIconsAtFooterEnd(card);
    await elementScreenshotAtWidths(page, card, SCREENSHOTS, 'review-card-owner');

    const before = state.before!;
    const count = before.count + 1;
    const average = ((before.average ?? 0) * before.count + 4) / count;
    const reviews = page.locator('section[aria-labelledby="reviews-heading"]');
    await reviews.getByText(`${count} review${count === 1 ? '' : 's'}`, { exact: true }).waitFor();
    expect(await reviews.innerText()).toContain((Math.round(average * 10) / 10).toFixed(1));

    // The field report's speed test rates Verizon.
    const verizon = page.getByRole('row', { name: /Verizon/ });
    await verizon.getByText('Good', { exact: true }).waitFor();
    expect(await verizon.innerText()).toContain('25 Mbps down');
    state.reviewPath = (await card.getByRole('link', { name: title }).getAttribute('href')) ?? undefined;
  });

  it('lists the review on the reviews page and gives it its own page', async () => {
    const page = browser.state.page!;
    await goto(page, `${campgroundPath()}/reviews`);
    await page.getByRole('heading', { level: 1, name: `Reviews of ${state.campground!.name}` }).waitFor();
    await page.getByRole('article', { name: title }).waitFor();

    const response = await fetch(`${browser.webUrl}${state.reviewPath}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Review of ${state.campground!.name.replace(/&/g, '&amp;')} by ${author}`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${state.reviewPath}"`));
    expect((await fetch(`${browser.webUrl}${campgroundPath()}/reviews/999999999`)).status).toBe(404);
  });

  it('lets the author edit the review', async () => {
    const page = browser.state.page!;
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    expect(await dialog.getByLabel('Title (optional)').inputValue()).toBe(title);
    await dialog.getByLabel('Title (optional)').fill(editedTitle);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: editedTitle }).waitFor();
  });

  it('shows the photo in the gallery and keeps the media overlay open on reload', async () => {
    const page = browser.state.page!;
    await goto(page, `${campgroundPath()}/gallery`);
    await page.getByRole('heading', { level: 1, name: `Photos of ${state.campground!.name}` }).waitFor();
    await page.getByRole('img', { name: 'Morning by the creek' }).click();
    await page.waitForURL(/\/gallery\/media\/\d+$/);
    const overlay = page.getByRole('dialog', { name: /^Photo 1 of/ });
    await overlay.getByText(`Photo by ${author}`).waitFor();
    const loaded = await overlay
      .getByRole('img', { name: 'Morning by the creek' })
      .evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth));
    expect(loaded).toBeGreaterThan(0);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await overlay.getByText('Morning by the creek').waitFor();

    await page.keyboard.press('Escape');
    await page.waitForURL(/\/gallery$/);
    await overlay.waitFor({ state: 'detached' });
  });

  it('asks a signed-out visitor to sign in, then casts their helpful vote', async () => {
    const created = await fetch(`${inject('apiUrl')}/api/v6/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: { type: 'users', attributes: { email: voter.email, password: voter.password, 'full-name': 'Vic Voter' } },
      }),
    });
    expect(created.status).toBe(201);

    const { page } = await signedOut.open(`${campgroundPath()}/reviews`);
    const card = page.getByRole('article', { name: editedTitle });
    await expectIconsAtFooterEnd(card);
    await elementScreenshotAtWidths(page, card, SCREENSHOTS, 'review-card-visitor');
    await card.getByRole('button', { name: 'Helpful' }).click();
    const upsell = page.getByRole('dialog', { name: 'Sign in to continue' });
    await upsell.getByRole('button', { name: 'Sign In', exact: true }).click();
    const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
    await signIn.getByLabel('Email', { exact: true }).fill(voter.email);
    await signIn.getByLabel('Password', { exact: true }).fill(voter.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await signIn.waitFor({ state: 'detached' });

    // The vote goes through once signed in, without a second click.
    await card.getByText('1 person found this helpful').waitFor();
    expect(await card.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await card.getByText('1 person found this helpful').waitFor();
    expect(browser.pageErrors).toEqual([]);
    expect(signedOut.pageErrors).toEqual([]);
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    for (const path of [
      campgroundPath(),
      `${campgroundPath()}/reviews`,
      state.reviewPath!,
      `${campgroundPath()}/gallery`,
    ]) {
      const { page } = await phone.open(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it('lets the author delete the review from its own page', async () => {
    const page = browser.state.page!;
    await goto(page, state.reviewPath!);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await page.waitForURL((url) => url.pathname === `${campgroundPath()}/reviews`);
    await page.getByRole('heading', { level: 1, name: `Reviews of ${state.campground!.name}` }).waitFor();
    expect(await page.getByRole('article', { name: editedTitle }).count()).toBe(0);
    expect((await fetch(`${browser.webUrl}${state.reviewPath}`)).status).toBe(404);
    expect(browser.pageErrors).toEqual([]);
  });
});
