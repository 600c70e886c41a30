// The overlay host (spec section 4): a linkable overlay opened by URL survives a reload and
// closes with Back; any other change of the query string clears the overlays that are open.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();

async function campgroundPath(): Promise<string> {
  const api = inject('apiUrl');
  const list = await (await fetch(`${api}/api/v6/campgrounds?filter[region]=montana&sort=name&page[size]=1`)).json();
  return `/camping/montana/${list.data[0].attributes.slug}`;
}

function overlayParam(page: Page): string | null {
  return new URL(page.url()).searchParams.get('overlay');
}

describe('the overlay host', () => {
  it('opens a linkable overlay from the URL, keeps it over a reload and closes it with Back', async () => {
    const path = await campgroundPath();
    const { page } = await browser.open(`${path}?overlay=connection-details`);
    await waitForHydration(page);
    const modal = page.getByRole('dialog', { name: 'Connection Details' });
    await modal.getByText(/Speeds come from field-report speed tests/).waitFor();

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await modal.getByText(/Speeds come from field-report speed tests/).waitFor();

    // Closing takes it out of the URL; opening it from its button writes it back in.
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(overlayParam(page)).toBeNull();
    await page.getByRole('button', { name: 'Connection Details' }).click();
    await modal.waitFor();
    expect(overlayParam(page)).toBe('connection-details');
    await page.goBack();
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it('clears a non-media overlay when the query string changes', async () => {
    const path = await campgroundPath();
    const { page } = await browser.open(path);
    await waitForHydration(page);
    await page.getByTestId('share-button').first().click();
    const share = page.getByRole('dialog', { name: /^Share this/ });
    await share.waitFor();
    await page.evaluate(() => window.history.pushState(null, '', `${window.location.pathname}?from=test`));
    await share.waitFor({ state: 'detached' });
  });
});
