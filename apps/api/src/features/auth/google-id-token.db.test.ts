import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { authHeaders, createUser, tokenRequest, uniqueEmail } from '../../test/accounts.ts';

const CLIENT_ID = 'campwise-test.apps.googleusercontent.com';
const clock = createTestClock();
let t: TestApp;
let jwks: Server;
let signingKey: KeyLike;
let strangerKey: KeyLike;

beforeAll(async () => {
  // Google's key endpoint, played by a local server publishing one RS256 public key.
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    config: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  expiresIn?: number;
  key?: KeyLike;
}

let subject = 1000;
function idToken(claims: Claims = {}): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  subject += 1;
  const { key = signingKey, aud = CLIENT_ID, iss = 'https://accounts.google.com', expiresIn = 3600, ...rest } = claims;
  return new SignJWT({ email_verified: true, name: 'Grace Hopper', sub: String(subject), ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

const grant = async (token: string) => tokenRequest(t, { grant_type: 'google_id_token', id_token: token });

async function currentUser(accessToken: string) {
  return (await t.get('/api/v6/users?filter[current]=1', authHeaders(accessToken))).body.data[0];
}

describe('google_id_token grant', () => {
  it('creates an account without a password on first sign-in, then signs the same one in', async () => {
    const email = uniqueEmail('grace');
    const token = await idToken({ sub: 'google-sub-1', email });
    const first = await grant(token);
    expect(first.status).toBe(200);
    const user = await currentUser(first.body.access_token);
    expect(user.attributes).toMatchObject({
      email,
      'full-name': 'Grace Hopper',
      'has-password': false,
      'confirmed-email': true,
      admin: false,
    });
    const again = await grant(await idToken({ sub: 'google-sub-1', email }));
    expect(again.body.user_id).toBe(first.body.user_id);
  });

  it('accepts the issuer without https:// too', async () => {
    expect((await grant(await idToken({ email: uniqueEmail(), iss: 'accounts.google.com' }))).status).toBe(200);
  });

  it('links an existing account with the same verified email', async () => {
    const existing = await createUser(t);
    const response = await grant(await idToken({ email: existing.email.toUpperCase() }));
    expect(response.status).toBe(200);
    expect(response.body.user_id).toBe(existing.id);
    expect((await currentUser(response.body.access_token)).attributes['has-password']).toBe(true);
  });

  it('does not link an existing account when Google has not verified the email', async () => {
    const existing = await createUser(t);
    const response = await grant(await idToken({ email: existing.email, email_verified: false }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_grant');
  });

  it.each([
    ['the wrong audience', (): Claims => ({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a signature by another key', (): Claims => ({ key: strangerKey })],
    ['another issuer', (): Claims => ({ iss: 'https://evil.example.com' })],
    ['an expired token', (): Claims => ({ expiresIn: -10 })],
  ])('refuses %s with invalid_grant', async (_label, claims) => {
    const response = await grant(await idToken({ email: uniqueEmail(), ...claims() }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The Google ID token is invalid or has expired.',
    });
  });

  it('refuses garbage with invalid_grant', async () => {
    expect((await grant('not.a.jwt')).body.error).toBe('invalid_grant');
  });
});
