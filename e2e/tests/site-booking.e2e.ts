// The campground page's booking section and the search's dates (issue 13; spec sections 2, 5 and
// 9): a demo campground says it is demo inventory on every page; dates picked in the
// date-range-picker overlay (mouse and keyboard) price its sites and stay in the URL; Details
// opens sites-about; the month calendar shows free sites and prices. A campground that cannot be
// booked offers 'Contact to book' and no Book button. /search with dates narrows the results,
// sends filter[availability][start_date]/[end_date] and keeps the dates over a reload.
// Screenshots of the section and the picker at 1280 and 390 px go to SITE_BOOKING_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { addDays, formatStayDate, todayIn } from '@campwise/domain';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';
import { resultsCount } from '../support/search-page.ts';

const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const SCREENSHOTS = process.env.SITE_BOOKING_SCREENSHOTS;
const DEMO_NOTICE =
  'Demo inventory: these sites, prices and availability are sample data for trying Campwise. Pay with a test card such as 4242 4242 4242 4242 — no real money is charged.';

interface Stay {
  startDate: string;
  endDate: string;
}

interface ListedCampground {
  id: string;
  name: string;
  path: string;
  latitude: number;
  longitude: number;
  bookable: boolean;
  demo: boolean;
}

/** Three nights starting `offsetDays` from today: inside every demo booking window, never past. */
function stayFrom(offsetDays: number): Stay {
  const startDate = addDays(todayIn('America/Denver', new Date()), offsetDays);
  return { startDate, endDate: addDays(startDate, 3) };
}

async function campgrounds(query: Record<string, string>): Promise<ListedCampground[]> {
  const response = await fetch(`${apiUrl}/api/v6/campgrounds?${new URLSearchParams(query)}`, {
    headers: { accept: JSON_API },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
  return body.data.map(({ id, attributes }) => ({
    id,
    name: String(attributes.name),
    path: `/camping/${String(attributes['region-slug'])}/${String(attributes.slug)}`,
    latitude: Number(attributes.latitude),
    longitude: Number(attributes.longitude),
    bookable: attributes.bookable === true,
    demo: attributes['demo-inventory'] === true,
  }));
}

/** A demo campground (seeded by `npm start`'s prepare step) with a site free for the stay. */
async function demoCampground(stay: Stay): Promise<ListedCampground> {
  const listed = await campgrounds({
    'filter[availability][start_date]': stay.startDate,
    'filter[availability][end_date]': stay.endDate,
    'page[size]': '50',
    sort: 'name',
  });
  const found = listed.find((campground) => campground.demo);
  if (!found) throw new Error('no demo campground is free for the stay: is the demo inventory seeded?');
  return found;
}

function bbox(campground: ListedCampground, degrees: number): string {
  const { longitude: lng, latitude: lat } = campground;
  return [lng - degrees, lat - degrees, lng + degrees, lat + degrees].map((value) => value.toFixed(3)).join(',');
}

async function shoot(page: Page, name: string, target?: ReturnType<Page['getByTestId']>): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${SCREENSHOTS}/${name}-${width}.png`;
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path });
}

/**
 * Picks the stay in the open date-range picker: the arrival with the mouse (stepping months
 * forward until it shows), the departure with the keyboard (arrow keys, then Enter).
 */
async function pickStay(page: Page, stay: Stay): Promise<void> {
  const picker = page.getByRole('dialog', { name: /dates/i });
  await picker.waitFor();
  const arrival = picker.locator(`button[data-date="${stay.startDate}"]`);
  for (let step = 0; step < 12 && (await arrival.count()) === 0; step += 1) {
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  await arrival.click();
  await picker.getByText(`Arrival ${formatStayDate(stay.startDate)}. Now choose your departure date.`).waitFor();
  for (let night = 0; night < 3; night += 1) await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(stay.endDate);
  await page.keyboard.press('Enter');
  await picker.getByText(`${formatStayDate(stay.startDate)} to ${formatStayDate(stay.endDate)} · 3 nights`).waitFor();
  await shoot(page, 'date-picker');
  await picker.getByRole('button', { name: 'Apply dates' }).click();
  await picker.waitFor({ state: 'detached' });
}

function urlStay(page: Page): Stay {
  const params = new URL(page.url()).searchParams;
  return { startDate: params.get('start-date') ?? '', endDate: params.get('end-date') ?? '' };
}

/** Past days cannot be picked: yesterday (in the browser's own calendar) is marked and inert. */
async function expectPastDisabled(page: Page): Promise<void> {
  const yesterday = await page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() - 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  });
  const picker = page.getByRole('dialog', { name: /dates/i });
  const past = picker.locator(`button[data-date="${yesterday}"]`);
  // Yesterday shows only when it is in this month.
  if ((await past.count()) === 0) return;
  expect(await past.getAttribute('aria-disabled')).toBe('true');
  // Forced: Playwright itself would refuse to click a button marked disabled.
  await past.click({ force: true });
  expect(await picker.getByText('Choose your arrival date.').count()).toBe(1);
}

describe('booking a site on a demo campground page', () => {
  const browser = useBrowser();

  it('shows the demo notice, prices sites for dates picked in the overlay and keeps them in the URL', async () => {
    const stay = stayFrom(21);
    const campground = await demoCampground(stay);
    const { page, status } = await browser.open(campground.path);
    expect(status).toBe(200);
    expect((await page.getByTestId('demo-inventory-notice').innerText()).trim()).toBe(DEMO_NOTICE);

    const section = page.getByTestId('booking-section');
    await section.getByRole('heading', { name: 'Book a site', level: 2 }).waitFor();
    // Without dates: sites with their nightly price, nothing to book yet.
    await section.getByTestId('site').first().waitFor({ timeout: 20_000 });
    expect(await section.getByText(/^From \$[\d,]+\.\d\d\/night$/).count()).toBeGreaterThan(0);
    expect(await section.getByRole('button', { name: /^Book / }).count()).toBe(0);

    await section.getByRole('button', { name: 'Choose dates' }).click();
    await expectPastDisabled(page);
    await pickStay(page, stay);
    await page.waitForFunction(
      (start) => new URL(window.location.href).searchParams.get('start-date') === start,
      stay.startDate,
    );
    expect(urlStay(page)).toEqual(stay);

    // Priced for the stay: 'Available' sites with the stay's price and a Book button each.
    const priced = section.getByText(/^\$[\d,]+\.\d\d for 3 nights$/).first();
    await priced.waitFor({ timeout: 20_000 });
    const sites = section.getByTestId('site');
    const availableSites = sites.filter({ hasText: 'Available' });
    expect(await availableSites.count()).toBeGreaterThan(0);
    const firstFree = availableSites.first();
    const siteName = (await firstFree.locator('strong').first().innerText()).trim();
    await firstFree.getByRole('button', { name: `Book ${siteName}` }).waitFor();
    expect(await section.getByRole('button', { name: /^Book / }).count()).toBe(await availableSites.count());
    await section
      .getByRole('button', { name: `Dates: ${formatStayDate(stay.startDate)} – ${formatStayDate(stay.endDate)}` })
      .waitFor();

    // A type with many sites shows the first few, free ones first, and a button for the rest.
    const showAll = section.getByRole('button', { name: /^Show all \d+ sites$/ }).first();
    if ((await showAll.count()) > 0) {
      const before = await sites.count();
      await showAll.click();
      expect(await sites.count()).toBeGreaterThan(before);
    }

    // Details: the sites-about overlay, with the stay's price and its own Book button.
    await firstFree.getByRole('button', { name: `Details of ${siteName}` }).click();
    const about = page.getByRole('dialog', { name: siteName });
    await about
      .getByText(/^Capacity$|^Hookups$/)
      .first()
      .waitFor();
    await about.getByText(/for 3 nights$/).waitFor();
    await about.getByRole('button', { name: `Book ${siteName}` }).waitFor();
    await about.getByRole('button', { name: 'Close' }).first().click();
    await about.waitFor({ state: 'detached' });

    // The month calendar: the stay's month, each night with free sites (or sold out) and a price.
    const calendar = section.getByTestId('availability-calendar');
    const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${stay.startDate}T00:00:00Z`),
    );
    await calendar.getByText(monthTitle, { exact: true }).waitFor();
    const arrivalNight = calendar.locator(`button[data-date="${stay.startDate}"]`);
    // The first site type is shown: its nights say how many sites are free (or sold out).
    await page.waitForFunction(
      (date) =>
        /\d+ free|Sold out/.test(
          document.querySelector(`[data-testid="availability-calendar"] button[data-date="${date}"]`)?.textContent ??
            '',
        ),
      stay.startDate,
    );
    expect(await arrivalNight.getAttribute('aria-pressed')).toBe('true');
    expect(await calendar.getByText(/^\d+ free$/).count()).toBeGreaterThan(0);
    expect(await calendar.getByText(/^\$[\d,.]+$/).count()).toBeGreaterThan(0);
    // One night is in the tab order; the arrow keys move through the month.
    await arrivalNight.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(
      addDays(stay.startDate, 1),
    );
    expect(await calendar.locator('button[tabindex="0"]').count()).toBe(1);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByText(monthTitleOf(addDays(`${stay.startDate.slice(0, 7)}-01`, 32)), { exact: true }).waitFor();
    await shoot(page, 'booking-section', section);

    // A reload keeps the stay.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(urlStay(page)).toEqual(stay);
    await section
      .getByText(/^\$[\d,]+\.\d\d for 3 nights$/)
      .first()
      .waitFor({ timeout: 20_000 });

    // Every page of the campground says it is demo inventory.
    for (const subpage of ['reviews', 'field-reports', 'gallery']) {
      const opened = await browser.open(`${campground.path}/${subpage}`);
      expect(opened.status).toBe(200);
      expect((await opened.page.getByTestId('demo-inventory-notice').innerText()).trim()).toBe(DEMO_NOTICE);
      await opened.page.close();
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('offers Contact to book, and no Book button, on a campground that cannot be booked here', async () => {
    const listed = await campgrounds({ 'filter[region]': 'montana', sort: 'name', 'page[size]': '30' });
    const campground = listed.find((item) => !item.bookable);
    if (!campground) throw new Error('no campground without inventory in Montana');
    const { page } = await browser.open(campground.path);
    expect(await page.getByTestId('booking-section').count()).toBe(0);
    expect(await page.getByTestId('demo-inventory-notice').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Book / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Contact to book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact to book' });
    await dialog.getByText(`${campground.name} cannot be booked on Campwise.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(browser.pageErrors).toEqual([]);
  });
});

function monthTitleOf(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function urlAvailability(page: Page): unknown {
  const raw = new URL(page.url()).searchParams.get('filters');
  return raw ? (JSON.parse(raw) as Record<string, unknown>).availability : undefined;
}

describe('searching with dates', () => {
  const browser = useBrowser();

  it('narrows the results to campgrounds free for the stay and keeps the dates over a reload', async () => {
    const stay = stayFrom(28);
    const demo = await demoCampground(stay);
    const area = bbox(demo, 0.4);
    const { page } = await browser.open(`/search?filters=${encodeURIComponent(JSON.stringify({ bbox: area }))}`);
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    const before = await resultsCount(page);

    await page.getByRole('tab', { name: 'Filters' }).click();
    const request = page.waitForRequest(
      (sent) =>
        sent.url().includes('/api/v6/campgrounds?') &&
        new URL(sent.url()).searchParams.get('filter[availability][start_date]') === stay.startDate &&
        new URL(sent.url()).searchParams.get('filter[availability][end_date]') === stay.endDate,
    );
    await page.getByRole('button', { name: 'Add dates' }).click();
    await pickStay(page, stay);
    await request;
    await page.getByRole('tab', { name: 'Results', selected: true }).waitFor();
    expect(urlAvailability(page)).toEqual({ start_date: stay.startDate, end_date: stay.endDate });
    const after = await resultsCount(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);

    // The dates survive a reload, and a result's links carry them to the campground page.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    expect(urlAvailability(page)).toEqual({ start_date: stay.startDate, end_date: stay.endDate });
    expect(await resultsCount(page)).toBe(after);
    await page.locator('[data-testid="results-count"] ~ ul li button').first().click();
    const link = page.getByTestId('active-campground').locator('a[href^="/camping/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href, 'http://x').searchParams.get('start-date')).toBe(stay.startDate);
    expect(new URL(href, 'http://x').searchParams.get('end-date')).toBe(stay.endDate);

    // Clearing the dates takes the filter out again.
    await page.getByRole('tab', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await page.waitForFunction(
      () => !new URL(window.location.href).searchParams.get('filters')?.includes('availability'),
    );
    expect(urlAvailability(page)).toBeUndefined();
    expect(await resultsCount(page)).toBeGreaterThanOrEqual(after);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('booking on a 390 px phone', () => {
  const phone = useBrowser({ width: 390, height: 844 });

  it('fits the booking section and the date picker without sideways scrolling', async () => {
    const stay = stayFrom(35);
    const campground = await demoCampground(stay);
    const { page } = await phone.open(`${campground.path}?start-date=${stay.startDate}&end-date=${stay.endDate}`);
    const section = page.getByTestId('booking-section');
    await section
      .getByText(/^\$[\d,]+\.\d\d for 3 nights$/)
      .first()
      .waitFor({ timeout: 20_000 });
    await section.getByTestId('availability-calendar').locator(`button[data-date="${stay.startDate}"]`).waitFor();
    await shoot(page, 'booking-section', section);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await section.getByRole('button', { name: /^Dates: / }).click();
    const picker = page.getByRole('dialog', { name: /dates/i });
    await picker.locator(`button[data-date="${stay.startDate}"]`).waitFor();
    await shoot(page, 'date-picker');
    const overflow = await picker.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await picker.getByRole('button', { name: 'Close' }).click();

    // On the phone's search, the header carries the Dates button.
    const search = await phone.open('/search');
    await search.page.getByRole('button', { name: 'Dates', exact: true }).waitFor();
    expect(phone.pageErrors).toEqual([]);
  });
});
