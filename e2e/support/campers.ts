// Campers for the PRO browser tests, made through the API rather than the pages those tests are
// not about: sign-up plus a password grant, a PRO purchase with the local test card
// (docs/api-pro.md), and signing in on /signin.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForHydration } from './page-session.ts';

const JSON_API = 'application/vnd.api+json';

export interface Camper {
  name: string;
  email: string;
  password: string;
}

/** A camper no other test uses: `prefix` and `label` only make failures easier to read. */
export function newCamper(prefix: string, label: string, name: string): Camper {
  return {
    name,
    email: `${prefix}-${label}-${randomBytes(4).toString('hex')}@example.com`,
    password: `${prefix}-password-1`,
  };
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
}

/** Signs the camper up; answers an access token for API calls made as them. */
export async function createCamper(camper: Camper): Promise<string> {
  const apiUrl = inject('apiUrl');
  const created = await fetch(`${apiUrl}/api/v6/users`, {
    method: 'POST',
    headers: { 'content-type': JSON_API, accept: JSON_API },
    body: JSON.stringify({
      data: { type: 'users', attributes: { email: camper.email, password: camper.password, 'full-name': camper.name } },
    }),
  });
  await expectStatus(created, 201, 'sign-up');
  const token = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: camper.email, password: camper.password }),
  });
  await expectStatus(token, 200, 'password grant');
  return ((await token.json()) as { access_token: string }).access_token;
}

/** A payment method for the local test card 4242… (docs/api-pro.md); answers its id. */
export async function testCardPaymentMethod(nameOnCard: string): Promise<string> {
  const method = await fetch(`${inject('apiUrl')}/api/local-payments/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      name: nameOnCard,
      addressLine: '1 Trailhead Road',
    }),
  });
  await expectStatus(method, 201, 'test card');
  return ((await method.json()) as { id: string }).id;
}

/** Buys PRO with the local test card 4242…; answers the new membership's attributes. */
export async function buyPro(token: string, nameOnCard: string): Promise<Record<string, unknown>> {
  const apiUrl = inject('apiUrl');
  const id = await testCardPaymentMethod(nameOnCard);
  const purchase = await fetch(`${apiUrl}/api/v6/subscriptions`, {
    method: 'POST',
    headers: {
      'content-type': JSON_API,
      accept: JSON_API,
      authorization: `Bearer ${token}`,
      'idempotency-key': randomBytes(16).toString('hex'),
    },
    body: JSON.stringify({
      data: { type: 'subscriptions', attributes: { platform: 'stripe', sku: 'campwise_pro_yearly', token: id } },
    }),
  });
  await expectStatus(purchase, 201, 'PRO purchase');
  return ((await purchase.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

/** Signs in with the /signin form and waits for the header to show the account. */
export async function signInOnPage(page: Page, camper: Pick<Camper, 'email' | 'password'>): Promise<void> {
  await page.goto(`${inject('webUrl')}/signin`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(camper.email);
  await page.getByLabel('Password', { exact: true }).fill(camper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
  await page.getByRole('button', { name: /account menu/i }).waitFor();
}
