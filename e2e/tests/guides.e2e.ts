// A camper (or a search engine) reads the guides and the magazine, and checks what's new: a guide
// lists real campgrounds from the data with their count, the magazine lists the guides, /new
// shows recently added campgrounds and a review and field report just written near the visitor,
// and an unknown guide is a real 404.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createCamper, newCamper } from '../support/campers.ts';
import { adminToken } from '../support/outbox.ts';
import { useBrowser } from '../support/page-session.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';

const browser = useBrowser();
const SHOTS = process.env.GUIDES_SCREENSHOTS;
const JSON_API = 'application/vnd.api+json';
const marker = randomBytes(3).toString('hex');
const reviewTitle = `Quiet prairie night ${marker}`;

// The browser tests come from 127.0.0.1, which GeoIP places at the default location: the centre
// of the US. The review and field report are written at the campground nearest to it.
const CENTRE_OF_US = '-98.5795,39.8283';

interface ListAnswer {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: { total: number };
}

async function api(path: string, init: RequestInit = {}): Promise<ListAnswer> {
  const response = await fetch(`${inject('apiUrl')}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as ListAnswer;
}

function lastWeek(): string {
  return new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
}

async function writeReviewAndReportNearTheCentre(): Promise<string> {
  const token = await createCamper(newCamper('guides', marker, 'Prairie Pat'));
  const headers = { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` };
  const near = await api(`/api/v6/campgrounds?filter[around]=${CENTRE_OF_US},300&sort=distance&page[size]=1`);
  const campground = near.data[0]!;
  const relationships = { campground: { data: { type: 'campgrounds', id: campground.id } } };
  await api('/api/v6/reviews', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      data: {
        type: 'reviews',
        attributes: {
          rating: 4,
          title: reviewTitle,
          body: 'Level sites, a clean vault toilet and a sky full of stars. Bring your own water.',
          'stayed-on': lastWeek(),
          'site-type': 'tent',
        },
        relationships,
      },
    }),
  });
  await api('/api/v6/field-reports', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      data: {
        type: 'field-reports',
        attributes: {
          'visited-on': lastWeek(),
          'road-notes': `Paved to the gate ${marker}`,
          signals: [{ carrier: 'verizon', signal: 'strong', 'download-mbps': 24.5 }],
        },
        relationships,
      },
    }),
  });
  return campground.attributes.name as string;
}

/** A camper suggests a campground and an admin approves it: a campground added after the import. */
async function approveASuggestedCampground(): Promise<string> {
  const name = `Cottonwood Bend ${marker}`;
  const token = await createCamper(newCamper('suggest', marker, 'Sam Suggester'));
  const suggestion = (await api('/api/v6/campground-submissions', {
    method: 'POST',
    headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: {
        type: 'campground-submissions',
        attributes: { 'submitter-role': 'camper', name, latitude: 39.05, longitude: -98.6 },
      },
    }),
  })) as unknown as { data: { id: string } };
  await api(`/api/v6/campground-submissions/${suggestion.data.id}/approval`, {
    method: 'POST',
    headers: { accept: JSON_API, authorization: `Bearer ${await adminToken()}` },
  });
  return name;
}

describe('guides, magazine and what’s new', () => {
  it('renders a guide with real campgrounds from the data, its metadata and structured data', async () => {
    const { page, status } = await browser.open('/guides/free-camping/free-camping-in-utah');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Best free camping in Utah' }).waitFor();
    expect(await page.title()).toBe('Best free camping in Utah | Campwise');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/guides\/free-camping\/free-camping-in-utah$/,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Free campgrounds in Utah',
    );

    // The first data block: free campgrounds in Utah, top rated first, counted like the API counts them.
    const total = (await api('/api/v6/campgrounds?filter[region]=utah&filter[free]=true&page[size]=1')).meta.total;
    expect(total).toBeGreaterThan(9);
    const block = page.getByRole('region', { name: 'Campgrounds from our data' }).first();
    expect(await block.innerText()).toContain(
      `${total.toLocaleString('en-US')} campgrounds match in our data; here are 9.`,
    );
    expect(await block.locator('a[href^="/camping/utah/"]').count()).toBeGreaterThanOrEqual(9);
    const mapHref = await block.getByRole('link', { name: /^See all [\d,]+ on the map$/ }).getAttribute('href');
    expect(JSON.parse(new URL(mapHref!, browser.webUrl).searchParams.get('filters')!)).toEqual({
      region: 'utah',
      free: true,
    });

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const article = jsonLd.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'Best free camping in Utah', datePublished: '2026-11-12' });
    const trail = jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Guides',
      'Free camping',
      'Best free camping in Utah',
    ]);
    await screenshotAtWidths(page, SHOTS, 'guide-utah');
    expect(browser.pageErrors).toEqual([]);
  });

  it('lists the guides on the magazine and on their category page', async () => {
    const { page, status } = await browser.open('/magazine');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'The Campwise Magazine' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Featured' }).count()).toBe(1);
    expect(await page.locator('main h3 a[href^="/guides/"]').count()).toBeGreaterThanOrEqual(6);
    await screenshotAtWidths(page, SHOTS, 'magazine');

    await Promise.all([
      page.waitForURL('**/guides/rv-camping'),
      page.getByRole('link', { name: 'RV camping' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'RV camping' }).waitFor();
    await page.getByRole('link', { name: 'How RV hookups work: electric, water and sewer explained' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('answers an unknown guide or category with a real 404', async () => {
    for (const path of [
      '/guides/free-camping/no-such-guide',
      '/guides/no-such-topic',
      '/guides/no-such-topic/free-camping-in-utah',
    ]) {
      const { page, status } = await browser.open(path);
      expect(status, path).toBe(404);
      await page.close();
    }
  });

  it("shows what's new: recently added campgrounds, and a review and field report near the visitor", async () => {
    const campgroundName = await writeReviewAndReportNearTheCentre();
    const addedName = await approveASuggestedCampground();
    const { page, status } = await browser.open('/new');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: "What's new" }).waitFor();
    // Recently added: campgrounds that came after the first import, such as the approved
    // suggestion; the imported ones (all written at one moment) are not news.
    const added = page.locator('section[aria-labelledby="new-campgrounds"]');
    await added.getByRole('link', { name: addedName }).first().waitFor();
    expect(await added.innerText()).toMatch(/added since our first data import on [A-Z][a-z]+ \d{1,2}, \d{4}/);

    const reviews = page.locator('section[aria-labelledby="new-reviews"]');
    await reviews.getByText(reviewTitle).waitFor();
    expect(await reviews.innerText()).toContain(campgroundName);
    const reports = page.locator('section[aria-labelledby="new-field-reports"]');
    await reports.getByText(`Paved to the gate ${marker}`).waitFor();
    expect(await reports.innerText()).toContain('Verizon: strong signal, 24.5 Mbps down');
    await page.getByRole('heading', { level: 3, name: 'Trip planner' }).waitFor();
    await screenshotAtWidths(page, SHOTS, 'whats-new');

    // The cell signal guide's field report block shows the same report.
    const guide = await browser.open('/guides/staying-connected/cell-signal-at-campgrounds');
    await guide.page
      .getByRole('region', { name: 'Latest field reports' })
      .getByText(`Paved to the gate ${marker}`)
      .waitFor();
    await screenshotAtWidths(guide.page, SHOTS, 'guide-cell-signal');
    expect(browser.pageErrors).toEqual([]);
  });
});
