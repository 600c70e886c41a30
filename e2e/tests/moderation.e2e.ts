// Sharing and moderation: the campground page's Open Graph/Twitter tags, the share overlay's
// copied link, a camper reporting a campground's information (signing in from the report
// button), an admin dismissing it on /admin/reports, and a camper reporting someone else's
// review from its card, which the admin hides for everyone else and restores.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { signInOnPage } from '../support/campers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();
const signedOut = useBrowser();
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const suffix = randomBytes(4).toString('hex');
const camper = { name: 'Rita Reporter', email: `reporter-${suffix}@example.com`, password: 'reporter-password-1' };
const details = `The phone number on this page is disconnected (${suffix}).`;
const author = { name: 'Avery Author', email: `author-${suffix}@example.com`, password: 'author-password-1' };
const reviewTitle = `Not for us ${suffix}`;
const reviewBody = `Loud generators all night and trash everywhere (${suffix}).`;
let reviewId: string;

let adminSession: BrowserSession | undefined;
afterAll(async () => {
  await adminSession?.close();
});

interface CampgroundRef {
  id: string;
  name: string;
  slug: string;
}

// Not the first Utah campground: the saved-lists journey uses that one.
async function campgroundAt(pageNumber: number): Promise<CampgroundRef> {
  const response = await fetch(
    `${apiUrl}/api/v6/campgrounds?filter[region]=utah&page[size]=1&page[number]=${pageNumber}`,
  );
  const body = await response.json();
  const [first] = body.data;
  return { id: first.id, name: first.attributes.name, slug: first.attributes.slug };
}

async function signUp(user: { name: string; email: string; password: string }): Promise<string> {
  const created = await fetch(`${apiUrl}/api/v6/users`, {
    method: 'POST',
    headers: { 'content-type': JSON_API, accept: JSON_API },
    body: JSON.stringify({
      data: { type: 'users', attributes: { email: user.email, password: user.password, 'full-name': user.name } },
    }),
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  return token(user.email, user.password);
}

async function token(email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function apiPost(accessToken: string, path: string, document: unknown): Promise<Response> {
  return fetch(`${apiUrl}/api/v6${path}`, {
    method: 'POST',
    headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(document),
  });
}

async function metaContent(page: Page, selector: string): Promise<string | null> {
  const element = page.locator(selector);
  return (await element.count()) > 0 ? element.first().getAttribute('content') : null;
}

/** A browser of its own for the admin, so the camper's session stays signed in; signs in once. */
async function adminPage(): Promise<Page> {
  const signedIn = adminSession !== undefined;
  adminSession ??= await launchBrowser();
  const page = await adminSession.browser.newPage();
  if (signedIn) return page;
  await signInOnPage(page, inject('admin'));
  return page;
}

async function openReports(page: Page, query = ''): Promise<void> {
  await page.goto(`${browser.webUrl}/admin/reports${query}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
}

let campground: CampgroundRef;
const path = () => `/camping/utah/${campground.slug}`;

describe('sharing a campground', () => {
  it('describes the page for link previews (Open Graph and Twitter card)', async () => {
    campground = await campgroundAt(3);
    const { page } = await browser.open(path());
    expect(await metaContent(page, 'meta[property="og:title"]')).toContain(campground.name);
    expect(await metaContent(page, 'meta[property="og:url"]')).toMatch(new RegExp(`${path()}$`));
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('website');
    expect(await metaContent(page, 'meta[property="og:description"]')).toBeTruthy();
    const hasImage = (await metaContent(page, 'meta[property="og:image"]')) !== null;
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe(hasImage ? 'summary_large_image' : 'summary');
    browser.state.page = page;
  });

  it('copies the link from the share overlay and confirms it', async () => {
    const page = browser.state.page!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    await page.locator('main header').getByRole('button', { name: 'Share', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: 'Share this campground' });
    await overlay.waitFor();
    const link = await overlay.getByLabel('Link').inputValue();
    expect(link).toBe(`${browser.webUrl}${path()}`);
    const email = await overlay.getByRole('link', { name: 'Email link' }).getAttribute('href');
    expect(email).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(email!)).toContain(link);

    await overlay.getByRole('button', { name: 'Copy link' }).click();
    await overlay.getByRole('status').getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
  });
});

describe('reporting and moderation', () => {
  it('asks a signed-out camper to sign in, then takes their report of the campground', async () => {
    await signUp(camper);
    const page = browser.state.page!;
    await page
      .locator('main header')
      .getByRole('button', { name: /^Report/ })
      .click();

    const modal = page.getByRole('dialog');
    await modal.getByLabel('Email', { exact: true }).fill(camper.email);
    await modal.getByLabel('Password', { exact: true }).fill(camper.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();

    // The report overlay opens once the camper is signed in (the account gate replays the click).
    const overlay = page.getByRole('dialog', { name: "Report this campground's information" });
    await overlay.waitFor({ timeout: 15_000 });
    await overlay.getByRole('radio', { name: 'Incorrect information' }).check();
    await overlay.getByRole('button', { name: 'Send report' }).click();
    await overlay.getByText('Please tell us what is wrong.').waitFor();
    expect(await overlay.getByLabel('Details').getAttribute('aria-invalid')).toBe('true');

    await overlay.getByLabel('Details').fill(details);
    await overlay.getByRole('button', { name: 'Send report' }).click();
    await overlay.getByText('Thanks for letting us know. Our team will review your report.').waitFor();
    await overlay.getByRole('button', { name: 'Done' }).click();
    await overlay.waitFor({ state: 'detached' });
  });

  it('keeps /admin/reports from campers who are not admins (not found)', async () => {
    const page = browser.state.page!;
    const response = await page.goto(`${browser.webUrl}/admin/reports`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(404);
  });

  it('lets the admin see the report with its campground and dismiss it', async () => {
    const page = await adminPage();
    await openReports(page);
    const report = page.getByTestId('admin-report').filter({ hasText: details });
    await report.waitFor();
    expect(await report.innerText()).toContain('Reported by Rita Reporter');
    expect(await report.getByRole('link', { name: campground.name }).getAttribute('href')).toBe(path());
    // A campground's information is corrected, never hidden.
    expect(await report.getByRole('button', { name: /^Hide/ }).count()).toBe(0);

    await report.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Report dismissed.').waitFor();
    await report.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Dismissed' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'dismissed');
    await page.getByTestId('admin-report').filter({ hasText: details }).waitFor();
    await page.close();
  });

  it("takes a camper's report of someone else's review from its Report button", async () => {
    // Another camper's review goes through the API; the signed-in reporter reports it in the browser.
    const authorToken = await signUp(author);
    const created = await apiPost(authorToken, '/reviews', {
      data: {
        type: 'reviews',
        attributes: { rating: 1, title: reviewTitle, body: reviewBody, 'stayed-on': '2025-06-01' },
        relationships: { campground: { data: { type: 'campgrounds', id: campground.id } } },
      },
    });
    expect(created.status).toBe(201);
    reviewId = ((await created.json()) as { data: { id: string } }).data.id;

    const page = browser.state.page!;
    await page.goto(`${browser.webUrl}${path()}/reviews`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const card = page.getByRole('article', { name: reviewTitle });
    await card.waitFor();
    await card.getByRole('button', { name: 'Report this review' }).click();

    const overlay = page.getByRole('dialog', { name: 'Report this review' });
    await overlay.waitFor();
    await overlay.getByRole('radio', { name: 'Spam or advertising' }).check();
    await overlay.getByRole('button', { name: 'Send report' }).click();
    await overlay.getByText('Thanks for letting us know. Our team will review your report.').waitFor();
    await overlay.getByRole('button', { name: 'Done' }).click();
    await overlay.waitFor({ state: 'detached' });
  });

  it('hides a reported review for everyone else, and restores it', async () => {
    const reviewsUrl = `${browser.webUrl}${path()}/reviews`;
    expect(await (await fetch(reviewsUrl)).text()).toContain(reviewBody);

    const page = await adminPage();
    await openReports(page);
    const report = page.getByTestId('admin-report').filter({ hasText: reviewBody });
    await report.waitFor();
    await report.getByRole('button', { name: 'Hide review' }).click();
    await page.getByText('The review is hidden.').waitFor();
    await report.waitFor({ state: 'detached' });

    // Gone for others: the API answers 404, and neither a signed-out visitor nor another
    // camper (the reporter, signed in) finds it on the reviews page.
    expect((await fetch(`${apiUrl}/api/v6/reviews/${reviewId}`)).status).toBe(404);
    const reviewsPage = await fetch(reviewsUrl);
    expect(reviewsPage.status).toBe(200);
    expect(await reviewsPage.text()).not.toContain(reviewBody);
    const { page: signedOutPage } = await signedOut.open(`${path()}/reviews`);
    await signedOutPage.getByRole('heading', { level: 1, name: /^Reviews of / }).waitFor();
    expect(await signedOutPage.getByRole('article', { name: reviewTitle }).count()).toBe(0);
    expect(await signedOutPage.content()).not.toContain(reviewBody);
    const camperPage = browser.state.page!;
    await camperPage.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(camperPage);
    await camperPage.getByRole('heading', { level: 1, name: /^Reviews of / }).waitFor();
    expect(await camperPage.getByRole('article', { name: reviewTitle }).count()).toBe(0);
    expect(await camperPage.content()).not.toContain(reviewBody);

    await openReports(page, '?status=actioned');
    const hidden = page.getByTestId('admin-report').filter({ hasText: reviewBody });
    await hidden.getByText('Hidden', { exact: true }).waitFor();
    await hidden.getByRole('button', { name: 'Restore review' }).click();
    await page.getByText('The review is visible again.').waitFor();
    expect((await fetch(`${apiUrl}/api/v6/reviews/${reviewId}`)).status).toBe(200);
    await page.close();

    await camperPage.reload({ waitUntil: 'domcontentloaded' });
    await camperPage.getByRole('article', { name: reviewTitle }).waitFor();
    expect(browser.pageErrors).toEqual([]);
    expect(signedOut.pageErrors).toEqual([]);
  });
});
