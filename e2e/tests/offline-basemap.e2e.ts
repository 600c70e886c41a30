// The offline basemap a camper reads the map by: around Moab at zoom 10 the map names Moab and
// the Colorado River (vector tiles and label glyphs from our own API), with no console errors, and
// on a phone the map's settings sit behind one 'Map' button instead of covering the map.
// Screenshots at 1280 and 390 px go to BASEMAP_SCREENSHOTS when it is set.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/page-session.ts';

const SCREENSHOTS = process.env.BASEMAP_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const desktop = useBrowser({ width: 1280, height: 800 });
const phone = useBrowser({ width: 390, height: 844 });

// Zoom 10 around Moab: a box about 0.7° wide centred on the town.
const MOAB_VIEW = encodeURIComponent(JSON.stringify({ bbox: '-109.90,38.40,-109.20,38.74' }));

/** Console errors of a page (a missing glyph range or tile shows up here, not as a page error). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function waitForMapIdle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-idle') === 'true',
    null,
    { timeout: 60_000 },
  );
}

/** The names of the basemap labels MapLibre drew in the current view. */
async function renderedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const element = document.querySelector('[data-testid="search-map"]') as
      | (Element & {
          maplibreMap?: {
            queryRenderedFeatures(): { layer: { type: string }; properties: Record<string, unknown> }[];
          };
        })
      | null;
    const features = element?.maplibreMap?.queryRenderedFeatures() ?? [];
    return features
      .filter((feature) => feature.layer.type === 'symbol')
      .map((feature) => String(feature.properties.name));
  });
}

describe('the offline basemap', () => {
  it('names Moab and the Colorado River at zoom 10 without console errors', async () => {
    const { page } = await desktop.open(`/search?filters=${MOAB_VIEW}`);
    const consoleErrors = collectConsoleErrors(page);
    await waitForMapIdle(page);
    const zoom = Number(await page.getByTestId('search-map').getAttribute('data-zoom'));
    expect(zoom).toBeGreaterThan(9.5);
    expect(zoom).toBeLessThan(10.5);
    await expect
      .poll(() => renderedLabels(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['Moab', 'Colorado River']));
    // The sources' credits are on the map itself.
    const attribution = page.locator('.maplibregl-ctrl-attrib');
    expect(await attribution.innerText()).toContain('Natural Earth');
    expect(await attribution.locator('a[href="https://simplemaps.com/data/us-cities"]').count()).toBe(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/moab-z10-1280.png` });

    // Zoomed out to the country, the big cities are named and Moab is not.
    await page.goto(
      `${desktop.webUrl}/search?filters=${encodeURIComponent(JSON.stringify({ bbox: '-124,25,-67,49' }))}`,
      { waitUntil: 'domcontentloaded' },
    );
    await waitForMapIdle(page);
    await expect
      .poll(() => renderedLabels(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['Denver', 'Salt Lake City']));
    expect(await renderedLabels(page)).not.toContain('Moab');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/country-1280.png` });
    expect(consoleErrors).toEqual([]);
    expect(desktop.pageErrors).toEqual([]);
  });

  it('keeps the map clear on a phone: one Map button holds style, full screen and layers', async () => {
    const { page } = await phone.open(`/search?filters=${MOAB_VIEW}`);
    const consoleErrors = collectConsoleErrors(page);
    // A phone opens on the list; the map loads when the camper opens it (ADR 0037).
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await waitForMapIdle(page);
    await expect.poll(() => renderedLabels(page), { timeout: 30_000 }).toContain('Moab');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/moab-z10-390.png` });

    // The controls above the map take one row, leaving the map below them free.
    const map = (await page.getByTestId('search-map').boundingBox())!;
    const menuButton = page.getByRole('button', { name: 'Map settings' });
    const menuBox = (await menuButton.boundingBox())!;
    expect(menuBox.y + menuBox.height).toBeLessThan(map.y + 60);
    expect(await page.getByRole('combobox', { name: 'Map style' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Full screen' }).count()).toBe(0);

    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const settings = page.getByRole('group', { name: 'Map settings' });
    await settings.getByRole('combobox', { name: 'Map style' }).waitFor();
    await settings.getByRole('button', { name: /^Layers/ }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/map-menu-390.png` });
    await settings.getByRole('button', { name: 'Full screen' }).click();
    expect(await settings.getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    expect(phone.pageErrors).toEqual([]);
  });
});
