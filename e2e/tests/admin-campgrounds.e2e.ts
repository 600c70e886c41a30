// Admin moderation of campgrounds (/admin/campgrounds): an admin hides a campground (its page
// is then a 404 and the search no longer offers it) and merges a duplicate into another (the old
// address redirects for good to the target, whose page shows the duplicate's review).
// Idaho campgrounds: no other browser test uses that state.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const SCREENSHOTS = process.env.ADMIN_CAMPGROUNDS_SCREENSHOTS;
const suffix = randomBytes(4).toString('hex');
const reviewTitle = `Same place, other name ${suffix}`;

interface CampgroundRef {
  id: string;
  name: string;
  slug: string;
}

let adminSession: BrowserSession | undefined;
afterAll(async () => {
  await adminSession?.close();
});

async function idahoCampground(pageNumber: number): Promise<CampgroundRef> {
  const response = await fetch(
    `${apiUrl}/api/v6/campgrounds?filter[region]=idaho&sort=name&page[size]=1&page[number]=${pageNumber}`,
  );
  const [first] = (await response.json()).data;
  return { id: first.id, name: first.attributes.name, slug: first.attributes.slug };
}

async function adminPage(): Promise<Page> {
  adminSession ??= await launchBrowser();
  const page = await adminSession.browser.newPage();
  await signInOnPage(page, inject('admin'));
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Searches the admin screen by name: the result cards (visible campgrounds only). */
async function searchByName(page: Page, name: string) {
  await page.getByLabel('Campground name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByTestId('admin-campground');
}

async function postReview(campgroundId: string): Promise<void> {
  const token = await createCamper(newCamper('merge', 'Merge', 'Morgan Merger'));
  const response = await fetch(`${apiUrl}/api/v6/reviews`, {
    method: 'POST',
    headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: {
        type: 'reviews',
        attributes: {
          rating: 4,
          title: reviewTitle,
          body: 'The same campground is listed twice under two names; this one is the duplicate.',
          'stayed-on': '2025-07-01',
          'site-type': 'tent',
        },
        relationships: { campground: { data: { type: 'campgrounds', id: campgroundId } } },
      },
    }),
  });
  if (response.status !== 201) throw new Error(`review failed: ${response.status} ${await response.text()}`);
}

describe('admin: campgrounds', () => {
  let page: Page;

  it('is linked from the admin start page', async () => {
    page = await adminPage();
    await page.goto(`${browser.webUrl}/admin`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('link', { name: /^Campgrounds/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Campgrounds' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/campgrounds');
  });

  it('hides a campground: its page is a 404 and the search no longer lists it', async () => {
    const hidden = await idahoCampground(5);
    const path = `/camping/idaho/${hidden.slug}`;
    expect((await browser.open(path)).status).toBe(200);

    const label = `${hidden.name}, ID`;
    const cards = await searchByName(page, hidden.name);
    const card = cards.filter({ has: page.getByRole('link', { name: label, exact: true }) });
    await card.waitFor();
    await screenshot(page, 'admin-campgrounds-search');
    await card.getByRole('button', { name: 'Hide', exact: true }).click();
    await card.getByLabel('Why hide it?').fill('Closed for good by the county.');
    await screenshot(page, 'admin-campgrounds-hide');
    await card.getByRole('button', { name: 'Hide with this reason' }).click();
    await page.getByText(`${hidden.name} is hidden.`).waitFor();
    const hiddenCard = page.getByTestId('hidden-campground').filter({ hasText: hidden.name });
    await hiddenCard.getByText('Closed for good by the county.').waitFor();
    expect(await cards.filter({ has: page.getByRole('link', { name: label, exact: true }) }).count()).toBe(0);

    expect((await browser.open(path)).status).toBe(404);
    const search = await fetch(`${apiUrl}/api/autocomplete/campgrounds?q=${encodeURIComponent(hidden.name)}`);
    expect(((await search.json()) as { id: string }[]).map((s) => s.id)).not.toContain(hidden.id);
    await screenshot(page, 'admin-campgrounds-hidden');
  });

  it('merges a duplicate: the old address redirects to the target, which shows the moved review', async () => {
    const duplicate = await idahoCampground(8);
    const target = await idahoCampground(9);
    await postReview(duplicate.id);

    const duplicateCard = (await searchByName(page, duplicate.name)).filter({
      has: page.getByRole('link', { name: `${duplicate.name}, ID`, exact: true }),
    });
    await duplicateCard.getByRole('button', { name: 'Merge as a duplicate…' }).click();
    await page.getByTestId('merge-duplicate').waitFor();
    const targetCard = (await searchByName(page, target.name)).filter({
      has: page.getByRole('link', { name: `${target.name}, ID`, exact: true }),
    });
    await targetCard.getByRole('button', { name: 'Merge into this' }).click();
    const overlay = page.getByRole('dialog', { name: 'Merge these campgrounds?' });
    await overlay.waitFor();
    await screenshot(page, 'admin-campgrounds-merge');
    await overlay.getByRole('button', { name: `Merge into ${target.name}` }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.getByText(`${duplicate.name} was merged into ${target.name}.`).waitFor();

    const redirect = await fetch(`${browser.webUrl}/camping/idaho/${duplicate.slug}`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(new URL(redirect.headers.get('location')!, browser.webUrl).pathname).toBe(`/camping/idaho/${target.slug}`);

    const { page: targetPage, status } = await browser.open(`/camping/idaho/${duplicate.slug}`);
    expect(status).toBe(200);
    expect(new URL(targetPage.url()).pathname).toBe(`/camping/idaho/${target.slug}`);
    await targetPage.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await targetPage.getByText(reviewTitle).first().waitFor();
    await screenshot(targetPage, 'admin-campgrounds-merged-target');
  });
});
