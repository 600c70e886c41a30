// Saving campgrounds: the heart while signed out (sign up in the modal, the save replays after
// login), saving from a search result into a new list, unsaving, and managing /account/lists.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const browser = useBrowser();
const email = `saver-${randomBytes(4).toString('hex')}@example.com`;
const password = 'saver-password-1';
const MOAB_BOX = encodeURIComponent(JSON.stringify({ bbox: '-109.8,38.4,-109.3,38.8' }));

interface CampgroundSummary {
  name: string;
  slug: string;
}

async function firstUtahCampground(): Promise<CampgroundSummary> {
  const response = await fetch(`${inject('apiUrl')}/api/v6/campgrounds?filter[region]=utah&page[size]=1`);
  const body = await response.json();
  return { name: body.data[0].attributes.name, slug: body.data[0].attributes.slug };
}

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${browser.webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

async function expectPressed(button: Locator, pressed: boolean): Promise<void> {
  await button.waitFor();
  expect(await button.getAttribute('aria-pressed')).toBe(String(pressed));
}

function listSection(page: Page, name: string): Locator {
  return page.getByTestId('saved-list').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
}

let saved: CampgroundSummary;
let fromSearch: string;

describe('saved lists', () => {
  it('saves a campground chosen while signed out, once the camper signs up in the modal', async () => {
    saved = await firstUtahCampground();
    const { page } = await browser.open(`/camping/utah/${saved.slug}`);
    const actions = page.locator('main header');
    const save = actions.getByRole('button', { name: 'Save', exact: true });
    await expectPressed(save, false);
    await save.click();

    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Continue with Email' }).click();
    await modal.getByLabel('Name', { exact: true }).fill('Sam Saver');
    await modal.getByLabel('Email', { exact: true }).fill(email);
    await modal.getByLabel('Password', { exact: true }).fill(password);
    await modal.locator('form button[type="submit"]').click();

    // About 900 ms after login the remembered campground is saved and the save overlay opens.
    const overlay = page.getByRole('dialog', { name: 'Saved to Saved campgrounds' });
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.getByRole('checkbox', { name: /Saved campgrounds/ }).isChecked()).toBe(true);
    await overlay.getByRole('button', { name: 'Done' }).click();
    await expectPressed(actions.getByRole('button', { name: 'Saved', exact: true }), true);

    await goto(page, '/account/lists');
    const list = listSection(page, 'Saved campgrounds');
    await list.getByRole('link', { name: saved.name }).waitFor();
    expect(await list.getByRole('heading').innerText()).toContain('1 campground');
    browser.state.page = page;
  });

  it('saves from a search result into a new list, and shows it saved everywhere', async () => {
    const page = browser.state.page!;
    await goto(page, `/search?filters=${MOAB_BOX}`);
    const row = page.locator('[data-testid="results-count"] ~ ul li').first();
    await row.waitFor({ timeout: 30_000 });
    fromSearch = (await row.locator('button').first().innerText()).trim();
    await row.getByRole('button', { name: 'Save', exact: true }).click();

    const overlay = page.getByRole('dialog', { name: 'Saved to Saved campgrounds' });
    await overlay.waitFor();
    await overlay.getByLabel('New list').fill('Moab weekend');
    await overlay.getByRole('button', { name: 'Create list' }).click();
    await overlay.getByRole('checkbox', { name: /Moab weekend/ }).waitFor();
    expect(await overlay.getByRole('checkbox', { name: /Moab weekend/ }).isChecked()).toBe(true);
    await overlay.getByRole('button', { name: 'Done' }).click();
    await expectPressed(row.getByRole('button', { name: 'Saved', exact: true }), true);

    // The map card of the same campground shares the saved state.
    await row.locator('button').first().click();
    const card = page.getByTestId('active-campground');
    await expectPressed(card.getByRole('button', { name: 'Saved', exact: true }), true);
  });

  it('unsaves with a second click on the heart', async () => {
    const page = browser.state.page!;
    const card = page.getByTestId('active-campground');
    await card.getByRole('button', { name: 'Saved', exact: true }).click();
    await expectPressed(card.getByRole('button', { name: 'Save', exact: true }), false);
    const row = page.locator('[data-testid="results-count"] ~ ul li').first();
    await expectPressed(row.getByRole('button', { name: 'Save', exact: true }), false);

    await goto(page, '/account/lists');
    const moab = listSection(page, 'Moab weekend');
    await moab.getByText('No campgrounds in this list yet.').waitFor();
    expect(await page.getByRole('link', { name: fromSearch }).count()).toBe(0);
  });

  it('renames a list (a name in use is refused), removes an item and deletes a list', async () => {
    const page = browser.state.page!;
    const moab = listSection(page, 'Moab weekend');
    await moab.getByRole('button', { name: 'Rename Moab weekend' }).click();
    const field = moab.getByLabel('List name');
    await field.fill('saved CAMPGROUNDS');
    await moab.getByRole('button', { name: 'Save name' }).click();
    await moab.getByText('You already have a list with this name.').waitFor();
    await field.fill('Arches trip');
    await moab.getByRole('button', { name: 'Save name' }).click();
    const arches = listSection(page, 'Arches trip');
    await arches.waitFor();

    // A phone's 360 px: the page reflows rather than scrolling sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    const defaultList = listSection(page, 'Saved campgrounds');
    await defaultList.getByRole('button', { name: `Remove ${saved.name} from Saved campgrounds` }).click();
    await defaultList.getByText('No campgrounds in this list yet.').waitFor();

    await arches.getByRole('button', { name: 'Delete Arches trip' }).click();
    await arches.getByRole('button', { name: 'Delete list' }).click();
    await listSection(page, 'Arches trip').waitFor({ state: 'detached' });
    expect(await page.getByTestId('saved-list').count()).toBe(1);

    // The campground page agrees: nothing is saved any more.
    await goto(page, `/camping/utah/${saved.slug}`);
    await expectPressed(page.locator('main header').getByRole('button', { name: 'Save', exact: true }), false);
    expect(browser.pageErrors).toEqual([]);
  });
});
