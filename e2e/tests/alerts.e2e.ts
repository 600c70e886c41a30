// Availability alerts on the web (issue 15; spec sections 1, 2 and 7). A demo campground is sold
// out for a stay by other campers' bookings (made through the API). A free member who presses
// 'Set an alert' on its page gets the alerts-pro-upgrade overlay; a PRO member sets an alert
// there. When one of those campers cancels, the PRO member's bell shows 1 unread within seconds,
// and its notification opens checkout with the site and dates filled in. My-alerts pauses and
// deletes the alert. Screenshots of each screen at 1280 and 390 px go to ALERTS_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { addDays, formatStayDate, todayIn } from '@campwise/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buyPro, type Camper, createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { bookAsCamper, type Stay } from '../support/managers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const SCREENSHOTS = process.env.ALERTS_SCREENSHOTS;
/** How soon the bell must know of an opening once the cancellation is saved. */
const WITHIN_SECONDS = 10;

interface Campground {
  id: string;
  name: string;
  path: string;
}

interface Booking {
  id: string;
  camper: Camper;
}

async function getJson(path: string, token?: string): Promise<{ data: unknown; meta?: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl}/api/v6${path}`, {
    headers: { accept: JSON_API, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown; meta?: Record<string, unknown> };
}

type Listed = { id: string; attributes: Record<string, unknown> };

/** The sites of a campground for the stay. */
async function sitesFor(campgroundId: string, stay: Stay): Promise<Listed[]> {
  const answer = await getJson(
    `/campgrounds/${campgroundId}/sites?filter[start-date]=${stay.startDate}&filter[end-date]=${stay.endDate}`,
  );
  return answer.data as Listed[];
}

/** The demo campground with the fewest sites, every one of them free for the stay. */
async function smallestFreeDemoCampground(stay: Stay): Promise<{ campground: Campground; sites: Listed[] }> {
  const query = new URLSearchParams({
    'filter[availability][start_date]': stay.startDate,
    'filter[availability][end_date]': stay.endDate,
    'page[size]': '50',
  });
  const listed = (await getJson(`/campgrounds?${query}`)).data as Listed[];
  let best: { campground: Campground; sites: Listed[] } | null = null;
  for (const item of listed.filter((entry) => entry.attributes['demo-inventory'] === true)) {
    const sites = await sitesFor(item.id, stay);
    if (sites.length === 0 || !sites.every((site) => site.attributes.available === true)) continue;
    if (best && best.sites.length <= sites.length) continue;
    best = {
      campground: {
        id: item.id,
        name: String(item.attributes.name),
        path: `/camping/${String(item.attributes['region-slug'])}/${String(item.attributes.slug)}`,
      },
      sites,
    };
  }
  if (!best) throw new Error('no demo campground is wholly free for the stay: is the demo inventory seeded?');
  return best;
}

async function passwordToken(camper: Camper): Promise<string> {
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: camper.email, password: camper.password }),
  });
  if (response.status !== 200) throw new Error(`password grant: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function unreadOf(token: string): Promise<number> {
  const answer = await getJson('/notifications?page[size]=1', token);
  return Number(answer.meta?.unread ?? 0);
}

/** Each screen at 1280 and 390 px wide (whole pages in full, overlays as seen), back at 1280 afterwards. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('alerts for a sold-out campground', () => {
  const browser = useBrowser();
  // Two nights four weeks out: inside every demo booking window and its minimum stay.
  const arrival = addDays(todayIn('America/Denver', new Date()), 28);
  const stay: Stay = { startDate: arrival, endDate: addDays(arrival, 2) };
  let campground: Campground;
  let bookings: Booking[] = [];
  const pro = newCamper('alerts', 'pro', 'Paula Pro');
  let proToken = '';
  let alertId = '';

  beforeAll(async () => {
    const found = await smallestFreeDemoCampground(stay);
    campground = found.campground;
    // Other campers book every site for the stay: the campground is sold out.
    bookings = [];
    for (const site of found.sites) {
      const booked = await bookAsCamper(
        campground.id,
        site.id,
        stay,
        newCamper('alerts', `other-${site.id}`, 'Otto Other'),
      );
      bookings.push({ id: booked.id, camper: booked.camper });
    }
    const sites = await sitesFor(campground.id, stay);
    expect(sites.every((site) => site.attributes.available === false)).toBe(true);
  }, 180_000);

  it('shows /alerts with real bookable campgrounds to watch', async () => {
    const { page, status } = await browser.open('/alerts');
    expect(status).toBe(200);
    await page.getByRole('heading', { name: 'Snag sold-out campsites', level: 1 }).waitFor();
    await page.getByText('We watch our own bookings.', { exact: false }).waitFor();
    await page.getByText('are watched only for their Campwise inventory', { exact: false }).waitFor();
    const examples = page.getByTestId('alert-examples').getByRole('listitem');
    expect(await examples.count()).toBeGreaterThan(0);
    await shoot(page, 'alerts');
    await page.close();
  });

  it('offers a free member the alerts-pro-upgrade overlay instead of the form', async () => {
    const free = newCamper('alerts', 'free', 'Fred Free');
    await createCamper(free);
    const { page } = await browser.open('/');
    await signInOnPage(page, free);
    await page.goto(`${browser.webUrl}${campground.path}?start-date=${stay.startDate}&end-date=${stay.endDate}`, {
      waitUntil: 'domcontentloaded',
    });
    await waitForHydration(page);
    const soldOut = page.getByTestId('sold-out');
    await soldOut.waitFor({ timeout: 20_000 });
    await shoot(page, 'campground-sold-out');
    await soldOut.getByRole('button', { name: 'Set an alert' }).click();
    const upgrade = page.getByTestId('alerts-pro-upgrade');
    await upgrade.getByText('Alerts are a Campwise PRO feature.').waitFor();
    await upgrade.getByRole('button', { name: 'Try PRO free' }).waitFor();
    expect(await page.getByTestId('alert-form').count()).toBe(0);
    await shoot(page, 'alerts-pro-upgrade', false);
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await upgrade.waitFor({ state: 'detached' });
    await page.context().clearCookies();
    await page.close();
  });

  it('lets a PRO member set an alert from the sold-out campground page', async () => {
    proToken = await createCamper(pro);
    await buyPro(proToken, pro.name);
    const { page } = await browser.open('/');
    await signInOnPage(page, pro);
    await page.goto(`${browser.webUrl}${campground.path}?start-date=${stay.startDate}&end-date=${stay.endDate}`, {
      waitUntil: 'domcontentloaded',
    });
    await waitForHydration(page);
    const soldOut = page.getByTestId('sold-out');
    await soldOut.getByRole('button', { name: 'Set an alert' }).click({ timeout: 20_000 });
    const form = page.getByTestId('alert-form');
    await form.waitFor();
    expect(await form.getByLabel('Arrival').inputValue()).toBe(stay.startDate);
    expect(await form.getByLabel('Departure').inputValue()).toBe(stay.endDate);
    await shoot(page, 'alert-form', false);
    // Flexible dates ask for nights within the window: too many is refused before sending.
    await form.getByLabel('Flexible: any nights within a range').check();
    await form.getByLabel('Nights', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Set alert' }).click();
    await form.getByText('Your dates leave room for 2 nights', { exact: false }).waitFor();
    await shoot(page, 'alert-form-flexible', false);
    await form.getByLabel('Exact dates').check();
    await form.getByRole('button', { name: 'Set alert' }).click();
    const saved = page.getByTestId('alert-saved');
    await saved
      .getByText(`${formatStayDate(stay.startDate)} – ${formatStayDate(stay.endDate)} (2 nights)`, { exact: false })
      .waitFor();
    await shoot(page, 'alert-set', false);
    const link = await saved.getByRole('link', { name: 'See the alert' }).getAttribute('href');
    alertId = link?.split('/').at(-1) ?? '';
    expect(alertId).not.toBe('');
    await saved.getByRole('button', { name: 'Close' }).click();
    browser.state.page = page;
  });

  it('tells the PRO member within seconds when a camper cancels, and the notification opens checkout', async () => {
    const page = browser.state.page!;
    const bell = page.getByTestId('notification-bell');
    await page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();

    const cancelled = bookings[0]!;
    const camperToken = await passwordToken(cancelled.camper);
    const response = await fetch(`${apiUrl}/api/v6/reservations/${cancelled.id}/cancellation`, {
      method: 'POST',
      headers: { accept: JSON_API, authorization: `Bearer ${camperToken}` },
    });
    expect(response.status).toBe(200);
    const cancelledAt = Date.now();

    // The alert is told through the API's jobs; the bell learns of it when the camper comes back
    // to the tab (a focus) or on its minute's refresh.
    await expect.poll(() => unreadOf(proToken), { timeout: WITHIN_SECONDS * 1000, interval: 250 }).toBe(1);
    expect(Date.now() - cancelledAt).toBeLessThan(WITHIN_SECONDS * 1000);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 5_000 });

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const item = panel.getByRole('listitem').first().getByRole('link');
    await item.waitFor();
    await shoot(page, 'bell-open', false);
    await item.click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 20_000 });
    await waitForHydration(page);
    // Checkout opens at its dates step with the opening's site and dates filled in.
    const main = page.locator('main');
    await expect
      .poll(() => main.getByLabel('Arrival', { exact: true }).inputValue(), { timeout: 20_000 })
      .toBe(stay.startDate);
    expect(await main.getByLabel('Departure', { exact: true }).inputValue()).toBe(stay.endDate);
    await shoot(page, 'opening-checkout');
    await expect.poll(() => unreadOf(proToken), { timeout: 5_000 }).toBe(0);
  });

  it('shows the alert’s openings, and pauses and deletes it on my-alerts', async () => {
    const page = browser.state.page!;
    await page.goto(`${browser.webUrl}/alerts/my-alerts/${alertId}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const opening = page.getByTestId('alert-opening').first();
    await opening.getByText('A camper cancelled', { exact: false }).waitFor({ timeout: 20_000 });
    await opening.getByText(/Bell sent/).waitFor();
    await shoot(page, 'alert-detail');

    await page.goto(`${browser.webUrl}/alerts/my-alerts`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const card = page.getByTestId('alert-card').filter({ hasText: campground.name });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getAttribute('data-status')).toBe('active');
    await shoot(page, 'my-alerts');
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByRole('button', { name: 'Resume' }).waitFor();
    expect(await card.getAttribute('data-status')).toBe('paused');
    const stored = (await getJson(`/alerts/${alertId}`, proToken)).data as Listed;
    expect(stored.attributes.status).toBe('paused');

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByTestId('alert-form');
    await edit.waitFor();
    await shoot(page, 'alert-edit', false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
    await confirm.waitFor();
    await shoot(page, 'alert-delete', false);
    await confirm.getByRole('button', { name: 'Delete alert' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No alerts yet.', { exact: false }).waitFor();
    const gone = await fetch(`${apiUrl}/api/v6/alerts/${alertId}`, {
      headers: { accept: JSON_API, authorization: `Bearer ${proToken}` },
    });
    expect(gone.status).toBe(404);
    expect(browser.pageErrors).toEqual([]);
  });

  it('offers an alert on the campground page before any dates are chosen, with an RV length', async () => {
    const page = browser.state.page!;
    await page.goto(`${browser.webUrl}${campground.path}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const prompt = page.getByTestId('alert-prompt');
    await prompt.getByText('Dates you want already full?').waitFor({ timeout: 20_000 });
    await prompt.getByRole('button', { name: 'Set an alert' }).click();
    const form = page.getByTestId('alert-form');
    await form.waitFor();
    expect(await form.getByLabel('Arrival').inputValue()).toBe('');
    const later = { startDate: addDays(stay.startDate, 7), endDate: addDays(stay.endDate, 7) };
    await form.getByLabel('Arrival').fill(later.startDate);
    await form.getByLabel('Departure').fill(later.endDate);
    await form.getByLabel('RV length in feet (optional)').fill('250');
    await form.getByRole('button', { name: 'Set alert' }).click();
    await form.getByText('Enter your RV’s length in whole feet, from 1 to 100, or leave it empty.').waitFor();
    await form.getByLabel('RV length in feet (optional)').fill('30');
    await shoot(page, 'alert-form-no-dates', false);
    await form.getByRole('button', { name: 'Set alert' }).click();
    const saved = page.getByTestId('alert-saved');
    await saved.getByText('Any site that takes a 30 ft RV', { exact: false }).waitFor();
    const alerts = (await getJson('/alerts', proToken)).data as Listed[];
    expect(alerts.map((alert) => alert.attributes['rv-length-ft'])).toEqual([30]);
    expect(browser.pageErrors).toEqual([]);
  });
});
