// A camper's whole account journey: sign up, sign out, a wrong password, password recovery
// through the emailed link, and signing in with the new password.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { latestEmailTo } from '../support/outbox.ts';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();
const email = `camper-${randomBytes(4).toString('hex')}@example.com`;
const firstPassword = 'first-password-1';
const newPassword = 'second-password-2';

async function userMenu(page: Page) {
  return page.getByRole('button', { name: /account menu/i });
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('account journey', () => {
  it('signs up by email and is signed in', async () => {
    const { page } = await browser.open('/signup');
    await page.getByRole('heading', { level: 1, name: 'Create your free account' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(
      'By continuing to use the product, you agree to our Terms of Use and Privacy Policy',
    );
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ada Camper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.locator('form button[type="submit"]').click();

    await page.waitForURL((url) => url.pathname === '/');
    await (await userMenu(page)).waitFor();
    browser.state.page = page;
  });

  it('signs out from the user menu', async () => {
    const page = browser.state.page!;
    await (await userMenu(page)).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.locator('header a[href^="/signin"]').waitFor();
  });

  it('shows the spec message and focuses the password after a wrong password', async () => {
    const { page } = await browser.open('/signin');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signIn(page, 'not-my-password');
    await page.getByText('Your email address and/or password is incorrect. Please check them and try again.').waitFor();
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type);
    expect(focused).toBe('password');
    browser.state.page = page;
  });

  it('recovers the password through the emailed single-use link', async () => {
    const page = browser.state.page!;
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgotpassword');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for/).waitFor();

    const message = await latestEmailTo(email);
    expect(message).not.toBeNull();
    const link = /https?:\/\/\S+\/password\/reset\?token=[\w-]+/.exec(message!.text)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;

    const { page: reset } = await browser.open(path);
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await reset.locator('form button[type="submit"]').click();
    await reset.getByText(/Your password has been changed/).waitFor();

    // The link works once.
    const { page: again } = await browser.open(path);
    await again.getByLabel('New password', { exact: true }).fill('third-password-3');
    await again.getByLabel('Confirm new password', { exact: true }).fill('third-password-3');
    await again.locator('form button[type="submit"]').click();
    await again.getByText('This password reset link is invalid or has expired. Please request a new one.').waitFor();
  });

  it('signs in with the new password', async () => {
    const { page } = await browser.open('/signin');
    await signIn(page, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await (await userMenu(page)).waitFor();
  });
});

describe('session-required pages', () => {
  const signedOut = useBrowser();

  it('redirects /account to sign-in with SessionRequired and the way back', async () => {
    const { page } = await signedOut.open('/account?tab=profile');
    await page.waitForURL('**/signin?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe('/account?tab=profile');
  });
});

describe('validation on touch', () => {
  const fresh = useBrowser();

  it('shows the spec messages when a field is left, then revalidates on change', async () => {
    const { page } = await fresh.open('/signin');
    const emailField = page.getByLabel('Email', { exact: true });
    await emailField.focus();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByText('Please enter an email.').waitFor();
    await emailField.fill('camper@');
    await page.getByText('Please enter a valid email.').waitFor();
    await emailField.fill('camper@example.com');
    await page.getByText('Please enter a valid email.').waitFor({ state: 'detached' });
    await emailField.focus();
    expect(await page.getByText('Please enter a password.').count()).toBe(1);

    const { page: signup } = await fresh.open('/signup/email');
    await signup.getByRole('heading', { level: 1, name: 'Unlock everything now.' }).waitFor();
    await signup.getByLabel('Name', { exact: true }).focus();
    await signup.getByLabel('Password', { exact: true }).fill('short');
    await signup.getByLabel('Email', { exact: true }).focus();
    await signup.getByText('Please enter a name.').waitFor();
    await signup.getByText('Please enter a password at least 8 characters long.').waitFor();
  });
});
