import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();

describe('404 pages', () => {
  it.each(['/camping/colorado/no-such-campground-anywhere', '/camping/narnia', '/camping/narnia/aslan-camp'])(
    'shows a real 404 page for %s',
    async (path) => {
      const { page, status } = await browser.open(path);
      expect(status).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    },
  );
});
