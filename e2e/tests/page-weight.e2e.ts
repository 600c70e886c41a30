// Lighter pages (issue 17): what a visitor's phone downloads for a campground page before the
// map is touched. The scripts come in Brotli (the copies `next build` writes), with the
// security headers every answer carries, and without code that page does not use for a
// visitor: zod, the notification bell and the account menu (members' chunks), and next-auth's
// client (decision 0036: the page's own session store reads the session).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Response } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForHydration } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const webUrl = inject('webUrl');
const SHOTS = process.env.PAGE_WEIGHT_SCREENSHOTS;
let session: BrowserSession | undefined;
beforeAll(async () => {
  session = await launchBrowser({ width: 390, height: 844 });
});
afterAll(async () => {
  await session?.close();
});

/** A real campground of the imported data: the first one a state page links. */
async function campgroundPath(): Promise<string> {
  const html = await (await fetch(`${webUrl}/camping/utah`)).text();
  const link = /href="(\/camping\/utah\/[a-z0-9-]+)"/.exec(html)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

interface Script {
  path: string;
  encoding: string | undefined;
  securityPolicy: string | undefined;
  text: string;
  /** Bytes on the wire (the encoded body). */
  bytes: number;
}

async function describeScript(response: Response): Promise<Script> {
  const headers = await response.allHeaders();
  return {
    path: new URL(response.url()).pathname,
    encoding: headers['content-encoding'],
    securityPolicy: headers['content-security-policy'],
    text: (await response.body()).toString(),
    bytes: (await response.request().sizes()).responseBodySize,
  };
}

describe("a visitor's campground page", () => {
  it("downloads its scripts in Brotli, and none of zod, the bell, the account menu or next-auth's client", async () => {
    const page = await session!.browser.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(`${webUrl}${await campgroundPath()}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    const scripts = await Promise.all(responses.map(describeScript));
    const own = scripts.filter((script) => script.path.startsWith('/_next/static/'));
    expect(own.length).toBeGreaterThan(3);
    for (const script of own) {
      // Files under 1 KB get no copy: Brotli would save next to nothing on them.
      if (script.text.length >= 1024) expect(script.encoding, script.path).toBe('br');
      // A script runs under its page's policy; its own is the short one of a file never a page.
      expect(script.securityPolicy, script.path).toBe("default-src 'none';frame-ancestors 'none'");
    }
    const code = own.map((script) => script.text).join('\n');
    expect(code).not.toContain('Encountered Promise during synchronous parse'); // zod's core
    expect(code).not.toContain('Mark all as read'); // the notification bell's panel
    expect(code).not.toContain('Sign out'); // the account menu
    expect(code).not.toContain('maplibregl'); // the map, fetched on a tap or a scroll
    expect(code).not.toContain('CLIENT_FETCH_ERROR'); // next-auth/react, fetched to sign in or out
    expect(code).not.toContain('Generator is already running'); // the babel runtime it brings
    const kilobytes = own.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    // 183 KB (gzip) before issue 17's second pass; the aim is 150 KB with headers.
    expect(kilobytes).toBeLessThan(165);
    // The header a visitor sees is unchanged: Sign In, no bell.
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
    await screenshotAtWidths(page, SHOTS, 'campground-visitor');
    await page.close();
  });
});
