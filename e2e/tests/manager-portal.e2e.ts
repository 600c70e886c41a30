// The manager portal (issue 14; spec sections 2, 3, 4 and 6): /manager needs a session; a user who
// manages nothing is shown how to claim; an owner with two approved claims switches campgrounds (in
// the URL) and sees each one's portal state; one books through another system
// (setup-bookings-standby, then pms_bookings); the other sets up bookings (policies, a site type, a
// rate and a site) and ends on setup-bookings-success, after which the campground page offers that
// site under 'Book a site', where a camper books it and the owner approves, changes and cancels the
// stay (the emails between them checked); the listing editor changes the description and moves the
// location (location-edit-success), and the campground page shows both; a photo added from the
// listing editor shows there at once. Screenshots of every tab at 1280 and 390 px go to
// MANAGER_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, todayIn } from '@campwise/domain';
import { launchBrowser } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { bookFirstFreeSite, fillSteps, step } from '../support/checkout-steps.ts';
import { addNight, approveRequest, cancelWithRefund, stayDatesText } from '../support/manager-reservation-steps.ts';
import { adminToken, latestEmailTo } from '../support/outbox.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';
import { solidPng } from '../support/png.ts';

const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const SCREENSHOTS = process.env.MANAGER_SCREENSHOTS;
// The smallest PDF the claim's document check recognises by its bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Listed {
  id: string;
  name: string;
  path: string;
  latitude: number;
  longitude: number;
}

async function api(token: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiUrl}/api/v6${path}`, {
    method,
    headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Campgrounds nobody runs yet: no bookings, no approved claim. */
async function unclaimedCampgrounds(count: number): Promise<Listed[]> {
  const response = await fetch(`${apiUrl}/api/v6/campgrounds?page[size]=50&sort=name`, {
    headers: { accept: JSON_API },
  });
  const body = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
  // Distinct names, so the switcher's choices and the screenshots tell them apart.
  const names = new Set<unknown>();
  const free = body.data.filter(({ attributes }) => {
    if (attributes.bookable === true || attributes.claimed === true || names.has(attributes.name)) return false;
    names.add(attributes.name);
    return true;
  });
  if (free.length < count) throw new Error('not enough unclaimed campgrounds in the imported data');
  return free.slice(0, count).map(({ id, attributes }) => ({
    id,
    name: String(attributes.name),
    path: `/camping/${String(attributes['region-slug'])}/${String(attributes.slug)}`,
    latitude: Number(attributes.latitude),
    longitude: Number(attributes.longitude),
  }));
}

/** Claims the campground with a document (docs/api-claims.md) and has the admin approve it. */
async function claimAndApprove(token: string, campground: Listed, bookingIntention: string): Promise<void> {
  const created = await api(token, 'POST', '/campground-claims', {
    data: {
      type: 'campground-claims',
      attributes: { 'claimant-name': 'Rita Ranger', 'claimant-role': 'owner', 'booking-intention': bookingIntention },
      relationships: { campground: { data: { type: 'campgrounds', id: campground.id } } },
    },
  });
  const claimId = (created.data as { id: string }).id;
  const form = new FormData();
  form.append('method', 'document');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'deed.pdf');
  const upload = await fetch(`${apiUrl}/api/v6/campground-claims/${claimId}/verification`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: JSON_API },
    body: form,
  });
  if (upload.status !== 200) throw new Error(`document upload: ${upload.status} ${await upload.text()}`);
  await api(await adminToken(), 'POST', `/campground-claims/${claimId}/approval`, {
    data: { type: 'campground-claims', attributes: {} },
  });
}

/** After the layout of the new size has been drawn (the map redraws on the next frames). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Checks the view fits a 390 px phone without sideways scrolling, and takes screenshots at 1280
 * and 390 px when MANAGER_SCREENSHOTS names a folder.
 */
async function shoot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await nextFrames(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.waitForFunction(
    (tab) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === tab,
    name,
  );
}

const portalState = (page: Page) => page.locator('[data-portal-state]').getAttribute('data-portal-state');

const STATE_HEADINGS: Record<string, string> = {
  no_bookings: 'Take bookings on Campwise',
  standby: "We'll be in touch",
  campwise_bookings: 'Campwise bookings are on',
};

/** The portal-state panel shows the state's next step, and names the state it is for. */
async function expectState(page: Page, state: string): Promise<void> {
  await page.getByRole('heading', { name: STATE_HEADINGS[state] }).waitFor();
  expect(await portalState(page)).toBe(state);
}

describe('the manager portal', () => {
  const browser = useBrowser();
  const owner = newCamper('manager', 'owner', 'Rita Ranger');
  let campgrounds: Listed[] = [];

  it('sends a visitor without a session to sign in, and shows a camper how to claim', async () => {
    const { page } = await browser.open('/manager?tab=listing');
    await page.waitForURL((url) => url.pathname === '/signin');
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe('/manager?tab=listing');

    const camper = newCamper('manager', 'camper', 'Casey Camper');
    await createCamper(camper);
    await signInOnPage(page, camper);
    await page.goto(`${browser.webUrl}/manager`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('heading', { name: "You don't manage a campground yet" }).waitFor();
    const main = page.locator('#main');
    expect(await main.getByRole('link', { name: 'Claim your campground' }).getAttribute('href')).toBe('/claim');
    expect(await main.getByRole('link', { name: 'Your claims' }).getAttribute('href')).toBe('/claim/properties');
    // A camper's account menu has no portal link.
    await page.getByRole('button', { name: /account menu/i }).click();
    expect(await page.getByRole('menuitem', { name: 'Manager portal' }).count()).toBe(0);
    // The owner signs in next in the same browser.
    await page.context().clearCookies();
    await page.close();
  });

  it('switches campgrounds in the URL, each with its own portal state', async () => {
    const token = await createCamper(owner);
    campgrounds = await unclaimedCampgrounds(2);
    const [first, second] = campgrounds as [Listed, Listed];
    await claimAndApprove(token, first, 'claim_only');
    await claimAndApprove(token, second, 'claim_and_bookings');

    const { page } = await browser.open('/');
    await signInOnPage(page, owner);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Manager portal' }).click();
    await page.waitForURL((url) => url.pathname === '/manager');
    await waitForHydration(page);

    // The first campground by name opens; the switcher moves to the other and back, in the URL.
    const switcher = page.getByLabel('Campground', { exact: true });
    await page.getByRole('tablist').waitFor();
    const opened = await switcher.inputValue();
    const other = campgrounds.find((campground) => campground.id !== opened) as Listed;
    const standbyFirst = other.id === second.id;
    await switcher.selectOption(second.id === opened ? first.id : second.id);
    await page.waitForURL((url) => url.searchParams.get('campground') === other.id);
    await expectState(page, standbyFirst ? 'standby' : 'no_bookings');
    await switcher.selectOption(opened);
    await page.waitForURL((url) => url.searchParams.get('campground') === opened);
    await expectState(page, standbyFirst ? 'no_bookings' : 'standby');
    // Back in history is the other campground again.
    await page.goBack();
    await expectState(page, standbyFirst ? 'standby' : 'no_bookings');
    expect(await page.locator('p', { hasText: other.name }).first().isVisible()).toBe(true);

    await page.goto(`${browser.webUrl}/manager?campground=${first.id}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expectState(page, 'no_bookings');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Overview', 'Set up bookings', 'Listing', 'Team']);
    await shoot(page, 'overview-no-bookings');
    await page.goto(`${browser.webUrl}/manager?campground=${second.id}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expectState(page, 'standby');
    await shoot(page, 'overview-standby');

    await openTab(page, 'Team');
    await page.getByText('Rita Ranger (you)').waitFor();
    await shoot(page, 'team');
    browser.state.page = page;
  });

  it('a campground on standby books through another system: setup-bookings-standby, then pms_bookings', async () => {
    const page = browser.state.page;
    if (!page) throw new Error('the previous step did not finish');
    const second = campgrounds[1] as Listed;
    await page.goto(`${browser.webUrl}/manager?campground=${second.id}&tab=setup-bookings`, {
      waitUntil: 'domcontentloaded',
    });
    await waitForHydration(page);
    await page.getByRole('button', { name: '5. Start bookings' }).click();
    await page.getByLabel('Your booking system').selectOption('rentals_united_bookings');
    await page.getByRole('button', { name: 'I use another booking system' }).click();
    const standby = page.getByRole('dialog', { name: 'Bookings stay in Rentals United' });
    await standby.waitFor();
    await shoot(page, 'setup-bookings-standby');
    await standby.getByRole('button', { name: 'Got it' }).click();
    await standby.waitFor({ state: 'detached' });
    // Spec section 4: the saved claim is the active claim, and the portal state follows it.
    await openTab(page, 'Overview');
    await page.getByRole('heading', { name: 'Bookings come from Rentals United' }).waitFor();
    expect(await portalState(page)).toBe('pms_bookings');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Overview',
      'Calendar sync',
      'Set up bookings',
      'Listing',
      'Team',
    ]);
  });

  it('sets up bookings, ends on setup-bookings-success, and the campground page offers the new site', async () => {
    const page = browser.state.page;
    if (!page) throw new Error('the previous step did not finish');
    const first = campgrounds[0] as Listed;
    await page.goto(`${browser.webUrl}/manager?campground=${first.id}&tab=setup-bookings`, {
      waitUntil: 'domcontentloaded',
    });
    await waitForHydration(page);

    // Step 1: policies (request to book, a fee, the PRO discount opt-in).
    await page.getByRole('heading', { name: 'Booking policies', level: 3 }).waitFor();
    await page.getByLabel('Request to book: you approve each booking within 24 hours').check();
    await page.getByLabel('Longest stay (nights)').fill('61');
    await page.getByLabel('Longest stay (nights)').blur();
    await page.getByText('Enter a whole number from 1 to 60.').waitFor();
    await page.getByLabel('Longest stay (nights)').fill('21');
    await page.getByLabel('Fee name').fill('Pet fee');
    await page.getByLabel('Fee amount ($)').fill('5');
    await page.getByRole('button', { name: 'Add fee' }).click();
    await page.getByText('Pet fee: $5.00 per stay').waitFor();
    await page.getByLabel('Offer Campwise PRO members a discount on lodging').check();
    await shoot(page, 'setup-policies');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: a site type.
    await page.getByRole('heading', { name: 'Site types', level: 3 }).waitFor();
    await page.getByLabel('Site type name').fill('Riverside tent sites');
    await page.getByRole('button', { name: 'Add site type' }).click();
    await page.getByRole('list', { name: 'Site types' }).getByText('Riverside tent sites', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue to rates' }).click();

    // Step 3: a base rate with a weekend price.
    await page.getByRole('heading', { name: 'Rates and seasons', level: 3 }).waitFor();
    await page.getByLabel('Nightly price ($)').fill('32');
    await page.getByLabel('Weekend price ($, optional)').fill('41.50');
    await page.getByRole('button', { name: 'Add rate' }).click();
    await page.getByText('$32.00 a night, $41.50 Fri and Sat · All year (base rate)').waitFor();
    await shoot(page, 'setup-rates');
    await page.getByRole('button', { name: 'Continue to sites' }).click();

    // Step 4: a site.
    await page.getByRole('heading', { name: 'Sites', level: 3 }).waitFor();
    await page.getByLabel('Site name').fill('River 1');
    await page.getByLabel('Sleeps (people)').fill('5');
    await page.getByLabel('Water').check();
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('list', { name: 'Sites' }).getByText('River 1', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Finish: Campwise bookings on → setup-bookings-success; the portal state follows the claim.
    await page.getByRole('heading', { name: 'Start bookings', level: 3 }).waitFor();
    await shoot(page, 'setup-finish');
    await page.getByRole('button', { name: 'Start taking bookings' }).click();
    const success = page.getByRole('dialog', { name: "You're taking bookings" });
    await success.waitFor();
    expect(await portalState(page)).toBe('campwise_bookings');
    await shoot(page, 'setup-bookings-success');
    await success.getByRole('button', { name: 'Close' }).last().click();
    await success.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Campwise bookings are on' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Overview',
      'Reservations',
      'Blocked dates',
      'Calendar sync',
      'Set up bookings',
      'Listing',
      'Payouts',
      'Team',
    ]);

    for (const [tab, name] of [
      ['Overview', 'overview'],
      ['Reservations', 'reservations'],
      ['Blocked dates', 'blocked-dates'],
      ['Calendar sync', 'calendar-sync'],
      ['Payouts', 'payouts'],
    ] as const) {
      await openTab(page, tab);
      if (tab === 'Payouts') {
        await page.getByRole('heading', { name: 'Balance' }).waitFor();
        // No Stripe in this stack: the local ledger is explained and nothing offers to connect.
        await page.getByText('Payouts are not automatic: Campwise keeps this ledger', { exact: false }).waitFor();
        expect(await page.getByRole('button', { name: 'Connect with Stripe' }).count()).toBe(0);
      }
      if (tab === 'Overview') await page.getByText('Arrivals', { exact: true }).waitFor();
      await shoot(page, name);
    }

    if (SCREENSHOTS) {
      // The stack runs without Stripe; the tab's Stripe states are drawn from the summary the API
      // answers with Stripe configured (docs/api-manager.md "Payouts"), for their layout at both widths.
      const states = [
        ['not-connected', 'Connect with Stripe'],
        ['pending', 'Finish setting up payouts'],
        ['active', null],
        ['restricted', 'Update your Stripe account'],
      ] as const;
      for (const [state, button] of states) {
        await page.route('**/api/v6/campgrounds/*/payouts', async (route) => {
          const response = await route.fetch();
          const json = (await response.json()) as { data: { attributes: Record<string, unknown> } };
          Object.assign(json.data.attributes, {
            provider: 'stripe',
            'connect-status': state,
            'disabled-reason': state === 'restricted' ? 'requirements.past_due' : null,
            'next-payout-at': state === 'active' ? '2030-06-04T18:00:00.000Z' : null,
          });
          await route.fulfill({ response, json });
        });
        await openTab(page, 'Overview');
        await openTab(page, 'Payouts');
        await page.getByRole('heading', { name: 'Balance' }).waitFor();
        if (button) await page.getByRole('button', { name: button }).waitFor();
        else await page.getByRole('heading', { name: 'Connected to Stripe' }).waitFor();
        await shoot(page, `payouts-stripe-${state}`);
        await page.unrouteAll();
      }
    }

    const campgroundPage = await page.context().newPage();
    await campgroundPage.goto(`${browser.webUrl}${first.path}`, { waitUntil: 'domcontentloaded' });
    const section = campgroundPage.getByTestId('booking-section');
    await section.getByRole('heading', { name: 'Book a site', level: 2 }).waitFor();
    await section.getByText('River 1').first().waitFor({ timeout: 20_000 });
    await campgroundPage.close();
  });

  it('a camper books the new site from the campground page; the owner approves, changes and cancels the stay', async () => {
    const ownerPage = browser.state.page;
    if (!ownerPage) throw new Error('the previous step did not finish');
    const first = campgrounds[0] as Listed;
    const guest = newCamper('manager', 'guest', 'Gale Guest');
    await createCamper(guest);
    const startDate = addDays(todayIn('America/Denver', new Date()), 30);
    const stay = { startDate, endDate: addDays(startDate, 2) };

    // The camper, in a browser of their own (this file's browser keeps the owner's session): the
    // campground page with dates, River 1's Book button, the checkout's steps, and 'Request to
    // book' (the owner chose request to book above).
    const camperBrowser = await launchBrowser();
    try {
      const page = await camperBrowser.browser.newPage();
      page.on('pageerror', (error) => browser.pageErrors.push(error.message));
      await signInOnPage(page, guest);
      await page.goto(`${browser.webUrl}${first.path}?start-date=${stay.startDate}&end-date=${stay.endDate}`, {
        waitUntil: 'domcontentloaded',
      });
      await waitForHydration(page);
      expect(await bookFirstFreeSite(page)).toContain('River 1');
      await fillSteps(page, '4242 4242 4242 4242');
      await (await step(page, 'Review')).getByRole('button', { name: 'Request to book' }).click();
      await page.getByRole('heading', { name: 'Request sent' }).waitFor({ timeout: 30_000 });
    } finally {
      await camperBrowser.close();
    }

    // The owner: the "New booking request" email's link opens the request in the portal.
    const email = await latestEmailTo(owner.email);
    expect(email?.subject).toBe(`New booking request: ${first.name}`);
    const link = new URL(/Approve or decline the request: (\S+)/.exec(email?.text ?? '')?.[1] ?? 'http://missing');
    await ownerPage.goto(`${browser.webUrl}${link.pathname}${link.search}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(ownerPage);
    const detail = ownerPage.getByTestId('reservation-detail');
    await detail.getByText(guest.name).first().waitFor({ timeout: 20_000 });
    await detail.getByText(stayDatesText(stay)).waitFor();

    await approveRequest(ownerPage);
    expect((await latestEmailTo(guest.email))?.subject).toBe(`Booking confirmed: ${first.name}`);
    await addNight(ownerPage, stay, 20);
    expect((await latestEmailTo(guest.email))?.subject).toBe(`Your reservation was changed: ${first.name}`);
    await cancelWithRefund(ownerPage, 15, 'The river rose over the tent pads.');
    const cancelled = await latestEmailTo(guest.email);
    expect(cancelled?.subject).toBe(`Booking cancelled: ${first.name}`);
    expect(cancelled?.text).toContain('Reason: The river rose over the tent pads.');

    // Back to the portal's first tab for the next steps.
    await ownerPage.goto(`${browser.webUrl}/manager?campground=${first.id}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(ownerPage);
    await ownerPage.getByRole('tablist').waitFor();
  });

  it('edits the description and the location, and the campground page shows both', async () => {
    const page = browser.state.page;
    if (!page) throw new Error('the previous step did not finish');
    const first = campgrounds[0] as Listed;
    await openTab(page, 'Listing');
    const description = `Shaded tent sites by the river, run by Rita ${Date.now()}.`;
    await page.getByLabel('Description').fill(description);
    await page.getByLabel('Phone').fill('9705550100');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(970) 555-0100');
    await page.getByLabel('Website').fill('riverside');
    await page.getByLabel('Website').blur();
    await page.getByText('Please enter a valid URL.').waitFor();
    await page.getByLabel('Website').fill('https://riverside-camp.example.com');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await page.getByText('Your listing is saved.').waitFor();

    const latitude = Number((first.latitude + 0.01).toFixed(5));
    const longitude = Number((first.longitude - 0.01).toFixed(5));
    await page.getByLabel('Latitude').fill(String(latitude));
    await page.getByLabel('Longitude').fill(String(longitude));
    await shoot(page, 'listing');
    await page.getByRole('button', { name: 'Save location' }).click();
    const moved = page.getByRole('dialog', { name: 'Location updated' });
    await moved.waitFor();
    await shoot(page, 'location-edit-success');
    await moved.getByRole('link', { name: 'View your page' }).click();
    await page.waitForURL((url) => url.pathname === first.path);
    await page.getByText(description).waitFor();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const geo = jsonLd
      .map((text) => JSON.parse(text) as { geo?: { latitude: number; longitude: number } })
      .find((item) => item.geo);
    expect(geo?.geo).toEqual({ '@type': 'GeoCoordinates', latitude, longitude });
    expect(browser.pageErrors).toEqual([]);
  });

  it('adds photos from the listing editor, where they show at once', async () => {
    const first = campgrounds[0] as Listed;
    const { page } = await browser.open(`/manager?campground=${first.id}&tab=listing`);
    const photos = page.getByTestId('listing-photos');
    const count = photos.getByText(/^(No photos yet\.|\d+ photos? ·)/);
    await count.waitFor({ timeout: 20_000 });
    const before = Number(/^\d+/.exec(await count.innerText())?.[0] ?? 0);
    await photos.getByRole('button', { name: 'Add photos' }).click();
    const dialog = page.getByRole('dialog', { name: `Add photos of ${first.name}` });
    await dialog.getByLabel('Photos', { exact: true }).setInputFiles({
      name: 'river.png',
      mimeType: 'image/png',
      buffer: solidPng(80, 60, [50, 110, 160]),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await photos.getByText('Your photo is in the gallery.').waitFor();
    const after = before + 1;
    await photos.getByText(`${after} ${after === 1 ? 'photo' : 'photos'} ·`).waitFor();
    const thumb = photos
      .getByRole('list', { name: `Photos of ${first.name}` })
      .locator('img')
      .first();
    // decode() waits for the file to arrive and rejects when it cannot be shown.
    expect(await thumb.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBe(80);
    await photos.scrollIntoViewIfNeeded();
    await shoot(page, 'listing-photos');
    expect(browser.pageErrors).toEqual([]);
  });
});
