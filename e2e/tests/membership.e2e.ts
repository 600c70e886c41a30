// Managing a PRO membership on /account (issue 6): a member on a free trial sees when it ends,
// cancels (staying PRO until then) and resumes; and gift PRO: one camper buys a year for an
// email address, the code arrives by email, and the recipient redeems it and is PRO.
import { formatLongDate } from '@campwise/domain';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser.ts';
import { buyPro, createCamper, newCamper, signInOnPage, type Camper } from '../support/campers.ts';
import { latestEmailTo } from '../support/outbox.ts';
import { waitForHydration } from '../support/page-session.ts';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const JSON_API = 'application/vnd.api+json';

const newMember = (label: string): Camper => newCamper('member', label, `Lee ${label}`);

const sessions: BrowserSession[] = [];
const pageErrors: string[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

interface MembershipAttributes {
  status: string;
  pro: boolean;
  'cancel-at-period-end': boolean;
  'current-period-end': string;
}

async function memberships(token: string): Promise<MembershipAttributes[]> {
  const response = await fetch(`${apiUrl}/api/v6/subscriptions`, {
    headers: { accept: JSON_API, authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { attributes: MembershipAttributes }[] };
  return body.data.map((item) => item.attributes);
}

async function signedInPage(camper: Camper): Promise<Page> {
  const session = await launchBrowser();
  sessions.push(session);
  const page = await session.browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnPage(page, camper);
  return page;
}

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

function membershipSection(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { name: 'Membership', exact: true }) });
}

describe('membership on /account', () => {
  it('shows the trial, cancels it keeping PRO until its end, and resumes it', async () => {
    const camper = newMember('trial');
    const token = await createCamper(camper);
    const { 'trial-end': trialEnd } = (await buyPro(token, 'Lee Member')) as { 'trial-end': string };
    const endDate = formatLongDate(new Date(trialEnd));

    const page = await signedInPage(camper);
    await goto(page, '/account');
    const membership = membershipSection(page);
    await membership.getByText(`Free trial — ends ${endDate}`, { exact: true }).waitFor();
    await membership.getByText('PRO member', { exact: true }).waitFor();

    await membership.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your PRO membership?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`You stay PRO until ${endDate}, and you will not be charged again.`);
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await dialog.waitFor({ state: 'detached' });

    await membership.getByText(`PRO until ${endDate}`, { exact: true }).waitFor();
    await membership.getByText('PRO member', { exact: true }).waitFor();
    const [cancelled] = await memberships(token);
    expect(cancelled).toMatchObject({ status: 'trialing', pro: true, 'cancel-at-period-end': true });

    // A reload reads the same from the API, still PRO.
    await goto(page, '/account');
    await membership.getByText(`PRO until ${endDate}`, { exact: true }).waitFor();
    await membership.getByRole('button', { name: 'Resume membership' }).click();
    await membership.getByText(`Free trial — ends ${endDate}`, { exact: true }).waitFor();
    const [resumed] = await memberships(token);
    expect(resumed).toMatchObject({ status: 'trialing', pro: true, 'cancel-at-period-end': false });
    expect(pageErrors).toEqual([]);
  });
});

describe('gift PRO', () => {
  it('is bought for an email, arrives as a code, and makes the recipient PRO when redeemed', async () => {
    const buyer = newMember('giver');
    const recipient = newMember('friend');
    await createCamper(buyer);
    const recipientToken = await createCamper(recipient);

    const page = await signedInPage(buyer);
    await goto(page, '/pro/gift');
    const form = page.getByRole('form', { name: 'Buy a gift' });
    await form.getByLabel("Recipient's name").fill('Friend');
    await form.getByLabel("Recipient's email").fill(recipient.email);
    await form.getByLabel('Message (optional)').fill('Happy camping!');
    await form.getByLabel('Name on Card').fill('Lee Giver');
    await form.getByLabel('Street Address').fill('1 Trailhead Road');
    // A declined card first: the form says why, and a second attempt with another card goes through.
    await form.getByLabel('Card number').pressSequentially('4000000000000002');
    await form.getByLabel('Expiration date (MM / YY)').pressSequentially('1234');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Buy gift for \$/ }).click();
    await form.getByText('Your card was declined.', { exact: true }).waitFor();
    await form.getByLabel('Card number').fill('');
    await form.getByLabel('Card number').pressSequentially('4242424242424242');
    await form.getByRole('button', { name: /^Buy gift for \$/ }).click();

    await page.getByText(`We emailed the code to Friend at ${recipient.email}.`).waitFor();
    const shownCode = (
      await page
        .locator('main')
        .getByText(/^GIFT-/)
        .innerText()
    ).trim();
    const email = await latestEmailTo(recipient.email);
    expect(email?.text).toContain(shownCode);
    expect(email?.text).toContain(`/pro/gift?code=${shownCode}`);

    const recipientPage = await signedInPage(recipient);
    await goto(recipientPage, `/pro/gift?code=${encodeURIComponent(shownCode)}`);
    expect(await recipientPage.getByLabel('Gift code').inputValue()).toBe(shownCode);
    await recipientPage.getByRole('button', { name: 'Redeem gift' }).click();
    const done = recipientPage.getByText(/^You're PRO until /);
    await done.waitFor();
    const [gift] = await memberships(recipientToken);
    expect(gift).toMatchObject({ status: 'active', pro: true });
    const giftEnd = formatLongDate(new Date(gift!['current-period-end']));
    expect(await done.innerText()).toBe(`You're PRO until ${giftEnd}.`);

    // A code is good once: the giver trying it again is told so and stays free.
    await goto(page, `/pro/gift?code=${encodeURIComponent(shownCode)}`);
    await page.getByRole('button', { name: 'Redeem gift' }).click();
    await page.getByText('That gift code has already been redeemed.', { exact: true }).waitFor();

    await goto(recipientPage, '/account');
    const membership = membershipSection(recipientPage);
    await membership.getByText(`Gift membership — PRO until ${giftEnd}`, { exact: true }).waitFor();
    expect(await membership.getByRole('button', { name: 'Cancel membership' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
