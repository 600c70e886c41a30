// The manager portal's reservation tabs (issue 14; spec section 2's manager-* overlays): a
// manager follows the "New booking request" email's link to the request (and a link naming only
// the reservation), sees it in the list and on the calendar, approves it (the camper is
// emailed), changes its dates with the difference shown first, cancels it with a chosen refund,
// adds a walk-in booking, blocks the whole campground (one row for all sites, edited and removed
// as one; search and the campground page offer nothing for those nights meanwhile), imports a
// calendar served by a local HTTP server and sees its held nights, and reads a site's exported
// .ics feed back with ical.js to the same stays.
// Screenshots of each tab and overlay at 1280 and 390 px go to MANAGER_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, formatStayDate, todayIn } from '@campwise/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInOnPage } from '../support/campers.ts';
import {
  approveRequest,
  addNight,
  cancelWithRefund,
  stayDatesText as dates,
} from '../support/manager-reservation-steps.ts';
import { bookAsCamper, freeSite, type Manager, newManagerOf, type Stay } from '../support/managers.ts';
import { latestEmailTo } from '../support/outbox.ts';
import { useBrowser } from '../support/page-session.ts';

const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const SCREENSHOTS = process.env.MANAGER_SCREENSHOTS;

interface Campground {
  id: string;
  name: string;
  path: string;
}

function stayAt(offsetDays: number, nights = 3): Stay {
  const startDate = addDays(todayIn('America/Denver', new Date()), offsetDays);
  return { startDate, endDate: addDays(startDate, nights) };
}

async function getJson(path: string): Promise<{ data: { id: string; attributes: Record<string, unknown> }[] }> {
  const response = await fetch(`${apiUrl}/api/v6${path}`, { headers: { accept: JSON_API } });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
}

/**
 * A demo campground that takes requests to book and is free for the stay, counted from the last
 * by name (other tests pick the first ones; each test here claims its own).
 */
async function requestCampground(stay: Stay, fromTheEnd = 0): Promise<Campground> {
  const query = new URLSearchParams({
    'filter[availability][start_date]': stay.startDate,
    'filter[availability][end_date]': stay.endDate,
    'page[size]': '100',
    sort: 'name',
  });
  const found = (await getJson(`/campgrounds?${query}`)).data
    .filter((item) => item.attributes['demo-inventory'] === true && item.attributes['booking-policy'] === 'request')
    .at(-1 - fromTheEnd);
  if (!found) throw new Error('no demo campground takes requests to book: is the demo inventory seeded?');
  return {
    id: found.id,
    name: String(found.attributes.name),
    path: `/camping/${String(found.attributes['region-slug'])}/${String(found.attributes.slug)}`,
  };
}

/** The viewport, scrolled to `focus` first when given (a tab's main part on a phone). */
async function shoot(page: Page, name: string, focus?: ReturnType<Page['getByTestId']>): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  if (focus) await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
}

/** An all-day event on the other channel's calendar, in the shape such feeds take. */
function icsFeed(stay: Stay): string {
  const day = (date: string) => date.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other Channel//EN',
    'BEGIN:VEVENT',
    'UID:other-channel-booking-1@example.com',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(stay.startDate)}`,
    `DTEND;VALUE=DATE:${day(stay.endDate)}`,
    'SUMMARY:Booked on the other channel',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const request = stayAt(100);
const walkIn = stayAt(110, 2);
const blocked = stayAt(140, 2);
const imported = stayAt(150, 2);

describe('running reservations in the manager portal', () => {
  const browser = useBrowser();
  let campground: Campground;
  let manager: Manager;
  let booking: { id: string; camper: { name: string; email: string } };
  let siteName: string;
  let siteId: string;
  let feedServer: Server;
  let feedUrl: string;

  beforeAll(async () => {
    campground = await requestCampground(request);
    manager = await newManagerOf(campground.id, 'reservations');
    const site = await freeSite(campground.id, request);
    siteName = site.name;
    siteId = site.id;
    const made = await bookAsCamper(campground.id, site.id, request);
    expect(made.status).toBe('pending');
    booking = made;
    feedServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(icsFeed(imported));
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/other-channel/site.ics`;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  async function openTab(tab: string): Promise<Page> {
    return (await browser.open(`/manager?campground=${campground.id}&tab=${tab}`)).page;
  }

  it("opens the request from the manager's email link, and from a link naming only the reservation", async () => {
    const { page: signIn } = await browser.open('/signin');
    await signInOnPage(signIn, manager);
    await signIn.close();

    const email = await latestEmailTo(manager.email);
    expect(email?.subject).toBe(`New booking request: ${campground.name}`);
    const link = new URL(/Approve or decline the request: (\S+)/.exec(email?.text ?? '')?.[1] ?? 'http://missing');
    expect(link.origin).toBe(inject('webUrl'));
    expect(link.pathname).toBe('/manager');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      campground: campground.id,
      tab: 'reservations',
      reservation: booking.id,
    });
    const { page } = await browser.open(`${link.pathname}${link.search}`);
    await page.getByTestId('reservation-detail').getByText(dates(request)).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab', { name: 'Reservations' }).getAttribute('aria-selected')).toBe('true');
    await page.close();

    // Without the campground or the tab: the reservation's campground and the reservations tab open.
    const { page: bare } = await browser.open(`/manager?reservation=${booking.id}`);
    await bare.getByTestId('reservation-detail').getByText(dates(request)).waitFor({ timeout: 20_000 });
    expect(await bare.getByRole('tab', { name: 'Reservations' }).getAttribute('aria-selected')).toBe('true');
    await bare.waitForURL((url) => url.searchParams.get('campground') === campground.id);
    await bare.close();
  });

  it('shows the request in the list and on the calendar, and approves it', async () => {
    const page = await openTab('reservations');
    const row = page.getByTestId('reservation-row').filter({ hasText: booking.camper.name });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.innerText()).toContain('Request');
    // The calendar shows it once its weeks are shown: go to the request's arrival.
    const calendar = page.getByTestId('reservations-calendar');
    await calendar.getByLabel('Go to date').fill(request.startDate);
    const bar = calendar.locator('[data-testid="calendar-bar"][data-tone="pending"]', { hasText: booking.camper.name });
    await bar.waitFor({ timeout: 10_000 });
    await shoot(page, 'reservations-tab', bar);

    await bar.click();
    const detail = page.getByTestId('reservation-detail');
    await detail.getByText(dates(request)).waitFor();
    expect(new URL(page.url()).searchParams.get('reservation')).toBe(booking.id);
    await shoot(page, 'reservation-detail');

    await detail.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this request?' });
    await decline.getByLabel('Reason (the guest reads it)').waitFor();
    await shoot(page, 'overlay-decline');
    await decline.getByRole('button', { name: 'Back' }).click();
    await decline.waitFor({ state: 'detached' });

    await approveRequest(page, (name) => shoot(page, name));
    const email = await latestEmailTo(booking.camper.email);
    expect(email?.subject).toBe(`Booking confirmed: ${campground.name}`);
    browser.state.page = page;
  });

  it('changes the dates, showing the difference before confirming', async () => {
    const page = browser.state.page!;
    await addNight(page, request, 25, (name) => shoot(page, name));
    expect((await latestEmailTo(booking.camper.email))?.subject).toBe(
      `Your reservation was changed: ${campground.name}`,
    );
  });

  it('cancels with a custom refund', async () => {
    const page = browser.state.page!;
    await cancelWithRefund(page, 10, 'The river flooded the sites.', (name) => shoot(page, name));
    expect((await latestEmailTo(booking.camper.email))?.subject).toBe(`Booking cancelled: ${campground.name}`);
  });

  it('adds a walk-in booking that holds the site', async () => {
    const page = browser.state.page!;
    await page.getByRole('button', { name: 'Add walk-in or phone booking' }).click();
    const overlay = page.getByRole('dialog', { name: 'Add a walk-in or phone booking' });
    await overlay.waitFor();
    await overlay.getByLabel('Site').selectOption(siteId);
    await overlay.getByLabel('Arrival').fill(walkIn.startDate);
    await overlay.getByLabel('Departure').fill(walkIn.endDate);
    await overlay.getByLabel('Guest name').fill('Walter Walkin');
    await overlay.getByLabel('Phone (optional)').fill('9705550123');
    expect(await overlay.getByLabel('Phone (optional)').inputValue()).toBe('(970) 555-0123');
    await overlay.getByLabel('Paid (USD)').fill('80');
    await shoot(page, 'overlay-internal-booking');
    await overlay.getByRole('button', { name: 'Add booking' }).click();
    await overlay.waitFor({ state: 'detached' });
    const detail = page.getByTestId('reservation-detail');
    await detail.getByRole('heading', { name: 'Walter Walkin' }).waitFor();
    await detail.getByText('Walk-in or phone').waitFor();
    await detail.getByTestId('reservation-dates').getByText(dates(walkIn)).waitFor();

    await page.getByRole('button', { name: 'Add booking from another channel' }).click();
    const external = page.getByRole('dialog', { name: 'Add a booking from another channel' });
    await external.getByLabel('Channel (e.g. Hipcamp)').waitFor();
    await shoot(page, 'overlay-external-booking');
    await external.getByRole('button', { name: 'Back' }).click();
    await external.waitFor({ state: 'detached' });
  });

  it('blocks the whole campground: the nights are gone from search and the campground page', async () => {
    const page = await openTab('blocked-dates');
    await page.getByRole('button', { name: 'Block dates' }).click();
    let overlay = page.getByRole('dialog', { name: 'Block dates' });
    await overlay.waitFor();
    // Over the walk-in's nights on its site: refused, naming the stay in the way.
    await overlay.getByLabel('What to block').selectOption(siteId);
    await overlay.getByLabel('First night').fill(walkIn.startDate);
    await overlay.getByLabel('Open again on').fill(walkIn.endDate);
    await overlay.getByRole('button', { name: 'Block dates' }).click();
    await overlay
      .getByTestId('block-conflicts')
      .getByText(/Walter Walkin/)
      .waitFor();
    await shoot(page, 'overlay-block-dates-create');

    await overlay.getByLabel('What to block').selectOption('all');
    await overlay.getByLabel('First night').fill(blocked.startDate);
    await overlay.getByLabel('Open again on').fill(blocked.endDate);
    await overlay.getByLabel('Reason (optional, only managers see it)').fill('Road work');
    await overlay.getByRole('button', { name: 'Block dates' }).click();
    await overlay.waitFor({ state: 'detached' });
    // One row for the whole campground, however many sites it blocked.
    const rows = page.getByTestId('block-row').filter({ hasText: formatStayDate(blocked.startDate) });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const allSites = /All sites \((\d+)\)/.exec(await rows.innerText());
    expect(Number(allSites?.[1])).toBeGreaterThan(1);
    await shoot(page, 'blocks-tab');

    // Edit the reason of every site's block at once, through manager-block-dates-edit.
    await rows.getByRole('button', { name: 'Edit' }).click();
    overlay = page.getByRole('dialog', { name: `Blocked dates at ${allSites?.[0]}` });
    await overlay.waitFor();
    await shoot(page, 'overlay-block-dates-edit');
    await overlay.getByLabel('Reason (optional, only managers see it)').fill('Road work (paving)');
    await overlay.getByRole('button', { name: 'Save' }).click();
    await overlay.waitFor({ state: 'detached' });
    await rows
      .filter({ hasText: 'Road work (paving)' })
      .filter({ hasText: allSites?.[0] ?? '' })
      .waitFor();
    expect(await rows.count()).toBe(1);

    // Search with those dates leaves the campground out; its page offers no site.
    const query = new URLSearchParams({
      'filter[availability][start_date]': blocked.startDate,
      'filter[availability][end_date]': blocked.endDate,
      'page[size]': '100',
    });
    const listed = (await getJson(`/campgrounds?${query}`)).data.map((item) => item.id);
    expect(listed).not.toContain(campground.id);
    const { page: campgroundPage } = await browser.open(
      `${campground.path}?start-date=${blocked.startDate}&end-date=${blocked.endDate}`,
    );
    const section = campgroundPage.getByTestId('booking-section');
    await section.getByTestId('site').first().waitFor({ timeout: 20_000 });
    await campgroundPage.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="booking-section"] [data-testid="site"]').length > 0 &&
        !document.querySelector('[data-testid="booking-section"] [aria-busy="true"]'),
    );
    expect(await section.getByRole('button', { name: /^Book / }).count()).toBe(0);
    await campgroundPage.close();
  });

  it('imports a calendar and holds its nights; the export feed reads back to the same stays', async () => {
    const page = await openTab('calendar-sync');
    const form = page.getByRole('form', { name: 'Add a calendar' });
    await form.getByLabel('Name (e.g. Hipcamp)').fill('Other channel');
    await form.getByLabel('Site').selectOption(siteId);
    await form.getByLabel('Calendar link (.ics)').fill('https://example.com/calendar');
    await form.getByLabel('Calendar link (.ics)').blur();
    await form.getByText('Please enter a valid .ics URL.').waitFor();
    await shoot(page, 'calendar-sync-invalid-url', form);
    await form.getByLabel('Calendar link (.ics)').fill(feedUrl);
    await form.getByRole('button', { name: 'Add calendar' }).click();
    const item = page.getByTestId('calendar-import').filter({ hasText: 'Other channel' });
    await item
      .getByTestId('calendar-import-status')
      .getByText(/Synced.*1 held · 0 conflicts/)
      .waitFor({ timeout: 20_000 });
    await shoot(page, 'calendar-sync-tab');

    // The held nights: a read-only imported block on the blocked-dates tab.
    const blocks = await openTab('blocked-dates');
    const held = blocks.getByTestId('block-row').filter({ hasText: formatStayDate(imported.startDate) });
    await held.getByText('Imported calendar').waitFor();
    expect(await held.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await blocks.close();

    // The site's own feed: copied, fetched and parsed back to the walk-in's stay.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    const exportRow = page.locator(`[data-testid="calendar-export"][data-site="${siteName}"]`);
    await exportRow.getByRole('button', { name: 'Show feed link' }).click();
    await exportRow.getByRole('button', { name: `Copy the feed link of ${siteName}` }).click();
    await exportRow.getByText('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await exportRow.getByTestId('calendar-export-url').innerText());
    const feed = await fetch(copied);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const stays = calendar
      .getAllSubcomponents('vevent')
      .map((event) => {
        const parsed = new ICAL.Event(event);
        return { startDate: parsed.startDate.toString(), endDate: parsed.endDate.toString(), summary: parsed.summary };
      })
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    // The site's stays as the manager left them: the walk-in and the whole-campground block; the
    // cancelled request is gone and the imported nights are not echoed back to their channel.
    expect(stays).toEqual([
      { ...walkIn, summary: 'Reserved' },
      { ...blocked, summary: 'Blocked' },
    ]);
    expect(browser.pageErrors).toEqual([]);
  });

  it("removes the whole campground's block in one go: search lists the campground again", async () => {
    const page = await openTab('blocked-dates');
    const row = page.getByTestId('block-row').filter({ hasText: /All sites \(\d+\)/ });
    await row.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove these blocked dates?' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    expect(
      await page
        .getByTestId('block-row')
        .filter({ hasText: formatStayDate(blocked.startDate) })
        .count(),
    ).toBe(0);
    const query = new URLSearchParams({
      'filter[availability][start_date]': blocked.startDate,
      'filter[availability][end_date]': blocked.endDate,
      'page[size]': '100',
    });
    expect((await getJson(`/campgrounds?${query}`)).data.map((item) => item.id)).toContain(campground.id);
  });
});

describe('the manager tabs on a 390 px phone', () => {
  const phone = useBrowser({ width: 390, height: 844 });

  it('fits every tab and overlay, the calendar scrolling inside its own box', async () => {
    const stay = stayAt(120);
    const campground = await requestCampground(stay, 1);
    const manager = await newManagerOf(campground.id, 'phone');
    const site = await freeSite(campground.id, stay);
    const booking = await bookAsCamper(campground.id, site.id, stay);
    const { page: signIn } = await phone.open('/signin');
    await signInOnPage(signIn, manager);
    await signIn.close();
    const noSideways = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    const fits = async (dialog: ReturnType<Page['getByRole']>) =>
      expect(await dialog.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);

    const { page } = await phone.open(
      `/manager?campground=${campground.id}&tab=reservations&reservation=${booking.id}`,
    );
    const calendar = page.getByTestId('reservations-calendar');
    await calendar.locator('[data-testid="calendar-row"]').first().waitFor({ timeout: 20_000 });
    const scroller = calendar.locator('[aria-label="Calendar of sites by day"]');
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await noSideways(page);
    await shoot(page, 'reservations-tab', calendar);

    // The linked reservation is open, with its four actions, each overlay fitting the phone.
    const detail = page.getByTestId('reservation-detail');
    await detail.getByText(dates(stay)).waitFor();
    await shoot(page, 'reservation-detail', detail);
    for (const [button, title, name] of [
      ['Approve', 'Approve this request?', 'overlay-approve'],
      ['Decline', 'Decline this request?', 'overlay-decline'],
      ['Change', 'Change this reservation', 'overlay-modify'],
      ['Cancel reservation', 'Cancel this reservation?', 'overlay-cancel'],
    ] as const) {
      await detail.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: 'Back' }).waitFor();
      await fits(dialog);
      await shoot(page, name);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    for (const [button, title, name] of [
      ['Add walk-in or phone booking', 'Add a walk-in or phone booking', 'overlay-internal-booking'],
      ['Add booking from another channel', 'Add a booking from another channel', 'overlay-external-booking'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel('Guest name').waitFor();
      await fits(dialog);
      await shoot(page, name);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    const blocks = (await phone.open(`/manager?campground=${campground.id}&tab=blocked-dates`)).page;
    await blocks.getByRole('button', { name: 'Block dates' }).click();
    let dialog = blocks.getByRole('dialog', { name: 'Block dates' });
    await dialog.getByLabel('What to block').selectOption(site.id);
    await dialog.getByLabel('First night').fill(addDays(stay.endDate, 5));
    await dialog.getByLabel('Open again on').fill(addDays(stay.endDate, 7));
    await fits(dialog);
    await shoot(blocks, 'overlay-block-dates-create');
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await dialog.waitFor({ state: 'detached' });
    await blocks.getByTestId('block-row').first().getByRole('button', { name: 'Edit' }).click();
    dialog = blocks.getByRole('dialog', { name: /^Blocked dates at / });
    await dialog.getByLabel('First night').waitFor();
    await fits(dialog);
    await shoot(blocks, 'overlay-block-dates-edit');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await noSideways(blocks);
    await shoot(blocks, 'blocks-tab', blocks.getByTestId('manager-blocks-tab'));

    const sync = (await phone.open(`/manager?campground=${campground.id}&tab=calendar-sync`)).page;
    await sync.getByTestId('calendar-export').first().getByRole('button', { name: 'Show feed link' }).click();
    await sync.getByTestId('calendar-export-url').first().waitFor({ timeout: 20_000 });
    await noSideways(sync);
    await shoot(sync, 'calendar-sync-tab', sync.getByTestId('calendar-export').first());
    expect(phone.pageErrors).toEqual([]);
  });
});
