import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import {
  authHeaders,
  createUser,
  PASSWORD,
  passwordGrant,
  signIn,
  tokenRequest,
  type TestUser,
} from '../../test/accounts.ts';

const clock = createTestClock();
let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    config: { accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 3600 },
  });
  ada = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

const CURRENT = '/api/v6/users?filter[current]=1';
const canUse = async (accessToken: string) => (await t.get(CURRENT, authHeaders(accessToken))).status === 200;

function revoke(token: string) {
  return t.request({
    method: 'POST',
    url: '/oauth/revoke',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

describe('password grant', () => {
  it('answers a bearer token pair as uncached JSON', async () => {
    const response = await passwordGrant(t, ada.email, PASSWORD);
    expect(response.status).toBe(200);
    expect(response.type).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user_id: ada.id,
    });
    expect(response.body.access_token).not.toBe(response.body.refresh_token);
    expect(await canUse(response.body.access_token)).toBe(true);
  });

  it('accepts a JSON body and any case of the email', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: ` ${ada.email.toUpperCase()} `, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', () => ada.email, 'not the password'],
    ['an unknown email', () => 'nobody@example.com', PASSWORD],
  ])('refuses %s with invalid_grant and the sign-in message', async (_label, email, password) => {
    const response = await passwordGrant(t, email(), password);
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Your email address and/or password is incorrect. Please check them and try again.',
    });
  });
});

describe('oversized input', () => {
  it('answers a 10 kB username with invalid_grant, not a server error', async () => {
    const response = await passwordGrant(t, `${'a'.repeat(10_000)}@example.com`, 'whatever');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_grant');
  });
});

describe('malformed token requests', () => {
  it.each([
    [{ grant_type: 'password', username: 'a@b.co' }, 'invalid_request', 'The password parameter is required.'],
    [{ grant_type: 'password', username: '', password: 'x' }, 'invalid_request', 'The username parameter is required.'],
    [{ username: 'a@b.co', password: 'x' }, 'invalid_request', 'The grant_type parameter is required.'],
    [
      { grant_type: 'client_credentials' },
      'unsupported_grant_type',
      'The grant type "client_credentials" is not supported.',
    ],
    [{ grant_type: 'refresh_token' }, 'invalid_request', 'The refresh_token parameter is required.'],
  ])('%j → %s', async (parameters, error, description) => {
    const response = await tokenRequest(t, parameters as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.type).toContain('application/json');
    expect(response.body).toEqual({ error, error_description: description });
  });

  it('refuses a parameter given twice', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a%40b.co&username=c%40d.co&password=x',
    });
    expect(response.body).toEqual({
      error: 'invalid_request',
      error_description: 'The username parameter must be given once.',
    });
  });

  it('answers OAuth errors, not JSON:API, for bad JSON and missing bodies', async () => {
    const badJson = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toBe('invalid_request');
    const noBody = await t.request({ method: 'POST', url: '/oauth/token' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.error).toBe('invalid_request');
    const otherType = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=password',
    });
    expect(otherType.body.error).toBe('invalid_request');
  });
});

describe('access token lifetime', () => {
  it('works until ACCESS_TOKEN_TTL_SECONDS have passed, then is refused', async () => {
    const { accessToken } = await signIn(t, ada.email);
    clock.advance(599);
    expect(await canUse(accessToken)).toBe(true);
    clock.advance(1);
    expect(await canUse(accessToken)).toBe(false);
  });
});

describe('refresh token grant', () => {
  it('rotates: a new pair, the used refresh token and the old access token stop working', async () => {
    const first = await signIn(t, ada.email);
    const response = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: first.refreshToken });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const second = response.body;
    expect(second.user_id).toBe(ada.id);
    expect(second.refresh_token).not.toBe(first.refreshToken);
    expect(await canUse(second.access_token)).toBe(true);
    expect(await canUse(first.accessToken)).toBe(false);

    const reused = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: first.refreshToken });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token is invalid, expired or revoked.',
    });
    // The session goes on with the new pair.
    const third = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(third.status).toBe(200);
  });

  it('refuses access tokens and expired refresh tokens', async () => {
    const pair = await signIn(t, ada.email);
    const withAccess = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: pair.accessToken });
    expect(withAccess.body.error).toBe('invalid_grant');
    clock.advance(3600);
    const expired = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: pair.refreshToken });
    expect(expired.body.error).toBe('invalid_grant');
  });

  it('gives one new pair to two concurrent uses of one refresh token', async () => {
    const pair = await signIn(t, ada.email);
    const responses = await Promise.all([
      tokenRequest(t, { grant_type: 'refresh_token', refresh_token: pair.refreshToken }),
      tokenRequest(t, { grant_type: 'refresh_token', refresh_token: pair.refreshToken }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('POST /oauth/revoke', () => {
  it('revokes an access token and its refresh token', async () => {
    const pair = await signIn(t, ada.email);
    const response = await revoke(pair.accessToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(await canUse(pair.accessToken)).toBe(false);
    const refresh = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: pair.refreshToken });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('revokes through the refresh token as well, leaving other sessions alone', async () => {
    const pair = await signIn(t, ada.email);
    const other = await signIn(t, ada.email);
    expect((await revoke(pair.refreshToken)).status).toBe(200);
    expect(await canUse(pair.accessToken)).toBe(false);
    expect(await canUse(other.accessToken)).toBe(true);
  });

  it('ends a refreshed session through its current access token', async () => {
    const first = await signIn(t, ada.email);
    const second = (await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: first.refreshToken })).body;
    await revoke(second.access_token);
    const refresh = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('answers 200 for unknown and already revoked tokens, and invalid_request without one', async () => {
    expect((await revoke('no-such-token')).status).toBe(200);
    const pair = await signIn(t, ada.email);
    await revoke(pair.accessToken);
    expect((await revoke(pair.accessToken)).status).toBe(200);
    const missing = await t.request({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'invalid_request', error_description: 'The token parameter is required.' });
  });
});

describe('grants that are switched off', () => {
  it('refuses google_id_token without GOOGLE_CLIENT_ID and external_identity without OAUTH_CLIENT_SECRET', async () => {
    const google = await tokenRequest(t, { grant_type: 'google_id_token', id_token: 'x.y.z' });
    expect(google.status).toBe(400);
    expect(google.body.error).toBe('unsupported_grant_type');
    const external = await tokenRequest(t, {
      grant_type: 'external_identity',
      client_id: 'web',
      client_secret: 'anything at all here',
      provider: 'google',
      provider_account_id: '1',
      email: 'x@example.com',
    });
    expect(external.status).toBe(400);
    expect(external.body.error).toBe('unsupported_grant_type');
  });
});
