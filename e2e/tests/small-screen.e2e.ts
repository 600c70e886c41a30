// The pages must work on a 360 px wide phone: no sideways scrolling, navigation reachable. On a
// 390 px phone the header is one row, its 'Get PRO' and 'Sign In' equally tall (issue 18);
// screenshots go to HEADER_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';
import { elementScreenshotAtWidths, screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.HEADER_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser({ width: 360, height: 740 });
const phone = useBrowser({ width: 390, height: 844 });

describe('360 px wide screens', () => {
  it.each(['/', '/camping/california', '/about/us'])('%s fits without horizontal scrolling', async (path) => {
    const { page, status } = await browser.open(path);
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.locator('header a[href="/signin"]').count()).toBe(1);
  });
});

describe('the header on a 390 px phone', () => {
  it('keeps the menu, the brand, Get PRO and Sign In on one row, Get PRO and Sign In equally tall', async () => {
    const { page } = await phone.open('/about/us');
    const header = page.locator('header').first();
    const boxes = async () => ({
      menu: await header.getByRole('button', { name: 'Menu' }).boundingBox(),
      brand: await header.getByRole('link', { name: 'Campwise' }).boundingBox(),
      getPro: await header.getByRole('button', { name: 'Get PRO' }).boundingBox(),
      signIn: await header.getByRole('link', { name: 'Sign In' }).boundingBox(),
    });
    const { menu, brand, getPro, signIn } = await boxes();
    expect(getPro!.height).toBeCloseTo(signIn!.height, 1);
    expect(getPro!.y).toBeCloseTo(signIn!.y, 1);
    // One row: every item's middle is at the same height as the others'.
    const middles = [menu!, brand!, getPro!, signIn!].map((box) => box.y + box.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
    expect(signIn!.x + signIn!.width).toBeLessThanOrEqual(390);
    await screenshotAtWidths(page, SCREENSHOTS, 'header');
    await elementScreenshotAtWidths(page, header, SCREENSHOTS, 'header-only');
    expect(phone.pageErrors).toEqual([]);
  });
});
