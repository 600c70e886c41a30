// Security headers (issue 17, docs/decisions/0024-security-headers.md): every main page, signed
// out and signed in, renders under the Content-Security-Policy without a single violation; each
// page's scripts carry that request's nonce; every kind of answer the web server gives (pages,
// 404s, static files, forwarded API calls, next-auth) carries the headers; and Stripe.js is never
// requested when Stripe is not configured, not even where the card form opens.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { waitForHydration } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const SHOTS = process.env.SECURITY_SCREENSHOTS;
const JSON_API = 'application/vnd.api+json';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

let session: BrowserSession | undefined;
const pageErrors: string[] = [];
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Watched {
  page: Page;
  status: number | undefined;
  /** Violations the page reported, and console errors that mention the policy (workers' too). */
  violations(): Promise<string[]>;
  /** Every request the page made to a stripe.com host. */
  stripeRequests: string[];
}

/** A page that records every CSP violation from its first script on, and its Stripe requests. */
async function newPage(): Promise<Page> {
  if (!session) throw new Error('browser not started');
  return session.browser.newPage();
}

async function watchedPage(path: string): Promise<Watched> {
  const page = await newPage();
  const consoleErrors: string[] = [];
  const stripeRequests: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('stripe.com')) stripeRequests.push(request.url());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const response = await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return {
    page,
    status: response?.status(),
    stripeRequests,
    async violations() {
      const reported = await page.evaluate(() => window.__cspViolations ?? []);
      return [...reported, ...consoleErrors];
    },
  };
}

/** Lets the page finish what it loads lazily: scrolled to the end (maps load when seen), then quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

async function firstCampgroundPaths(): Promise<{ state: string; campground: string }> {
  const response = await fetch(`${apiUrl}/api/v6/campgrounds?page[size]=1&sort=name`, {
    headers: { accept: JSON_API },
  });
  const body = (await response.json()) as { data: { attributes: Record<string, unknown> }[] };
  const attributes = body.data[0]?.attributes;
  if (!attributes) throw new Error('no campground in the imported data');
  const region = String(attributes['region-slug']);
  return { state: `/camping/${region}`, campground: `/camping/${region}/${String(attributes.slug)}` };
}

function expectHeaders(headers: Headers, what: string): void {
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('pages under the Content-Security-Policy', () => {
  it('render every main page without a violation, and never request Stripe.js', async () => {
    const { state, campground } = await firstCampgroundPaths();
    const paths = [
      '/',
      state,
      campground,
      '/search',
      '/pro',
      '/trip-planner',
      '/guides',
      '/guides/free-camping/free-camping-in-utah',
      '/magazine',
      '/new',
      '/about/us',
      '/signin',
      '/signup',
      '/no-such-page-at-all',
    ];
    for (const path of paths) {
      const { page, status, violations, stripeRequests: stripe } = await watchedPage(path);
      expect(status, path).toBe(path === '/no-such-page-at-all' ? 404 : 200);
      await settle(page);
      expect(await violations(), path).toEqual([]);
      expect(stripe, path).toEqual([]);
      if (path === '/search' || path === campground)
        await screenshotAtWidths(page, SHOTS, path === '/search' ? 'search' : 'campground');
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('gives each page its own nonce, on the scripts Next.js writes into it', async () => {
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await newPage();
      const response = await page.goto(`${webUrl}/`, { waitUntil: 'domcontentloaded' });
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      const scriptNonces = await page.evaluate(() =>
        Array.from(document.querySelectorAll('script:not([type="application/ld+json"])')).map(
          (script) => (script as HTMLScriptElement).nonce,
        ),
      );
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      nonces.push(nonce!);
      await page.close();
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keep signed-in pages and the card form free of violations and of Stripe requests', async () => {
    const camper = newCamper('csp', 'signed-in', 'Casey Policy');
    await createCamper(camper);
    const { page, violations, stripeRequests: stripe } = await watchedPage('/about/us');
    await signInOnPage(page, camper);
    for (const path of ['/account', '/manager', '/alerts', '/pro']) {
      await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await settle(page);
      expect(await violations(), path).toEqual([]);
    }
    // The checkout's card form, with the local test card processor (Stripe is not configured).
    await page.locator('header').getByRole('button', { name: 'Get PRO', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(stripe).toEqual([]);
    await page.close();
  });
});

describe('headers on every answer of the web server', () => {
  it('come with pages, 404s, static files, forwarded API calls and next-auth', async () => {
    const home = await fetch(`${webUrl}/`);
    const html = await home.text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    const answers: [string, number][] = [
      ['/', 200],
      ['/no-such-page-at-all', 404],
      [chunk!, 200],
      ['/icon.svg', 200],
      ['/maplibre-gl-worker.mjs', 200],
      ['/api/v6/regions', 200],
      ['/api/v6/no-such-resource', 404],
      ['/api/auth/session', 200],
    ];
    for (const [path, status] of answers) {
      const response = await fetch(`${webUrl}${path}`, { headers: { accept: 'text/html,*/*' } });
      expect(response.status, path).toBe(status);
      expectHeaders(response.headers, path);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    const page = await fetch(`${webUrl}/`);
    expect(page.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(page.headers.get('permissions-policy')).toContain('payment=()');
    expect(page.headers.get('content-security-policy')).not.toContain('stripe');
    // Next's built scripts carry the short policy of a file that is never a page, not the page's.
    const script = await fetch(`${webUrl}${chunk!}`);
    expect(script.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    // Forwarded API answers keep the API's policy: they are data, never a page.
    const api = await fetch(`${webUrl}/api/v6/regions`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('add HSTS when the site is reached over https through its proxy', async () => {
    const response = await fetch(`${webUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });
});
