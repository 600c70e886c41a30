// A camper adds a field report on its own (no review): signs up, reports T-Mobile's signal with a
// speed test and a road note, sees the report and the connectivity rating it produced on the
// campground page and on the field reports page, then deletes it.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();
const signedOut = useBrowser();
const phone = useBrowser({ width: 360, height: 740 });
const email = `reporter-${randomBytes(4).toString('hex')}@example.com`;
const marker = randomBytes(3).toString('hex');
const roadNote = `Washboard for the last 2 miles ${marker}.\n<b>High clearance</b> helps after rain.`;

interface CampgroundRef {
  id: string;
  slug: string;
  name: string;
}
const state: { campground?: CampgroundRef } = {};

// Not the campground reviews.e2e.ts uses (the last by name), so T-Mobile's rating is ours to predict.
async function pickCampground(): Promise<CampgroundRef> {
  const api = inject('apiUrl');
  const list = await (await fetch(`${api}/api/v6/campgrounds?filter[region]=wyoming&sort=name&page[size]=1`)).json();
  const { id, attributes } = list.data[0];
  return { id, slug: attributes.slug, name: attributes.name };
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

const campgroundPath = () => `/camping/wyoming/${state.campground!.slug}`;
const fieldReportsPath = () => `${campgroundPath()}/field-reports`;
const ourReport = (page: Page) =>
  page.getByRole('article', { name: /^Field report: visited/ }).filter({ hasText: marker });

describe('standalone field reports', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    state.campground = await pickCampground();
    const { page } = await signedOut.open(campgroundPath());
    await page.getByRole('heading', { name: 'Field reports', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add a field report' }).click();
    await page.getByRole('dialog', { name: 'Sign in to continue' }).waitFor();
    expect(signedOut.pageErrors).toEqual([]);
  });

  it('signs up', async () => {
    const { page } = await browser.open('/signup');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Rita Reporter');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('reporter-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    browser.state.page = page;
  });

  it('adds a field report and sees it with the connectivity it produced', async () => {
    const page = browser.state.page!;
    const { name } = state.campground!;
    await goto(page, campgroundPath());
    // The session loads after hydration; until then the button would ask to sign in.
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    await page.getByRole('button', { name: 'Add a field report' }).click();
    const dialog = page.getByRole('dialog', { name: `Field report for ${name}` });
    await dialog.waitFor();

    // Nothing filled in: the domain's messages, word for word.
    await dialog.getByRole('button', { name: 'Post field report' }).click();
    await dialog.getByText('Please enter the date of your visit.').waitFor();
    await dialog.getByText('Please add a note or the signal you had for at least one carrier.').waitFor();

    await dialog.getByLabel('Date of your visit').fill(yesterday());
    await dialog.getByLabel('T-Mobile signal').selectOption('strong');
    await dialog.getByLabel('T-Mobile download Mbps').fill('30');
    await dialog.getByLabel('T-Mobile upload Mbps').fill('5');
    await dialog.getByLabel('Road', { exact: true }).fill(roadNote);
    await dialog.getByRole('button', { name: 'Post field report' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('Thanks! Your field report is posted.').waitFor();

    const card = ourReport(page);
    await card.waitFor();
    const text = await card.innerText();
    // Plain text: the markup is shown as typed, the line break is kept.
    expect(text).toContain('<b>High clearance</b> helps');
    expect(await card.locator('b').count()).toBe(0);
    expect(await card.locator('br').count()).toBe(1);
    expect(text).toContain('Rita Reporter');
    expect(text).toContain('Strong · 30 Mbps down · 5 Mbps up');

    const tmobile = page.getByRole('row', { name: /T-Mobile/ });
    await tmobile.getByText('Good', { exact: true }).waitFor();
    expect(await tmobile.innerText()).toContain('30 Mbps down');
  });

  it('lists the report on the field reports page', async () => {
    const page = browser.state.page!;
    await page.getByRole('link', { name: 'All field reports' }).click();
    await page.waitForURL((url) => url.pathname === fieldReportsPath());
    await page.getByRole('heading', { level: 1, name: `Field reports for ${state.campground!.name}` }).waitFor();
    await ourReport(page).waitFor();

    const response = await fetch(`${browser.webUrl}${fieldReportsPath()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${fieldReportsPath()}"`));
    expect(html).toContain(marker);
    expect((await fetch(`${browser.webUrl}/camping/wyoming/no-such-campground-${marker}/field-reports`)).status).toBe(
      404,
    );
    expect((await fetch(`${browser.webUrl}${fieldReportsPath()}?page=0`)).status).toBe(404);
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    for (const path of [campgroundPath(), fieldReportsPath()]) {
      const { page } = await phone.open(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it('lets the author delete the report', async () => {
    const page = browser.state.page!;
    await ourReport(page).getByRole('button', { name: 'Delete report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your field report?' });
    await dialog.getByRole('button', { name: 'Delete field report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ourReport(page).waitFor({ state: 'detached' });
    // Its only report gone, the campground invites the first one again (ADR 0031).
    await page.getByText('No one has reported cell signal here yet.').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
