// The pro-upgrade-modal experiment and first-party analytics, end to end: a visitor forced into
// variant c by ?experiment-pro-upgrade-modal=c sees variant c's pitch when asking for PRO, stays
// in c after a reload without the parameter (the ab-test-info cookie), and each showing sends one
// 'Experiment Viewed' event to /api/v6/analytics-events; the admin then reads the exposure on
// /admin/analytics. Variants b and d are forced the same way; a opens the sign-up at once.
// Screenshots at 1280 and 390 px go to ANALYTICS_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInOnPage } from '../support/campers.ts';
import { adminToken } from '../support/outbox.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const SCREENSHOTS = process.env.ANALYTICS_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
const EXPERIMENT = 'pro-upgrade-modal';

interface SentEvent {
  name: string;
  'visitor-id': string;
  'page-name': string;
  properties: Record<string, unknown>;
  experiments: Record<string, string>;
}

/** Every analytics event the page sends to our API. */
function recordEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v6/analytics-events')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { data?: { attributes: SentEvent }[] };
    for (const item of body.data ?? []) sent.push(item.attributes);
  });
  return sent;
}

async function abTestInfo(
  page: Page,
): Promise<Record<string, { name: string; variant: string; id: string; header: string }>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'ab-test-info');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : {};
}

async function askForPro(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Get PRO' }).first().click();
}

const exposures = (events: SentEvent[], variant: string) =>
  events.filter(
    (event) =>
      event.name === 'Experiment Viewed' &&
      event.properties.experiment === EXPERIMENT &&
      event.properties.variant === variant,
  );

describe('the pro-upgrade-modal experiment', () => {
  const browser = useBrowser(undefined, { experiments: true });

  it('forces variant c from the address, keeps it after a reload, and sends one exposure per showing', async () => {
    const { page } = await browser.open(`/pro?experiment-${EXPERIMENT}=c`);
    const events = recordEvents(page);
    // Assigned once the page's scripts run.
    await expect.poll(async () => (await abTestInfo(page))[EXPERIMENT]?.variant).toBe('c');
    const assigned = await abTestInfo(page);
    expect(assigned[EXPERIMENT]).toMatchObject({ name: EXPERIMENT, variant: 'c' });
    expect(assigned[EXPERIMENT]!.id).toMatch(/^pro-upgrade-modal_\d{21}$/);
    expect(assigned[EXPERIMENT]!.header).toBe('Price first, with the free trial');

    await askForPro(page);
    const modal = page.getByTestId('pro-upgrade-modal-c');
    await modal.waitFor();
    await expect.poll(() => modal.textContent()).toMatch(/\$\d+\.\d\d\/year/);
    expect(await modal.textContent()).toContain('due today');
    await screenshotAtWidths(page, SCREENSHOTS, 'pro-upgrade-modal-c');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await modal.waitFor({ state: 'detached' });
    // The first showing's batch goes out within seconds; waited for here so that it is not left to
    // the page-leave beacon, which the browser may send after this page's requests are no longer seen.
    await expect.poll(() => exposures(events, 'c').length, { timeout: 10_000 }).toBe(1);

    // Without the parameter, after a reload: still c, the same assignment.
    await page.goto(`${browser.webUrl}/pro`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect((await abTestInfo(page))[EXPERIMENT]).toEqual(assigned[EXPERIMENT]);
    await askForPro(page);
    await page.getByTestId('pro-upgrade-modal-c').waitFor();
    expect(await page.getByTestId('pro-upgrade-modal-b').count()).toBe(0);

    // Its pitch leads on to the sign-up a visitor needs first.
    await page
      .getByTestId('pro-upgrade-modal-c')
      .getByRole('button', { name: /Start Free Trial|Get PRO/ })
      .click();
    await page.getByRole('button', { name: 'Continue with Email' }).waitFor();

    // Each showing is one exposure, sent once, in the batch that follows within seconds.
    await expect.poll(() => exposures(events, 'c').length, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(2500);
    expect(exposures(events, 'c')).toHaveLength(2);
    const [first] = exposures(events, 'c');
    expect(first).toMatchObject({ 'page-name': 'PRO', experiments: { [EXPERIMENT]: 'c' } });
    expect(first!['visitor-id']).toMatch(/^visitor_\d{21}$/);
    browser.state.page = page;
  });

  it('shows variant b’s benefits and variant d’s free-camping count when forced, and a the sign-up at once', async () => {
    const page = browser.state.page!;
    await page.goto(`${browser.webUrl}/pro?experiment-${EXPERIMENT}=b`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await askForPro(page);
    const b = page.getByTestId('pro-upgrade-modal-b');
    await b.waitFor();
    expect(await b.textContent()).toContain('Free camping on the map');
    await screenshotAtWidths(page, SCREENSHOTS, 'pro-upgrade-modal-b');
    await b.getByRole('button', { name: 'Not now' }).click();

    await page.goto(`${browser.webUrl}/pro?experiment-${EXPERIMENT}=d`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await askForPro(page);
    const d = page.getByTestId('pro-upgrade-modal-d');
    await d.waitFor();
    await expect.poll(() => d.getByTestId('free-campground-count').textContent()).toMatch(/^[\d,]+$/);
    const shown = Number((await d.getByTestId('free-campground-count').textContent())!.replace(/,/g, ''));
    const apiUrl = inject('apiUrl');
    const counted = (await (await fetch(`${apiUrl}/api/v6/campgrounds?filter[free]=true&page[size]=1`)).json()) as {
      meta: { total: number };
    };
    expect(shown).toBe(counted.meta.total);
    await screenshotAtWidths(page, SCREENSHOTS, 'pro-upgrade-modal-d');
    await d.getByRole('button', { name: 'Not now' }).click();

    await page.goto(`${browser.webUrl}/pro?experiment-${EXPERIMENT}=a`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await askForPro(page);
    await page.getByRole('button', { name: 'Continue with Email' }).waitFor();
    for (const pitch of ['b', 'c', 'd']) expect(await page.getByTestId(`pro-upgrade-modal-${pitch}`).count()).toBe(0);
    await expect.poll(async () => (await abTestInfo(page))[EXPERIMENT]?.variant).toBe('a');
    await page.close();
  });

  it('counts the exposures on /admin/analytics', async () => {
    const apiUrl = inject('apiUrl');
    const token = await adminToken();
    const summary = async () => {
      const response = await fetch(`${apiUrl}/api/v6/analytics-summary`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as {
        data: {
          attributes: {
            experiments: { experiment: string; variant: string; visitors: number }[];
            'recorded-purchases': { experiment: string; variant: string; purchases: number }[];
          };
        };
      };
      return body.data.attributes;
    };
    const variantVisitors = async (variant: string) =>
      (await summary()).experiments.find((row) => row.experiment === EXPERIMENT && row.variant === variant)?.visitors;
    const recordedPurchases = async (variant: string) =>
      (await summary())['recorded-purchases'].find((row) => row.experiment === EXPERIMENT && row.variant === variant)
        ?.purchases ?? 0;
    await expect.poll(() => variantVisitors('c'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

    const { page } = await browser.open('/');
    await signInOnPage(page, inject('admin'));
    await page.goto(`${browser.webUrl}/admin`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('link', { name: /Analytics/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    const table = page.getByTestId(`experiment-${EXPERIMENT}`);
    await table.waitFor();
    const rowC = table.getByRole('row', { name: /^c Price first/ });
    const shownC = Number((await rowC.getByRole('cell').first().textContent())!.replace(/,/g, ''));
    expect(shownC).toBe(await variantVisitors('c'));
    // Beside the browsers' figures, labelled apart: the purchases the server itself recorded in c.
    await table.getByRole('columnheader', { name: 'Purchases recorded by the server' }).waitFor();
    expect(Number((await rowC.getByRole('cell').last().textContent())!.replace(/,/g, ''))).toBe(
      await recordedPurchases('c'),
    );
    expect(await page.getByTestId('analytics-days').textContent()).toContain('Experiment Viewed');
    expect(await page.getByTestId('analytics-funnel').textContent()).toContain('Visitors');
    await screenshotAtWidths(page, SCREENSHOTS, 'admin-analytics');
    await page.close();
    expect(browser.pageErrors).toEqual([]);
  }, 90_000);
});
