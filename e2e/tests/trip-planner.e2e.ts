// The trip planner on the web (issue 16; docs/api-trip-plans.md). A PRO member plans three nights
// from Denver to Moab with the location autocomplete, picks a campground for each night from the
// campgrounds along the (straight-line: no router in tests) route, sees each day's drive and books
// the last night from the plan, saves the plan, renames it and shares it. A signed-out visitor
// opens the shared link and sees the plan read-only; a free member pressing Save gets the PRO
// upgrade overlay. Screens at 1280 and 390 px go to TRIP_PLANNER_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { addDays, formatStayDate, todayIn } from '@campwise/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { buyPro, createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const SCREENSHOTS = process.env.TRIP_PLANNER_SCREENSHOTS;
const STRAIGHT_LINE = 'Straight-line route (no road routing configured)';

/** The page at 1280 and 390 px (whole page, or the viewport for an overlay), with no sideways scrolling at 390. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    // From the top: the sticky map is drawn where the scrolled window would show it.
    await page.evaluate(() => window.scrollTo(0, 0));
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The campgrounds the trip map draws, once it has settled on a count that passes `settled`. */
async function shownCampgrounds(page: Page, settled: (shown: number) => boolean): Promise<number> {
  const map = page.getByTestId('trip-map');
  const count = async () => Number(await map.getAttribute('data-shown-campgrounds'));
  await expect.poll(async () => settled(await count()), { timeout: 10_000 }).toBe(true);
  return count();
}

/** Types into a place's autocomplete and takes the city suggestion named `label`. */
async function choosePlace(page: Page, slot: string, query: string, label: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: slot }).fill(query);
  const option = page.locator('[role="option"][data-place-type="city"]').filter({ hasText: label }).first();
  await option.waitFor({ timeout: 10_000 });
  await option.click();
}

async function planDenverToMoab(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Trip planner', level: 1 }).waitFor();
  await choosePlace(page, 'Origin', 'Denver', /^Denver, CO$/);
  await choosePlace(page, 'Destination', 'Moab', /^Moab, UT$/);
  await page.getByTestId('trip-place-origin').getByText('Denver, CO', { exact: true }).waitFor();
  await page.getByTestId('trip-place-destination').getByText('Moab, UT', { exact: true }).waitFor();
  await page.getByTestId('route-source').getByText(STRAIGHT_LINE, { exact: false }).waitFor({ timeout: 20_000 });
}

/** Shows the campgrounds along `stretch` and answers the list once loaded. */
async function showStretch(page: Page, stretch: string) {
  const select = page.getByLabel('Along', { exact: true });
  await select.selectOption({ label: stretch });
  // The count of this stretch's list, not of the one shown before.
  const count = page.locator(`[data-testid="corridor-count"][data-stretch="${await select.inputValue()}"]`);
  await count.getByText('along the way, in route order', { exact: false }).waitFor({ timeout: 20_000 });
  return page.getByTestId('corridor-campground');
}

describe('the trip planner', () => {
  const browser = useBrowser();
  // A month out, inside every demo campground's booking window.
  const start = addDays(todayIn('America/Denver', new Date()), 30);
  const plan = { id: '', sharePath: '', names: [] as string[] };

  // The tests share one browser: each ends signed out, passed or not, so the next one starts as a
  // visitor (a signed-in member opening /signin is sent on, and the shared link is for visitors).
  let context: BrowserContext | null = null;
  afterEach(async () => {
    await context?.clearCookies();
  });
  async function open(path: string) {
    const opened = await browser.open(path);
    context = opened.page.context();
    return opened;
  }

  it('lets a PRO member plan three nights from Denver to Moab, save, rename and share the plan', async () => {
    const pro = newCamper('trips', 'pro', 'Pat Planner');
    await buyPro(await createCamper(pro), pro.name);
    const { page } = await open('/');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInOnPage(page, pro);
    // The account menu leads to the planner.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Trip planner' }).click();
    await page.waitForURL((url) => url.pathname === '/trip-planner');
    await waitForHydration(page);
    await planDenverToMoab(page);

    await page.getByLabel('First night', { exact: true }).fill(start);
    await page.getByRole('spinbutton', { name: 'Nights' }).fill('3');
    await page
      .getByTestId('trip-dates')
      .getByText(`${formatStayDate(start)} – ${formatStayDate(addDays(start, 3))} (3 nights)`)
      .waitFor();

    // Nights 1 and 2 where even days put them; night 3 near Moab, at a campground that takes bookings.
    for (const night of [1, 2]) {
      const listed = await showStretch(page, `Around night ${night} (even days)`);
      expect(await listed.count()).toBeGreaterThan(0);
      const first = listed.first();
      plan.names.push(await first.locator('h3').innerText());
      await first.getByRole('button', { name: `Stay here night ${night}` }).click();
      await page
        .getByTestId(`trip-night-${night}`)
        .getByText(plan.names[night - 1]!, { exact: true })
        .waitFor();
    }
    const nearMoab = await showStretch(page, 'Near Moab, UT');
    const bookable = nearMoab.filter({ hasText: 'Book on Campwise' }).first();
    await bookable.waitFor();
    plan.names.push(await bookable.locator('h3').innerText());
    await bookable.getByRole('button', { name: 'Stay here night 3' }).click();

    const itinerary = page.getByTestId('trip-itinerary');
    for (const [index, name] of plan.names.entries()) {
      const night = itinerary.getByTestId(`trip-night-${index + 1}`);
      await night.getByText(`Night ${index + 1} · ${formatStayDate(addDays(start, index))}`).waitFor();
      await night.getByRole('link', { name, exact: true }).waitFor();
      expect(await night.innerText()).toMatch(/Straight-line drive that day: [\d,.]+ mi/);
    }
    expect(await itinerary.getByTestId('trip-final-drive').innerText()).toMatch(/^Last day to Moab, UT: [\d,.]+ mi$/);
    const book = itinerary.getByTestId('trip-night-3').getByRole('link', { name: 'Book this night' });
    expect(await book.getAttribute('href')).toMatch(
      new RegExp(`^/camping/[^/]+/[^?]+\\?start-date=${addDays(start, 2)}&end-date=${addDays(start, 3)}#book$`),
    );
    // The map draws the chosen campgrounds and those listed.
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="trip-map"]')?.getAttribute('data-campgrounds')) > 0,
    );
    await shoot(page, 'planner');
    if (SCREENSHOTS) await itinerary.screenshot({ path: `${SCREENSHOTS}/itinerary-1280.png` });

    await page.getByRole('button', { name: 'Save trip', exact: true }).click();
    await page.waitForURL((url) => /^\/trip-planner\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 20_000 });
    plan.id = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('heading', { name: 'Denver, CO to Moab, UT', level: 1 }).waitFor({ timeout: 20_000 });
    for (const [index, name] of plan.names.entries()) {
      await page
        .getByTestId(`trip-night-${index + 1}`)
        .getByRole('link', { name, exact: true })
        .waitFor();
    }
    expect(await page.getByLabel('First night', { exact: true }).inputValue()).toBe(start);

    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByLabel('Trip name', { exact: true }).fill('Moab long weekend');
    await page.getByRole('button', { name: 'Save name', exact: true }).click();
    await page.getByRole('heading', { name: 'Moab long weekend', level: 1 }).waitFor();
    await page.getByRole('status').getByText('Name saved.').waitFor();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByTestId('trip-share');
    const link = share.getByRole('textbox', { name: 'Read-only link to this trip' });
    await link.waitFor();
    const url = new URL(await link.inputValue());
    expect(url.pathname).toMatch(/^\/trip-planner\/shared\/[^/]+$/);
    plan.sharePath = url.pathname;
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.href);
    // The whole link shows in its box, neither cut at the side nor hidden below, wide and narrow.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const hidden = await link.evaluate((box) => ({
        across: box.scrollWidth - box.clientWidth,
        down: box.scrollHeight - box.clientHeight,
      }));
      expect(hidden, `share link at ${width} px`).toEqual({ across: 0, down: 0 });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'saved-plan');
    // The owner's Print: the plan itself, without the planner's controls or the site header.
    // On screen the map also draws the campgrounds listed along the way; on paper only the nights'.
    const chosen = new Set(plan.names).size;
    expect(await shownCampgrounds(page, (shown) => shown > chosen)).toBeGreaterThan(chosen);
    await page.emulateMedia({ media: 'print' });
    expect(await shownCampgrounds(page, (shown) => shown === chosen)).toBe(chosen);
    expect(await page.getByRole('button', { name: 'Save changes', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox').first().isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    await page.getByTestId('trip-night-3').getByRole('link', { name: plan.names[2]!, exact: true }).waitFor();
    if (SCREENSHOTS) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SCREENSHOTS}/saved-plan-print-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.emulateMedia({ media: 'screen' });

    // The trip's length is stored: a fourth night with no campground yet is still there reopened.
    const nights = page.getByRole('spinbutton', { name: 'Nights' });
    await nights.fill('4');
    await page.getByTestId('trip-night-4').getByText('Choose a campground from the list below.').waitFor();
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await page.getByRole('status').getByText('Trip saved.').waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Moab long weekend', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await nights.inputValue()).toBe('4');
    await page.getByTestId('trip-night-4').getByText('Choose a campground from the list below.').waitFor();
    await page.getByTestId('trip-night-3').getByRole('link', { name: plan.names[2]!, exact: true }).waitFor();
    // Back to three nights for the shared link.
    await nights.fill('3');
    await page.getByTestId('trip-night-4').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await page.getByRole('status').getByText('Trip saved.').waitFor();
    await page.close();
  }, 240_000);

  it('shows the shared link to a signed-out visitor, read-only and printable', async () => {
    expect(plan.sharePath).not.toBe('');
    const { page, status } = await open(plan.sharePath);
    expect(status).toBe(200);
    // Signed out: the header offers signing in, not an account.
    await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: /account menu/i }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Moab long weekend', level: 1 }).waitFor();
    await page.getByText('Denver, CO → Moab, UT', { exact: true }).waitFor();
    await page.getByText(`${formatStayDate(start)} – ${formatStayDate(addDays(start, 3))} (3 nights)`).waitFor();
    await page.getByTestId('route-source').getByText(STRAIGHT_LINE, { exact: false }).waitFor();
    await page.getByText('A shared trip plan: read-only.').waitFor();
    for (const [index, name] of plan.names.entries()) {
      await page
        .getByTestId(`trip-night-${index + 1}`)
        .getByRole('link', { name, exact: true })
        .waitFor();
    }
    await page.getByTestId('trip-night-3').getByRole('link', { name: 'Book this night' }).waitFor();
    // Nothing to change here.
    for (const name of ['Save trip', 'Save changes', 'Rename', 'Share', 'Add a stop']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('combobox').count()).toBe(0);
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    await shoot(page, 'shared-plan');
    // On paper: no site header, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/shared-plan-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // An unknown token is the not-found page.
    const missing = await open('/trip-planner/shared/not-a-real-token');
    expect(missing.status).toBe(404);
    await missing.page.close();
    await page.close();
  });

  it('offers a free member the PRO upgrade overlay when they save', async () => {
    const free = newCamper('trips', 'free', 'Fran Free');
    await createCamper(free);
    const { page } = await open('/');
    await signInOnPage(page, free);
    await page.goto(`${browser.webUrl}/trip-planner`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await planDenverToMoab(page);
    await page.getByRole('button', { name: 'Save trip', exact: true }).click();
    const upgrade = page.getByTestId('trip-planner-pro-upgrade');
    await upgrade.getByText('Saving trips is a Campwise PRO feature.').waitFor();
    await page.getByRole('dialog', { name: 'Save your trip with PRO' }).waitFor();
    await upgrade.getByRole('button', { name: 'Try PRO free' }).waitFor();
    // The demo offer's trial, once the quote has loaded.
    await upgrade.getByText('Try PRO free for 7 days.', { exact: true }).waitFor();
    await shoot(page, 'pro-upgrade', false);
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await upgrade.waitFor({ state: 'detached' });
    // Nothing was saved: still the unsaved planner, the places kept.
    expect(new URL(page.url()).pathname).toBe('/trip-planner');
    await page.getByTestId('trip-place-destination').getByText('Moab, UT', { exact: true }).waitFor();
    await page.close();
  });
});
