import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeaders, createUser, tokenRequest, uniqueEmail } from '../../test/accounts.ts';

const SECRET = 'a-long-shared-secret-for-the-web-server';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { oauthClientSecret: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

let account = 0;
function external(overrides: Record<string, string> = {}) {
  account += 1;
  return tokenRequest(t, {
    grant_type: 'external_identity',
    client_id: 'web',
    client_secret: SECRET,
    provider: 'facebook',
    provider_account_id: `fb-${account}`,
    email: uniqueEmail('fb'),
    name: 'Margaret Hamilton',
    ...overrides,
  });
}

describe('external_identity grant', () => {
  it('creates the user on first use and signs the same user in afterwards', async () => {
    const email = uniqueEmail('apple');
    const first = await external({ provider: 'apple', provider_account_id: 'apple-1', email });
    expect(first.status).toBe(200);
    const user = (await t.get('/api/v6/users?filter[current]=1', authHeaders(first.body.access_token))).body.data[0];
    expect(user.attributes).toMatchObject({ email, 'full-name': 'Margaret Hamilton', 'has-password': false });
    // Later sign-ins find the link even if the provider now reports another address.
    const again = await external({ provider: 'apple', provider_account_id: 'apple-1', email: uniqueEmail() });
    expect(again.body.user_id).toBe(first.body.user_id);
  });

  it('links the account that has the same email', async () => {
    const existing = await createUser(t);
    const response = await external({ provider: 'google', email: existing.email });
    expect(response.status).toBe(200);
    expect(response.body.user_id).toBe(existing.id);
  });

  it('keeps provider accounts apart: the same id at another provider is another identity', async () => {
    const a = await external({ provider: 'google', provider_account_id: 'same-id' });
    const b = await external({ provider: 'facebook', provider_account_id: 'same-id' });
    expect(a.body.user_id).not.toBe(b.body.user_id);
  });

  it.each([
    ['a wrong secret', { client_secret: 'not-the-secret-at-all' }],
    ['a missing secret', { client_secret: '' }],
    ['another client', { client_id: 'mobile' }],
  ])('refuses %s with 401 invalid_client', async (_label, overrides) => {
    const response = await external(overrides);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed.' });
  });

  it('refuses an unknown provider and a first sign-in without email', async () => {
    expect((await external({ provider: 'myspace' })).body.error).toBe('invalid_request');
    const noEmail = await external({ email: '' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe('invalid_grant');
  });
});
