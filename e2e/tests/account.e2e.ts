// The account page: profile with the phone mask and rule, membership, deleting the account.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/page-session.ts';

const browser = useBrowser();
const email = `account-${randomBytes(4).toString('hex')}@example.com`;
const password = 'account-password-1';

async function createUser() {
  const response = await fetch(`${inject('apiUrl')}/api/v6/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: { type: 'users', attributes: { email, password, 'full-name': 'Grace Trail' } },
    }),
  });
  expect(response.status).toBe(201);
}

describe('/account', () => {
  it('edits the profile with the phone mask, then deletes the account', async () => {
    await createUser();
    const { page } = await browser.open('/account');
    // Not signed in yet: the page sends us to sign in and brings us back.
    await page.waitForURL('**/signin?**');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');

    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await page.getByText('Free member', { exact: true }).waitFor();

    const phone = page.getByLabel('Phone (optional)');
    await phone.pressSequentially('970555');
    await page.getByLabel('Full name').focus();
    await page.getByText('Please enter a valid phone number.').waitFor();
    await phone.click();
    await page.keyboard.press('End');
    await page.keyboard.type('0100');
    expect(await phone.inputValue()).toBe('(970) 555-0100');
    await page.getByText('Please enter a valid phone number.').waitFor({ state: 'detached' });

    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Hopper');
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('(970) 555-0100');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your email address to confirm/).fill(email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header a[href^="/signin"]').waitFor();

    // The account is gone: its password no longer signs in.
    const token = await fetch(`${inject('apiUrl')}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: email, password }),
    });
    expect(token.status).toBe(400);
  });
});
