import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();

describe('about pages and attribution', () => {
  it('credits every dataset on /about/us and in the footer', async () => {
    const { page, status } = await browser.open('/about/us');
    expect(status).toBe(200);
    const main = await page.locator('main').innerText();
    for (const credit of [
      'OpenStreetMap',
      'ridb.recreation.gov',
      'uscampgrounds.info',
      'simplemaps',
      'Natural Earth',
    ]) {
      expect(main).toContain(credit);
    }
    const footer = await page.locator('footer').innerText();
    expect(footer).toContain('© OpenStreetMap contributors');
    expect(await page.locator('footer a[href*="simplemaps.com"]').count()).toBeGreaterThan(0);
    // DB-IP's CC BY 4.0 licence: a link back to db-ip.com wherever its GeoIP results are used.
    expect(footer).toContain('IP Geolocation by DB-IP');
    expect(await page.locator('footer a[href^="https://db-ip.com"]').count()).toBeGreaterThan(0);
  });

  it.each([
    ['/about/tacos', 'Terms of Use'],
    ['/about/privacy', 'Privacy Policy'],
  ])('%s is the %s', async (path, title) => {
    const { page, status } = await browser.open(path);
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(title);
  });
});
