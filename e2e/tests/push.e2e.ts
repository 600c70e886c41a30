// Web push in the browser, as far as headless Chromium goes offline (it reaches no push service):
// the service worker is served and registers for the whole site, and the account page's switch
// says what the browser allows, including how to lift a block.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const browser = useBrowser();
// Set to a directory to keep screenshots of the switch's states at 1280 and 390 px.
const SCREENSHOTS = process.env.PUSH_SCREENSHOTS;

const screenshot = (page: Page, name: string) => screenshotAtWidths(page, SCREENSHOTS, name);

async function accountNotifications(page: Page, permission: 'denied' | 'prompt') {
  const session = await page.context().newCDPSession(page);
  await session.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: permission,
    origin: browser.webUrl,
  });
  await page.goto(`${browser.webUrl}/account`, { waitUntil: 'domcontentloaded' });
  const section = page.getByRole('region', { name: 'Alerts on this device' });
  await section.waitFor();
  return { section, toggle: section.getByRole('switch', { name: 'Get alerts on this device' }) };
}

describe('web push', () => {
  it('serves the service worker as JavaScript, registered for the whole site', async () => {
    const response = await fetch(`${browser.webUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript\b/);
    const body = await response.text();
    expect(body).toContain("self.addEventListener('push'");
    expect(body).toContain("self.addEventListener('notificationclick'");

    const { page } = await browser.open('/');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${browser.webUrl}/`);
    await page.close();
  });

  it('explains on /account that the browser blocks notifications and how to allow them', async () => {
    const camper = newCamper('push', 'blocked', 'Pat Pine');
    await createCamper(camper);
    const { page } = await browser.open('/signin');
    await signInOnPage(page, camper);

    const blocked = await accountNotifications(page, 'denied');
    await blocked.section.getByText('Notifications are blocked for Campwise in this browser.').waitFor();
    await blocked.section.getByText(/set Notifications to Allow, then reload this page/).waitFor();
    expect(await blocked.toggle.isDisabled()).toBe(true);
    expect(await blocked.toggle.isChecked()).toBe(false);
    await screenshot(page, 'account-push-blocked');

    // Allowed to ask: the switch is offered, off.
    const askable = await accountNotifications(page, 'prompt');
    await askable.section.getByText(/Turn this on to get a notification on this device/).waitFor();
    expect(await askable.toggle.isDisabled()).toBe(false);
    expect(await askable.toggle.isChecked()).toBe(false);
    await screenshot(page, 'account-push-off');

    expect(browser.pageErrors).toEqual([]);
  });
});
