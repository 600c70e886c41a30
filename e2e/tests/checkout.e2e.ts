// Booking a site in the browser (issue 13; spec sections 2, 3, 4, 5, 8 and 9): a camper searches
// with dates, opens a demo campground, books a site through every checkout step, pays with the
// local test card 4242…, sees the confirmation, finds the stay in /account/trips and cancels it
// with the exact refund shown. Then: Book again at the same campground resumes the same draft at
// its first step; leaving the checkout wipes the stored payment method from sessionStorage; a
// declined card keeps the draft and shows the processor's message. The stack seeds the demo
// inventory (campgrounds near Moab among them) and has no Stripe keys: the local card form.
import { readFileSync } from 'node:fs';
import { addDays, formatStayDate, todayIn } from '@campwise/domain';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { bookFirstFreeSite, fillCard, fillSteps, step } from '../support/checkout-steps.ts';
import { waitForHydration } from '../support/page-session.ts';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const PAYMENT_METHOD_KEY = 'campwise.reservation-payment-method';
const MOAB_BBOX = '-109.8,38.4,-109.3,38.8';
const SCREENSHOTS = process.env.CHECKOUT_SCREENSHOTS;

const sessions: BrowserSession[] = [];
const pageErrors: string[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

interface DemoCampground {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A stay far enough ahead for a full refund, inside every demo campground's booking window. */
function stayDates(offsetDays: number): { startDate: string; endDate: string } {
  const startDate = addDays(todayIn('America/Denver', new Date()), offsetDays);
  return { startDate, endDate: addDays(startDate, 3) };
}

/** A demo campground near Moab that books instantly and has a site free for the stay. */
async function instantDemoCampground(dates: { startDate: string; endDate: string }): Promise<DemoCampground> {
  const query = new URLSearchParams({
    'filter[bbox]': MOAB_BBOX,
    'filter[availability][start_date]': dates.startDate,
    'filter[availability][end_date]': dates.endDate,
    'page[size]': '50',
  });
  const response = await fetch(`${apiUrl}/api/v6/campgrounds?${query}`, { headers: { accept: JSON_API } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
  const found = body.data.find(
    (record) => record.attributes['demo-inventory'] === true && record.attributes['booking-policy'] === 'instant',
  );
  if (!found) throw new Error('no instant demo campground near Moab is free for the stay');
  return {
    id: found.id,
    name: String(found.attributes.name),
    latitude: Number(found.attributes.latitude),
    longitude: Number(found.attributes.longitude),
  };
}

/** A browser of its own per test, signed in as a new camper. */
async function signedInPage(label: string, viewport?: { width: number; height: number }) {
  const camper = newCamper('book', label, `Robin ${label}`);
  await createCamper(camper);
  const session = await launchBrowser(viewport);
  sessions.push(session);
  const page = await session.browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnPage(page, camper);
  return { page, camper };
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390-top.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function checkoutId(page: Page): string {
  const match = /^\/checkout\/([^/]+)\/step\//.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not on a checkout step: ${page.url()}`);
  return match[1];
}

async function storedPaymentMethod(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), PAYMENT_METHOD_KEY);
}

describe('booking a site', () => {
  it('goes from a search with dates to a paid stay, then cancels it from the trips page with the refund shown', async () => {
    const dates = stayDates(40);
    const campground = await instantDemoCampground(dates);
    const { page, camper } = await signedInPage('journey');

    // Search with dates around the campground, then open it from the results.
    const bbox = [
      campground.longitude - 0.02,
      campground.latitude - 0.02,
      campground.longitude + 0.02,
      campground.latitude + 0.02,
    ]
      .map((value) => value.toFixed(3))
      .join(',');
    const filters = { bbox, availability: { start_date: dates.startDate, end_date: dates.endDate } };
    await goTo(page, `/search?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    const result = page.locator('[data-testid="results-count"] ~ ul li button', { hasText: campground.name }).first();
    await result.waitFor({ timeout: 30_000 });
    await result.click();
    const link = page.getByTestId('active-campground').locator('a[href^="/camping/"]').first();
    expect(await link.getAttribute('href')).toContain(`start-date=${dates.startDate}`);
    await link.click();
    await page.waitForURL(/\/camping\/[^/]+\/[^/?]+\?/);
    await waitForHydration(page);

    const siteName = await bookFirstFreeSite(page);
    const reservationId = checkoutId(page);

    // The first step is the reservation's first information field, with the site held.
    const datesForm = await step(page, 'Site and dates');
    expect(await page.getByTestId('demo-inventory-notice').count()).toBe(1);
    expect(await page.getByTestId('hold-countdown').innerText()).toMatch(/^Your site is held for \d{1,2}:\d\d$/);
    expect(await datesForm.getByLabel('Arrival').inputValue()).toBe(dates.startDate);
    expect(await datesForm.getByRole('radio', { name: new RegExp(`^${siteName}\\b`) }).isChecked()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Checkout steps' }).innerText()).toContain('Step 1 of');

    // The guests form: the name comes from the account; the phone rule and message are the spec's.
    await datesForm.getByRole('button', { name: 'Continue' }).click();
    const guests = await step(page, 'Guests');
    expect(await guests.getByLabel('Full name').inputValue()).toBe(camper.name);
    expect(await guests.getByLabel('Email').inputValue()).toBe(camper.email);
    await guests.getByLabel('Phone').fill('555');
    await guests.getByLabel('Phone').blur();
    await guests.getByText('Please enter a valid phone number.').waitFor();
    await guests.getByLabel('Phone').fill('');
    await guests.getByRole('link', { name: 'Back' }).click();

    await fillSteps(page, '4242 4242 4242 4242', { shot: (name) => screenshot(page, name) });
    expect(await storedPaymentMethod(page)).toContain('"reservationId":"' + reservationId + '"');

    // Review: the site, the dates as 'MMMM d, yyyy', the server's price lines and total.
    const review = await step(page, 'Review');
    const summary = await review.getByTestId('stay-summary').innerText();
    expect(summary).toContain(siteName);
    expect(summary).toContain(`${formatStayDate(dates.startDate)} – ${formatStayDate(dates.endDate)}`);
    const lines = await review.getByTestId('price-lines').innerText();
    expect(lines).toMatch(/3 nights|night/);
    expect(lines).toMatch(/Booking fee/i);
    const total = await review.getByTestId('price-total').innerText();
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    await screenshot(page, 'step-review');
    await review.getByRole('button', { name: 'Confirm and pay' }).click();

    // Confirmation: booked, the calendar file, the way to the trips; the card is no longer kept.
    await page.waitForURL(`**/checkout/${reservationId}/confirmation`);
    const confirmation = page.getByTestId('confirmation');
    await confirmation.getByRole('heading', { name: "You're booked!" }).waitFor({ timeout: 30_000 });
    expect(await confirmation.getByTestId('price-total').innerText()).toBe(total);
    expect(await storedPaymentMethod(page)).toBeNull();
    // The booking steps reached analytics (spec section 7): the review step seen, then completed.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).map(
        (entry) => `${String(entry.event)}:${String(entry.step ?? entry.status ?? '')}`,
      ),
    );
    expect(events).toEqual(expect.arrayContaining(['Booking Step Viewed:review', 'Booking Completed:confirmed']));
    const download = page.waitForEvent('download');
    await confirmation.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync(await file.path(), 'utf8');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${dates.startDate.replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${dates.endDate.replaceAll('-', '')}`);
    await screenshot(page, 'confirmation');

    // The trips page lists it as upcoming; its page cancels it with the exact refund.
    await confirmation.getByRole('link', { name: 'See all your trips' }).click();
    await page.waitForURL('**/account/trips');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const card = upcoming.getByRole('link', { name: new RegExp(campground.name) });
    await card.waitFor({ timeout: 20_000 });
    await screenshot(page, 'trips');
    await card.click();
    await page.waitForURL(`**/account/trips/${reservationId}`);
    const trip = page.getByTestId('trip');
    await trip.getByText('Confirmed', { exact: true }).waitFor({ timeout: 20_000 });
    await trip.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('dialog');
    // Forty days ahead: the whole total comes back under every demo policy.
    await dialog.getByText(`You will be refunded ${total}.`).waitFor();
    await screenshot(page, 'trip-cancel');
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await trip.getByText(`Your reservation is cancelled. ${total} is refunded to your card.`).waitFor();
    await trip.getByText('Cancelled', { exact: true }).waitFor();
    expect(await trip.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('resumes the draft, wipes the stored card on leaving, and keeps the draft when a card is declined', async () => {
    const dates = stayDates(50);
    const campground = await instantDemoCampground(dates);
    const { page } = await signedInPage('resume');
    const response = await fetch(`${apiUrl}/api/v6/campgrounds/${campground.id}`, { headers: { accept: JSON_API } });
    const { attributes } = ((await response.json()) as { data: { attributes: Record<string, string> } }).data;
    const path = `/camping/${attributes['region-slug']}/${attributes.slug}?start-date=${dates.startDate}&end-date=${dates.endDate}`;

    await goTo(page, path);
    await bookFirstFreeSite(page);
    const reservationId = checkoutId(page);
    await fillSteps(page, '4000 0000 0000 0002');
    expect(await storedPaymentMethod(page)).not.toBeNull();

    // Leaving /checkout/{id} wipes the payment method kept for it.
    await page.getByRole('link', { name: 'Back to the campground' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/camping/'));
    await waitForHydration(page);
    expect(await storedPaymentMethod(page)).toBeNull();

    // Book again at the same campground: the same draft, at its first step.
    await bookFirstFreeSite(page);
    expect(checkoutId(page)).toBe(reservationId);
    const datesForm = await step(page, 'Site and dates');
    expect(await datesForm.getByLabel('Arrival').inputValue()).toBe(dates.startDate);

    // Review without a card asks for one; the declined card then fails on paying.
    await goTo(page, `/checkout/${reservationId}/step/review`);
    const review = await step(page, 'Review');
    await review.getByRole('link', { name: 'go to Payment' }).waitFor();
    expect(await review.getByRole('button', { name: 'Confirm and pay' }).isDisabled()).toBe(true);
    await review.getByRole('link', { name: 'go to Payment' }).click();
    const payment = await step(page, 'Payment');
    await fillCard(payment, '4000 0000 0000 0002');
    await payment.getByRole('button', { name: 'Continue' }).click();
    const again = await step(page, 'Review');
    await again.getByRole('button', { name: 'Confirm and pay' }).click();
    await again.getByRole('alert').getByText('Your card was declined.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'declined');
    expect(new URL(page.url()).pathname).toBe(`/checkout/${reservationId}/step/review`);

    // The draft and its hold are still there after a reload.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await step(page, 'Review');
    expect(await page.getByTestId('hold-countdown').innerText()).toMatch(/^Your site is held for/);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('sends a visitor to sign in from the trips page', async () => {
    const session = await launchBrowser();
    sessions.push(session);
    const page = await session.browser.newPage();
    await page.goto(`${webUrl}/account/trips`, { waitUntil: 'domcontentloaded' });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe('/account/trips');
  });
});
