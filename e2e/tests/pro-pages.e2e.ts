// The PRO marketing pages (issue 6): each renders its heading with real figures from the API
// (the campground count is the API's total, the price the default plan's), /pro shows the spec's
// rating display, /special-offer prices a ?coupon= code, and every page leads a signed-in free
// member into the 'Get PRO' checkout.
import { randomBytes } from 'node:crypto';
import { formatUsd, quotePurchase } from '@campwise/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { adminToken } from '../support/outbox.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const browser = useBrowser();
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';

interface Plan {
  amount: number;
  trialPeriodDays: number | null;
  introPrice: number | null;
}

async function total(path: string): Promise<number> {
  const response = await fetch(`${apiUrl}/api/v6/${path}${path.includes('?') ? '&' : '?'}page[size]=1`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

async function defaultPlan(): Promise<Plan> {
  const response = await fetch(`${apiUrl}/api/v6/platform-subscriptions?filter[platform]=stripe`);
  const body = (await response.json()) as { data: { attributes: Record<string, unknown> }[] };
  const plan =
    body.data.map((item) => item.attributes).find((attributes) => attributes.default) ?? body.data[0]!.attributes;
  return {
    amount: plan.amount as number,
    trialPeriodDays: plan['trial-period-days'] as number | null,
    introPrice: plan['intro-price'] as number | null,
  };
}

const count = (value: number) => value.toLocaleString('en-US');

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${browser.webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

let figures: { campgrounds: number; free: number; forests: number; parks: number; plan: Plan };

beforeAll(async () => {
  const [campgrounds, free, forests, parks, plan] = await Promise.all([
    total('campgrounds'),
    total('campgrounds?filter[free]=true'),
    total('places?filter[kind]=forest'),
    total('places?filter[kind]=park'),
    defaultPlan(),
  ]);
  figures = { campgrounds, free, forests, parks, plan };
});

describe('PRO pages', () => {
  it('/pro shows the real campground count, the rating display and the plan price', async () => {
    const { page, status } = await browser.open('/pro');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Find free camping and more with PRO' }).waitFor();
    await page.getByText('4.8', { exact: true }).waitFor();
    await page.getByText('129k ratings', { exact: true }).waitFor();
    const text = await mainText(page);
    expect(figures.campgrounds).toBeGreaterThan(1000);
    expect(text).toContain(`${count(figures.campgrounds)} campgrounds on one map`);
    expect(text).toContain(`${count(figures.free)} free campgrounds`);
    expect(text).toContain(formatUsd(figures.plan.amount));
    expect(await page.title()).toBe('Campwise PRO | Campwise');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/pro$/);
    await page.close();
  });

  it('each PRO page is about its topic, with figures from the data', async () => {
    const pages: [string, string, string[]][] = [
      ['/pro/subscribe', 'Subscribe to Campwise PRO', [count(figures.campgrounds), formatUsd(figures.plan.amount)]],
      ['/pro/checkout', 'Start Campwise PRO', [formatUsd(figures.plan.amount)]],
      ['/pro/gift', 'Give PRO as a gift', [`A year of PRO for ${formatUsd(figures.plan.amount)}`]],
      ['/pro/discount-camping', 'Discount camping', [`${count(figures.free)} free campgrounds`]],
      [
        '/pro/free-camping-maps',
        'Free camping maps',
        [
          `${count(figures.free)} free campgrounds, ${count(figures.forests)} national forests and ${count(figures.parks)} National Park Service units`,
        ],
      ],
      ['/pro/off-grid-camping-access', 'Off-grid camping access', ['dispersed or backcountry sites']],
      ['/special-offer', 'A special offer on Campwise PRO', [formatUsd(figures.plan.amount)]],
    ];
    for (const [path, heading, expected] of pages) {
      const { page, status } = await browser.open(path);
      expect(status, path).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const text = await mainText(page);
      for (const figure of expected) expect(text, path).toContain(figure);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
      await page.close();
    }
  });

  it('/pro/discount-camping lists the three booking perks under When you book', async () => {
    const { page } = await browser.open('/pro/discount-camping');
    const booking = page.getByRole('region', { name: 'When you book' });
    await booking.waitFor();
    const perks = await booking.getByRole('heading', { level: 3 }).allTextContents();
    expect(perks).toEqual(['Snag sold-out campsites', 'Trip planner', 'No extra booking fees']);
    expect(await booking.getByRole('link', { name: 'Snag sold-out campsites' }).getAttribute('href')).toBe('/alerts');
    await screenshotAtWidths(page, process.env.PRO_PAGES_SCREENSHOTS, 'discount-camping');
    await page.close();
  });

  it('/special-offer prices a real coupon, and says when a code is not valid', async () => {
    const code = `OFFER${randomBytes(3).toString('hex').toUpperCase()}`;
    const token = await adminToken();
    const created = await fetch(`${apiUrl}/api/v6/discount-codes`, {
      method: 'POST',
      headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { type: 'discount-codes', attributes: { code, 'percent-off': 25 } } }),
    });
    expect(created.status).toBe(201);
    const quote = quotePurchase(figures.plan, { percentOff: 25, amountOff: null });

    const { page } = await browser.open(`/special-offer?coupon=${code.toLowerCase()}`);
    await page.getByRole('heading', { level: 1, name: '25% off your first year of PRO' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain(
      `With code ${code}, your first year is ${formatUsd(quote.firstYear)} instead of ${formatUsd(quote.renewal)}.`,
    );
    expect(text).toContain(`Code ${code}: 25% off`);

    await goto(page, '/special-offer?coupon=NOSUCHCODE');
    await page.getByRole('heading', { level: 1, name: 'A special offer on Campwise PRO' }).waitFor();
    await page.getByText('That discount code is not valid. The regular price is shown below.').waitFor();
    expect(await mainText(page)).toContain(formatUsd(figures.plan.amount));
    await page.close();
  });

  it('leads a signed-in free member from every page into the checkout', async () => {
    const camper = newCamper('pro-pages', 'checkout', 'Robin Pages');
    await createCamper(camper);
    const { page } = await browser.open('/');
    await signInOnPage(page, camper);

    const checkout = page.getByRole('dialog', { name: 'Get PRO' });
    // These two are the checkout itself: it opens as the member arrives.
    for (const path of ['/pro/checkout', '/pro/subscribe']) {
      await goto(page, path);
      await checkout.waitFor();
      await checkout.getByRole('button', { name: 'Close' }).click();
      await checkout.waitFor({ state: 'detached' });
    }
    const paths = [
      '/pro',
      '/pro/gift',
      '/pro/discount-camping',
      '/pro/free-camping-maps',
      '/pro/off-grid-camping-access',
      '/special-offer',
    ];
    for (const path of paths) {
      await goto(page, path);
      expect(await checkout.count(), path).toBe(0);
      await page
        .locator('main')
        .getByRole('button', { name: /Get PRO/ })
        .first()
        .click();
      await checkout.waitFor();
      await checkout.getByRole('button', { name: 'Close' }).click();
      await checkout.waitFor({ state: 'detached' });
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    const phone = await launchBrowser({ width: 360, height: 740 });
    try {
      const page = await phone.browser.newPage();
      for (const path of ['/pro', '/pro/gift', '/pro/free-camping-maps', '/special-offer']) {
        await page.goto(`${browser.webUrl}${path}`, { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    } finally {
      await phone.close();
    }
  });
});
