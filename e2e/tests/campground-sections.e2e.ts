// Issue 18, the campground page's sections (ADR 0031): names cased by the import's rules, a long
// description folded behind Read more, connectivity shown only where field reports say something
// (an invitation otherwise), and a camper's 'Fair' bars read Fair, not Available.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForHydration } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.CAMPGROUND_SECTIONS_SCREENSHOTS;
const desktop = useBrowser();
const phone = useBrowser({ width: 390, height: 844 });
const email = `fair-signal-${randomBytes(4).toString('hex')}@example.com`;

// RIDB writes it 'Black Canyon Of The Gunnison South Rim Campground' and cuts its description
// mid-word at 500 characters ('such as the O').
const BLACK_CANYON = '/camping/colorado/black-canyon-of-the-gunnison-south-rim-campground';

function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

async function firstColoradoCampground(): Promise<{ slug: string; name: string }> {
  const api = inject('apiUrl');
  const list = await (await fetch(`${api}/api/v6/campgrounds?filter[region]=colorado&sort=name&page[size]=1`)).json();
  return { slug: list.data[0].attributes.slug, name: list.data[0].attributes.name };
}

async function connectivity(page: Page) {
  return page.locator('section[aria-labelledby="connectivity-heading"]');
}

describe('the campground page', () => {
  it('shows the name in title case, small words lower case', async () => {
    const { page } = await desktop.open(BLACK_CANYON);
    await page
      .getByRole('heading', { level: 1, name: 'Black Canyon of the Gunnison South Rim Campground', exact: true })
      .waitFor();
  });

  it('folds a long description behind Read more on a phone, cut at a word, with the source’s full text linked', async () => {
    const { page } = await phone.open(BLACK_CANYON);
    const about = page.locator('#about-text');
    const readMore = page.getByRole('button', { name: 'Read more' });
    await readMore.waitFor();
    expect(await readMore.getAttribute('aria-expanded')).toBe('false');
    expect(await readMore.getAttribute('aria-controls')).toBe('about-text');
    const folded = await about.evaluate((element) => element.getBoundingClientRect().height);

    await readMore.click();
    const readLess = page.getByRole('button', { name: 'Read less' });
    await readLess.waitFor();
    expect(await readLess.getAttribute('aria-expanded')).toBe('true');
    const expanded = await about.evaluate((element) => element.getBoundingClientRect().height);
    expect(expanded).toBeGreaterThan(folded + 20);
    const text = await about.innerText();
    expect(text).toMatch(/such as the…$/);
    expect(text).not.toContain('the O…');
    const source = page.getByRole('link', { name: 'Read the full description on Recreation.gov' });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/www\.recreation\.gov\/camping\/campgrounds\/\d+$/);

    await readLess.click();
    await readMore.waitFor();
    expect(await about.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(folded, 0);
    expect(phone.pageErrors).toEqual([]);
  });

  it('invites the first field report instead of a table of Unknowns', async () => {
    const { page } = await desktop.open(BLACK_CANYON);
    const section = await connectivity(page);
    await section.getByText('No one has reported cell signal here yet.').waitFor();
    expect(await section.getByRole('table').count()).toBe(0);
    expect(await section.getByText('Unknown', { exact: true }).count()).toBe(0);
    const invite = section.getByRole('link', { name: 'Be the first: add a field report' });
    expect(await invite.getAttribute('href')).toBe('#field-reports-heading');
    await screenshotAtWidths(page, SCREENSHOTS, 'black-canyon');
    expect(desktop.pageErrors).toEqual([]);
  });
});

describe("a camper's 'Fair' signal", () => {
  it('signs up', async () => {
    const { page } = await desktop.open('/signup');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Fay Fairbars');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('fair-signal-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    desktop.state.page = page;
  });

  it('reads Fair in the connectivity table, the only carrier rated', async () => {
    const page = desktop.state.page!;
    const campground = await firstColoradoCampground();
    await page.goto(`${desktop.webUrl}/camping/colorado/${campground.slug}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    await page.getByRole('button', { name: 'Add a field report' }).click();
    const dialog = page.getByRole('dialog', { name: `Field report for ${campground.name}` });
    await dialog.getByLabel('Date of your visit').fill(yesterday());
    await dialog.getByLabel('AT&T signal').selectOption('fair');
    await dialog.getByRole('button', { name: 'Post field report' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    const section = await connectivity(page);
    const att = section.getByRole('row', { name: /AT&T/ });
    await att.getByText('Fair', { exact: true }).waitFor();
    expect(await att.getByText('Available', { exact: true }).count()).toBe(0);
    expect(await att.innerText()).toContain('1 report');
    // Carriers nobody reported are named once, not rated Unknown row by row.
    expect(await section.getByRole('row').count()).toBe(2);
    await section.getByText('No reports yet for T-Mobile, Verizon, Other.').waitFor();
    await screenshotAtWidths(page, SCREENSHOTS, 'fair-report');
    expect(desktop.pageErrors).toEqual([]);
  });
});
