// Sharing and reporting a camper's photo, and how a review's link unfurls: the media overlay
// offers Share (the photo's own /media URL) and Report (signing in first); a review page is a
// summary card without a photo and a large image card once its review has one.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solidPng } from '../support/png.ts';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';
const suffix = randomBytes(4).toString('hex');
const photographer = {
  name: 'Pia Photographer',
  email: `photographer-${suffix}@example.com`,
  password: 'photographer-password-1',
};
const reporter = {
  name: 'Rob Reporter',
  email: `photo-reporter-${suffix}@example.com`,
  password: 'reporter-password-2',
};
const caption = `Sunrise over the tents ${suffix}`;

interface CampgroundRef {
  id: string;
  slug: string;
  name: string;
}

// A campground the other journeys do not touch (they take Utah and the last Wyoming one).
async function pickCampground(): Promise<CampgroundRef> {
  const list = await (await fetch(`${apiUrl}/api/v6/campgrounds?filter[region]=wyoming&sort=name&page[size]=1`)).json();
  const { id, attributes } = list.data[0];
  return { id, slug: attributes.slug, name: attributes.name };
}

async function signUp(user: { name: string; email: string; password: string }): Promise<string> {
  const created = await fetch(`${apiUrl}/api/v6/users`, {
    method: 'POST',
    headers: { 'content-type': JSON_API, accept: JSON_API },
    body: JSON.stringify({
      data: { type: 'users', attributes: { email: user.email, password: user.password, 'full-name': user.name } },
    }),
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function metaContent(page: Page, selector: string): Promise<string | null> {
  const element = page.locator(selector);
  return (await element.count()) > 0 ? element.first().getAttribute('content') : null;
}

const state: { campground?: CampgroundRef; token?: string; reviewId?: string; photoId?: string } = {};
const campgroundPath = () => `/camping/wyoming/${state.campground!.slug}`;
const reviewPath = () => `${campgroundPath()}/reviews/${state.reviewId}`;
const mediaPath = () => `${campgroundPath()}/gallery/media/${state.photoId}`;

describe('sharing a review', () => {
  it('unfurls a review without a photo as a summary card', async () => {
    state.campground = await pickCampground();
    state.token = await signUp(photographer);
    const created = await fetch(`${apiUrl}/api/v6/reviews`, {
      method: 'POST',
      headers: { 'content-type': JSON_API, accept: JSON_API, authorization: `Bearer ${state.token}` },
      body: JSON.stringify({
        data: {
          type: 'reviews',
          attributes: {
            rating: 5,
            title: `Dawn patrol ${suffix}`,
            body: 'Quiet loop, clean vault toilets and a view of the sunrise from every site.',
            'stayed-on': '2025-07-04',
          },
          relationships: { campground: { data: { type: 'campgrounds', id: state.campground.id } } },
        },
      }),
    });
    expect(created.status).toBe(201);
    state.reviewId = ((await created.json()) as { data: { id: string } }).data.id;

    const { page } = await browser.open(reviewPath());
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('article');
    expect(await metaContent(page, 'meta[property="og:url"]')).toMatch(new RegExp(`${reviewPath()}$`));
    expect(await metaContent(page, 'meta[property="og:title"]')).toContain(`Review of ${state.campground.name}`);
    expect(await metaContent(page, 'meta[property="og:description"]')).toContain('Quiet loop');
    expect(await metaContent(page, 'meta[property="og:image"]')).toBeNull();
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary');
    await page.close();
  });

  it('unfurls it with its photo as a large image card once it has one', async () => {
    // The photo goes up through the API as the review form sends it: multipart with the token.
    const form = new FormData();
    form.append('campground-id', state.campground!.id);
    form.append('review-id', state.reviewId!);
    form.append('caption', caption);
    form.append(
      'file',
      new Blob([new Uint8Array(solidPng(64, 48, [230, 140, 40]))], { type: 'image/png' }),
      'sunrise.png',
    );
    const uploaded = await fetch(`${apiUrl}/api/v6/photos`, {
      method: 'POST',
      headers: { accept: JSON_API, authorization: `Bearer ${state.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    state.photoId = ((await uploaded.json()) as { data: { id: string } }).data.id;

    const { page } = await browser.open(reviewPath());
    const image = await metaContent(page, 'meta[property="og:image"]');
    expect(image).toMatch(/^https?:\/\//);
    expect(await metaContent(page, 'meta[property="og:image:alt"]')).toBe(caption);
    expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe('64');
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(image);
    // The picture is really there.
    const response = await fetch(image!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/');
    await page.close();
  });
});

describe('the media overlay', () => {
  it('offers Share with the photo’s own link', async () => {
    const { page } = await browser.open(mediaPath());
    const overlay = page.getByRole('dialog', { name: /^Photo 1 of/ });
    await overlay.getByText(caption).waitFor();
    await overlay.getByRole('button', { name: 'Report this photo' }).waitFor();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    await overlay.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share this photo' });
    await share.waitFor();
    expect(await share.getByLabel('Link').inputValue()).toBe(`${browser.webUrl}${mediaPath()}`);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('status').getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${browser.webUrl}${mediaPath()}`);
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    // Closing the share overlay leaves the photo open.
    expect(new URL(page.url()).pathname).toBe(mediaPath());
    await overlay.getByText(caption).waitFor();
    browser.state.page = page;
  });

  it('offers Report: signed out, the sign-in modal first, then the report overlay', async () => {
    await signUp(reporter);
    const page = browser.state.page!;
    const overlay = page.getByRole('dialog', { name: /^Photo 1 of/ });
    await overlay.getByRole('button', { name: 'Report this photo' }).click();

    const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
    await signIn.getByLabel('Email', { exact: true }).fill(reporter.email);
    await signIn.getByLabel('Password', { exact: true }).fill(reporter.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();

    const report = page.getByRole('dialog', { name: 'Report this photo' });
    await report.waitFor({ timeout: 15_000 });
    await report.getByRole('radio', { name: 'Inappropriate or offensive' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText('Thanks for letting us know. Our team will review your report.').waitFor();
    await report.getByRole('button', { name: 'Done' }).click();
    await report.waitFor({ state: 'detached' });

    expect(new URL(page.url()).pathname).toBe(mediaPath());
    await overlay.getByText(caption).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
