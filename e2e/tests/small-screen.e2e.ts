// The pages must work on a 360 px wide phone: no sideways scrolling, navigation reachable.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser({ width: 360, height: 740 });

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
