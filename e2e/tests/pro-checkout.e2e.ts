// Buying PRO in the browser (spec sections 2, 4, 5 and 9): a visitor signs up in the upsell
// modal and starts the free trial with a test card; a declined card leaves the camper free; a
// coupon from a link is applied and shown, and a bare ?coupon stores nothing. The stack has no
// Stripe keys, so the card form is the local one and the local test processor answers.
import { randomBytes } from 'node:crypto';
import { formatLongDate, PRO_USER_COOKIE } from '@campwise/domain';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { adminToken } from '../support/outbox.ts';
import { waitForHydration } from '../support/page-session.ts';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const DAY_MS = 86_400_000;

const sessions: BrowserSession[] = [];
const pageErrors: string[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

const newProCamper = (label: string) => newCamper('pro', label, `Pat ${label}`);

/** A browser of its own per test: one camper's session never leaks into the next test. */
async function openPage(path: string): Promise<Page> {
  const session = await launchBrowser();
  sessions.push(session);
  const page = await session.browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return page;
}

function headerGetPro(page: Page): Locator {
  return page.locator('header').getByRole('button', { name: 'Get PRO', exact: true });
}

async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Name on Card').fill('Pat Camper');
  await dialog.getByLabel('Street Address').fill('1 Trailhead Road');
  await dialog.getByLabel('Card number').pressSequentially(number.replace(/\s/g, ''));
  await dialog.getByLabel('Expiration date (MM / YY)').pressSequentially('1234');
  await dialog.getByLabel('CVC').fill('123');
}

function totalDueToday(dialog: Locator): Locator {
  return dialog.getByText('Total Due Today', { exact: true }).locator('xpath=following-sibling::dd');
}

async function proCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(webUrl);
  return cookies.find((cookie) => cookie.name === PRO_USER_COOKIE)?.value;
}

async function purchaseEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    ),
  );
}

function trialEndText(): string {
  return formatLongDate(new Date(Date.now() + 7 * DAY_MS));
}

describe('buying PRO', () => {
  it('takes a visitor from /pro through sign-up to a started trial with the PRO layers unlocked', async () => {
    const camper = newProCamper('trial');
    const page = await openPage('/pro');
    await page.getByRole('main').getByRole('button', { name: 'Get PRO', exact: true }).first().click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue with Email' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill(camper.name);
    await dialog.getByLabel('Email', { exact: true }).fill(camper.email);
    await dialog.getByLabel('Password', { exact: true }).fill(camper.password);
    // PRO mode: the email step's button reads 'Continue', not 'Sign Up'.
    expect(await dialog.getByRole('button', { name: 'Sign Up', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    await dialog.getByRole('heading', { name: 'Get PRO' }).waitFor();
    await dialog.getByText('Try PRO free for 7 days.').waitFor();
    expect(await totalDueToday(dialog).innerText()).toBe('$0.00');
    await dialog
      .getByText(
        `No commitment — pay $0.00 until ${trialEndText()}, then just $59.99/year. Cancel anytime in account settings.`,
      )
      .waitFor();
    expect(await dialog.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/about/tacos');

    await fillCard(dialog, '4242 4242 4242 4242');
    expect(await dialog.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
    await dialog.getByText('Welcome to PRO').waitFor();

    expect(await proCookie(page)).toBe('true');
    await page.locator('header').getByText('PRO', { exact: true }).waitFor();
    expect(await headerGetPro(page).count()).toBe(0);
    const purchases = await purchaseEvents(page);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: {
        value: 59.99,
        currency: 'USD',
        items: [{ item_id: 'campwise_pro_yearly', item_category: 'Membership' }],
      },
    });
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session.user.pro).toBe(true);

    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // A reload still knows the member: the header and the cookie come from the session.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.locator('header').getByText('PRO', { exact: true }).waitFor();
    expect(await headerGetPro(page).count()).toBe(0);

    // PRO unlocks the map layers: the Layers button opens the layer list instead of the upsell.
    await page.goto(`${webUrl}/search`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Map settings' }).click();
    await page.getByRole('button', { name: /^Layers/ }).click();
    const layers = page.getByTestId('map-layers-panel');
    await layers.getByRole('checkbox', { name: 'National Forests (USFS)' }).check();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="search-map"]')?.getAttribute('data-visible-layers') ===
        'national-forests',
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows the processor’s message for a declined card and leaves the camper free', async () => {
    const camper = newProCamper('declined');
    await createCamper(camper);
    const page = await openPage('/about/us');
    await signInOnPage(page, camper);
    await headerGetPro(page).click();

    // Signed in and free: straight to the checkout.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Get PRO' }).waitFor();
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
    await dialog.getByRole('alert').getByText('Your card was declined.').waitFor();

    expect(await dialog.getByText('Welcome to PRO').count()).toBe(0);
    expect(await proCookie(page)).toBeUndefined();
    expect(await purchaseEvents(page)).toHaveLength(0);
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session.user.pro).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('applies a coupon from a link, and ignores a bare ?coupon', async () => {
    const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
    const token = await adminToken();
    const created = await fetch(`${apiUrl}/api/v6/discount-codes`, {
      method: 'POST',
      headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { type: 'discount-codes', attributes: { code, 'percent-off': 20 } } }),
    });
    expect(created.status).toBe(201);

    // The capture has run once the campaign parameter is stored; the bare coupon was not.
    const bare = await openPage('/about/us?coupon=true&utm_source=bare');
    await bare.waitForFunction(() => localStorage.getItem('utm_source') === 'bare');
    expect(
      await bare.evaluate(() => [localStorage.getItem('coupon'), localStorage.getItem('coupon_timestamp')]),
    ).toEqual([null, null]);

    const camper = newProCamper('coupon');
    await createCamper(camper);
    const page = await openPage(`/about/us?coupon=${code}&utm_source=e2e`);
    await page.waitForFunction((expected) => localStorage.getItem('coupon') === expected, code);
    await signInOnPage(page, camper);
    await headerGetPro(page).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Get PRO' }).waitFor();
    await dialog.getByText(`Discount (${code})`).waitFor();
    expect(await dialog.getByText('−$12.00').count()).toBe(1);
    expect(await totalDueToday(dialog).innerText()).toBe('$0.00');
    await dialog
      .getByText(
        `No commitment — pay $0.00 until ${trialEndText()}, then just $47.99/year. Cancel anytime in account settings.`,
      )
      .waitFor();

    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
    await dialog.getByText('Welcome to PRO').waitFor();
    const purchases = await purchaseEvents(page);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ ecommerce: { coupon: code, value: 47.99 } });
    // The used code is forgotten.
    expect(await page.evaluate(() => localStorage.getItem('coupon'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('leads a free camper signing in from the modal to the checkout, and says why a coupon is not applied', async () => {
    const camper = newProCamper('signin');
    await createCamper(camper);
    const page = await openPage('/about/us?coupon=NOSUCHCODE');
    await page.waitForFunction(() => localStorage.getItem('coupon') === 'NOSUCHCODE');
    await headerGetPro(page).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await dialog.getByLabel('Email', { exact: true }).fill(camper.email);
    await dialog.getByLabel('Password', { exact: true }).fill(camper.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();

    // After signing in in PRO mode a free member moves on to the checkout.
    await dialog.getByRole('heading', { name: 'Get PRO' }).waitFor();
    await dialog.getByText('Your discount code was not applied: That discount code is not valid.').waitFor();
    expect(await dialog.getByText(/^Discount \(/).count()).toBe(0);
    await dialog
      .getByText(
        `No commitment — pay $0.00 until ${trialEndText()}, then just $59.99/year. Cancel anytime in account settings.`,
      )
      .waitFor();
    expect(pageErrors).toEqual([]);
  });
});
