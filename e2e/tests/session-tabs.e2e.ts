// The session follows the other tabs (decision 0036): signing in or out in one tab changes the
// header of another tab of the same browser without a reload, through next-auth's localStorage
// message, which our own session store posts after a sign-in and listens for.
import { describe, expect, it } from 'vitest';
import { createCamper, newCamper } from '../support/campers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();

describe('the session across tabs', () => {
  it('follows a sign-in and a sign-out made in another tab', async () => {
    const camper = newCamper('session-tabs', 'both', 'Tabitha Tabs');
    await createCamper(camper);

    const { page: other } = await browser.open('/about/us');
    await other.locator('header a[href="/signin"]').waitFor();
    // Set on this document only: still there at the end means the tab never reloaded.
    await other.evaluate(() => Object.assign(window, { sameDocument: true }));

    const { page } = await browser.open('/signin');
    await page.getByLabel('Email', { exact: true }).fill(camper.email);
    await page.getByLabel('Password', { exact: true }).fill(camper.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const account = page.getByRole('button', { name: /account menu/i });
    await account.waitFor();

    await other.getByRole('button', { name: /account menu/i }).waitFor();
    expect(await other.locator('header a[href="/signin"]').count()).toBe(0);

    // The account menu's code is a members' chunk: open it on a hydrated page (as sign-out.e2e does),
    // else the press can land before its handler and the menu never opens.
    await page.goto(`${browser.webUrl}/about/us`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await other.locator('header a[href="/signin"]').waitFor();
    expect(await other.getByRole('button', { name: /account menu/i }).count()).toBe(0);
    expect(await other.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });
});
