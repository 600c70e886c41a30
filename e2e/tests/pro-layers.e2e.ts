// PRO map layers on /search: a visitor's stored layers are cleared and the Layers button opens
// the PRO upsell; the PRO sidebar opens and closes; a PRO member (bought through the API with the
// local test card) turns layers on, keeps them over a reload, and turns them off. Free camping has
// its own tent symbol and a legend; a carrier without reports in view says so (issue 18).
// Screenshots go to PRO_LAYERS_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buyPro, createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';
import { elementScreenshotAtWidths, screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.PRO_LAYERS_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const browser = useBrowser();
// Around Moab, Utah: national forest land (Manti-La Sal) and campgrounds nearby.
const MOAB_BOX = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));

const visibleLayers = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-visible-layers'));

/** Waits until MapLibre has exactly these PRO layers (the map element lists what the map has). */
async function expectMapLayers(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="search-map"]')?.getAttribute('data-visible-layers') === wanted,
    expected,
    { timeout: 30_000 },
  );
  expect(await visibleLayers(page)).toBe(expected);
}

/** How MapLibre draws free camping: the layer's type and whether its tent image is on the map. */
const freeCampingDrawing = (page: Page) =>
  page.evaluate(() => {
    const map = (
      document.querySelector('[data-testid="search-map"]') as unknown as {
        maplibreMap: { getLayer(id: string): { type: string } | undefined; hasImage(id: string): boolean };
      }
    ).maplibreMap;
    return {
      type: map.getLayer('pro-layer-free-camping-points')?.type ?? null,
      tent: map.hasImage('pro-layer-free-camping-tent'),
    };
  });

const storedLayers = (page: Page) => page.evaluate(() => window.localStorage.getItem('map-layers'));

describe('PRO map layers', () => {
  it('clears a visitor’s stored layers, offers PRO from the Layers button, and opens and closes the PRO sidebar', async () => {
    const { page } = await browser.open(`/search?filters=${MOAB_BOX}`);
    await page.evaluate(() => window.localStorage.setItem('map-layers', JSON.stringify(['free-camping'])));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.waitForFunction(() => window.localStorage.getItem('map-layers') === null);
    await page.getByTestId('search-map').waitFor();
    await expectMapLayers(page, '');

    await page.getByRole('button', { name: 'Map settings' }).click();
    await page.getByRole('button', { name: /^Layers/ }).click();
    const upsell = page.getByRole('dialog');
    await upsell.getByRole('button', { name: 'Continue with Email' }).waitFor();
    expect(await page.getByTestId('map-layers-panel').count()).toBe(0);
    await page.keyboard.press('Escape');
    await upsell.waitFor({ state: 'detached' });

    const proButton = page.getByRole('button', { name: 'What PRO adds', exact: true });
    const sidebar = page.getByTestId('pro-upgrade-sidebar');
    await proButton.click();
    await sidebar.getByRole('heading', { name: 'See more on the map with PRO' }).waitFor();
    expect(await proButton.getAttribute('aria-expanded')).toBe('true');
    await sidebar.getByRole('button', { name: 'Close' }).click();
    await sidebar.waitFor({ state: 'detached' });
    expect(await proButton.getAttribute('aria-expanded')).toBe('false');

    await proButton.click();
    await sidebar.waitFor();
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'detached' });

    await proButton.click();
    await sidebar.getByRole('button', { name: 'Try PRO free' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).waitFor();
    await page.close();
  });

  it('lets a PRO member turn layers on, keeps them over a reload, and turns them off', async () => {
    const member = newCamper('pro-layers', 'member', 'Pat Pro');
    await buyPro(await createCamper(member), member.name);
    const { page } = await browser.open('/');
    await signInOnPage(page, member);

    await page.goto(`${browser.webUrl}/search?filters=${MOAB_BOX}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByTestId('search-map').waitFor();

    const layersButton = page.getByRole('button', { name: /^Layers/ });
    await page.getByRole('button', { name: 'Map settings' }).click();
    await layersButton.click();
    const panel = page.getByTestId('map-layers-panel');
    await panel.waitFor();
    const blm = panel.getByRole('checkbox', { name: 'BLM lands' });
    expect(await blm.isDisabled()).toBe(true);
    await panel.getByText('No open BLM land file is loaded yet.').waitFor();
    for (const carrier of ['AT&T', 'T-Mobile', 'Verizon']) {
      await panel.getByRole('checkbox', { name: carrier, exact: true }).waitFor();
    }
    await panel.getByRole('list', { name: 'Coverage legend' }).waitFor();

    await panel.getByRole('checkbox', { name: 'National Forests (USFS)' }).check();
    await panel.getByRole('checkbox', { name: 'Free camping' }).check();
    await expectMapLayers(page, 'national-forests,free-camping');
    expect(JSON.parse((await storedLayers(page)) ?? '[]')).toEqual(['national-forests', 'free-camping']);
    // The upgrade sidebar is for those who are not PRO yet.
    expect(await page.getByRole('button', { name: 'What PRO adds', exact: true }).count()).toBe(0);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expectMapLayers(page, 'national-forests,free-camping');
    await page.getByRole('button', { name: 'Map settings' }).click();
    await layersButton.click();
    await panel.waitFor();
    const forests = panel.getByRole('checkbox', { name: 'National Forests (USFS)' });
    expect(await forests.isChecked()).toBe(true);
    expect(await panel.getByRole('checkbox', { name: 'Free camping' }).isChecked()).toBe(true);

    await forests.uncheck();
    await expectMapLayers(page, 'free-camping');
    expect(JSON.parse((await storedLayers(page)) ?? '[]')).toEqual(['free-camping']);

    // Free camping is drawn as tents, not the round markers the search's campgrounds use, and
    // the legend on the map says which is which.
    expect(await freeCampingDrawing(page)).toEqual({ type: 'symbol', tent: true });
    const legend = page.getByRole('region', { name: 'Map legend' });
    await legend.getByText('Free camping', { exact: true }).waitFor();
    await legend.getByText('Other campgrounds', { exact: true }).waitFor();
    expect(await legend.getByText(/No coverage reports/).count()).toBe(0);

    // No camper has reported Verizon around Moab: the layer says so instead of drawing nothing.
    await panel.getByRole('checkbox', { name: 'Verizon', exact: true }).check();
    await expectMapLayers(page, 'free-camping,coverage-verizon');
    await legend.getByText('Verizon coverage', { exact: true }).waitFor();
    await legend.getByRole('status').getByText('No coverage reports for Verizon here yet.').waitFor();
    expect(await legend.getByRole('list', { name: 'Coverage ratings' }).innerText()).toMatch(/Good[\s\S]*Available/);
    // Escape closes the layers panel, then the map menu, so the screenshots show the map.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await layersButton.waitFor({ state: 'detached' });
    await screenshotAtWidths(page, SCREENSHOTS, 'legend-free-camping-verizon');
    await elementScreenshotAtWidths(page, page.getByTestId('search-map'), SCREENSHOTS, 'map-free-camping-verizon');

    await page.getByRole('button', { name: 'Map settings' }).click();
    await layersButton.click();
    await panel.getByRole('checkbox', { name: 'Verizon', exact: true }).uncheck();
    await panel.getByRole('checkbox', { name: 'Free camping' }).uncheck();
    await expectMapLayers(page, '');
    await legend.waitFor({ state: 'detached' });
    expect(browser.pageErrors).toEqual([]);
  });
});
