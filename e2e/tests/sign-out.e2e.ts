// Signing out keeps the camper on the host name they are using (issue 18). The stack's public
// address (NEXTAUTH_URL) is http://127.0.0.1:<port>; this camper uses http://localhost:<port>,
// the same server under another name, and must land on localhost's home page, signed out, not
// on 127.0.0.1's.
import { describe, expect, it } from 'vitest';
import { createCamper, newCamper } from '../support/campers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();

describe('signing out', () => {
  it('lands on the home page of the host name the camper uses', async () => {
    const camper = newCamper('sign-out', 'host', 'Hal Host');
    await createCamper(camper);
    const configured = new URL(browser.webUrl);
    expect(configured.hostname).toBe('127.0.0.1');
    const other = new URL(browser.webUrl);
    other.hostname = 'localhost';

    const { page } = await browser.open('/');
    await page.goto(`${other.origin}/signin`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(camper.email);
    await page.getByLabel('Password', { exact: true }).fill(camper.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const account = page.getByRole('button', { name: /account menu/i });
    await account.waitFor();
    expect(new URL(page.url()).origin).toBe(other.origin);

    // Away from the home page, so arriving there is the sign-out's doing.
    await page.goto(`${other.origin}/about/us`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.size === 0);
    await waitForHydration(page);
    expect(new URL(page.url()).origin).toBe(other.origin);
    // Signed out where the camper is: the header offers Sign In again.
    await page.locator('header a[href="/signin"]').waitFor();
    expect(await account.count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
