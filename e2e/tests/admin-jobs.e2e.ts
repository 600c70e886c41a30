// The admin's background jobs (/admin/jobs, docs/api-alerts.md "Jobs (admins)") with a job that
// really fails: a PRO member's alert fires when a camper cancels, and its web push goes to a
// push service whose host cannot resolve (push.invalid), so the push.send job fails and waits to
// retry. The admin sees it with its attempts and error, and retries it: it runs again at once,
// from its first attempt. Screenshots at 1280 and 390 px go to ADMIN_JOBS_SCREENSHOTS.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { addDays, todayIn } from '@campwise/domain';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buyPro, createCamper, newCamper, signInOnPage } from '../support/campers.ts';
import { bookAsCamper, freeSite, type Stay } from '../support/managers.ts';
import { adminToken } from '../support/outbox.ts';
import { useBrowser, waitForHydration } from '../support/page-session.ts';

const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const SCREENSHOTS = process.env.ADMIN_JOBS_SCREENSHOTS;

interface Job {
  id: string;
  attributes: { kind: string; status: string; attempts: number; 'updated-at': string; 'last-error': string | null };
}

async function api(token: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${apiUrl}/api/v6${path}`, {
    method,
    headers: {
      accept: JSON_API,
      ...(body === undefined ? {} : { 'content-type': JSON_API }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function passwordToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (response.status !== 200) throw new Error(`password grant: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A demo campground (it takes bookings here). */
async function demoCampgroundId(stay: Stay): Promise<string> {
  const query = new URLSearchParams({
    'filter[availability][start_date]': stay.startDate,
    'filter[availability][end_date]': stay.endDate,
    'page[size]': '50',
  });
  const listed = (await (await api(null, 'GET', `/campgrounds?${query}`)).json()) as {
    data: { id: string; attributes: Record<string, unknown> }[];
  };
  const demo = listed.data.filter((item) => item.attributes['demo-inventory'] === true);
  // The last one: the alerts test watches the smallest ones, on other dates.
  const found = demo.at(-1);
  if (!found) throw new Error('no demo campground: is the demo inventory seeded?');
  return found.id;
}

async function retryingPushJobs(token: string): Promise<Job[]> {
  const response = await api(token, 'GET', '/jobs?filter[status]=retrying&page[size]=100');
  if (response.status !== 200) throw new Error(`GET /jobs: ${response.status}`);
  const { data } = (await response.json()) as { data: Job[] };
  return data.filter((job) => job.attributes.kind === 'push.send');
}

async function jobById(token: string, id: string): Promise<Job | undefined> {
  const response = await api(token, 'GET', '/jobs?page[size]=100');
  const { data } = (await response.json()) as { data: Job[] };
  return data.find((job) => job.id === id);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('admin background jobs', () => {
  const browser = useBrowser();

  it('lists a failing job with its error and retries it', async () => {
    // Far enough out not to meet the alerts test's stay.
    const arrival = addDays(todayIn('America/Denver', new Date()), 52);
    const stay: Stay = { startDate: arrival, endDate: addDays(arrival, 2) };
    const campgroundId = await demoCampgroundId(stay);
    const site = await freeSite(campgroundId, stay);
    const booking = await bookAsCamper(campgroundId, site.id, stay, newCamper('jobs', 'booker', 'Bo Booker'));

    const pro = newCamper('jobs', 'pro', 'Pia Push');
    const proToken = await createCamper(pro);
    await buyPro(proToken, pro.name);
    const alert = await api(proToken, 'POST', '/alerts', {
      data: {
        type: 'alerts',
        attributes: { mode: 'exact', 'start-date': stay.startDate, 'end-date': stay.endDate },
        relationships: {
          campground: { data: { type: 'campgrounds', id: campgroundId } },
          site: { data: { type: 'sites', id: site.id } },
        },
      },
    });
    expect(alert.status).toBe(201);
    // A device whose push service cannot be reached: every push to it fails.
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const subscribed = await api(proToken, 'POST', '/push-subscriptions', {
      data: {
        type: 'push-subscriptions',
        attributes: {
          endpoint: `https://push.invalid/campwise-e2e/${randomBytes(6).toString('hex')}`,
          p256dh: keys.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    expect(subscribed.status).toBe(201);

    const admin = await adminToken();
    const before = new Set((await retryingPushJobs(admin)).map((job) => job.id));
    const camperToken = await passwordToken(booking.camper.email, booking.camper.password);
    expect((await api(camperToken, 'POST', `/reservations/${booking.id}/cancellation`)).status).toBe(200);

    // The opening's push fails once, and again after its first backoff: two attempts behind it.
    let failing: Job | undefined;
    await expect
      .poll(
        async () => {
          failing = (await retryingPushJobs(admin)).find((job) => !before.has(job.id));
          return failing?.attributes.attempts ?? 0;
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(2);
    const job = failing!;
    expect(job.attributes['last-error']).toContain('Push failed');

    const { page } = await browser.open('/');
    await signInOnPage(page, inject('admin'));
    await page.goto(`${browser.webUrl}/admin`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await shoot(page, 'admin-index');
    await page.getByRole('link', { name: /Background jobs/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/jobs');
    await waitForHydration(page);
    await page.getByTestId('job-filter-retrying').click();
    await page.waitForURL((url) => url.search === '?status=retrying');
    const card = page.locator('[data-testid="admin-job"]', { has: page.locator(`#job-${job.id}`) });
    await card.waitFor();
    expect(await page.getByTestId('job-filter-retrying').textContent()).toMatch(/^Retrying \(\d+\)$/);
    expect(await card.textContent()).toContain('push.send');
    expect(await card.textContent()).toContain('Push failed');
    await shoot(page, 'admin-jobs');

    const clicked = new Date();
    await card.getByRole('button', { name: 'Retry now' }).click();
    await page.getByText(`Job ${job.id} (push.send) is queued and runs again now.`).waitFor();
    await shoot(page, 'admin-jobs-retried');
    // Woken at once (not at its backoff): run again from its first attempt, and failing again.
    await expect
      .poll(
        async () => {
          const now = await jobById(admin, job.id);
          return now && new Date(now.attributes['updated-at']) >= clicked ? now.attributes.attempts : null;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(1);
    await page.close();
  }, 120_000);
});
