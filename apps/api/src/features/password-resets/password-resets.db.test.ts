import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { insertUser } from '../users/user-repository.ts';
import {
  authHeaders,
  createAdmin,
  createUser,
  jsonApi,
  PASSWORD,
  passwordGrant,
  signIn,
  tokenRequest,
  uniqueEmail,
  type TestUser,
} from '../../test/accounts.ts';

const WEB = 'https://campwise.example';
const clock = createTestClock();
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    // The admin reading the outbox stays signed in while the tests move the clock by hours.
    config: { publicWebUrl: WEB, passwordResetTtlSeconds: 3600, accessTokenTtlSeconds: 7 * 86_400 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
function requestReset(email: string, from = `198.51.100.${++address}`) {
  return t.request(
    jsonApi('POST', '/api/v6/password-resets', 'password-resets', { email }, { headers: { 'x-forwarded-for': from } }),
  );
}

function redeem(attributes: Record<string, unknown>) {
  return t.request(jsonApi('POST', '/api/v6/password-resets/redeem', 'password-resets', attributes));
}

async function outbox(to: string) {
  const response = await t.get(`/api/v6/outbox-emails?filter[to]=${encodeURIComponent(to)}`, admin.headers);
  expect(response.status).toBe(200);
  return response.body.data as { id: string; attributes: { to: string; subject: string; text: string } }[];
}

async function resetToken(email: string): Promise<string> {
  const [latest] = await outbox(email);
  const match = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(latest?.attributes.text ?? '');
  if (!match) throw new Error(`no reset link for ${email}`);
  return match[1]!;
}

describe('POST /api/v6/password-resets', () => {
  it('answers 202 with the same body whether or not the email has an account', async () => {
    const user = await createUser(t);
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({
      meta: { message: 'If an account exists for that email, we sent a link to reset the password.' },
    });
    expect(known.type).toBe(unknown.type);
  });

  it('emails the account a single link to the web reset page', async () => {
    const user = await createUser(t);
    await requestReset(`  ${user.email.toUpperCase()} `);
    const emails = await outbox(user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.attributes).toMatchObject({ to: user.email, subject: 'Reset your Campwise password' });
    expect(emails[0]!.attributes.text).toMatch(
      new RegExp(`${WEB.replace(/\./g, '\\.')}/password/reset\\?token=[A-Za-z0-9_-]{43}\\n`),
    );
    expect(await outbox(uniqueEmail('nobody'))).toEqual([]);
  });

  it('validates the email with the spec messages', async () => {
    const response = await requestReset('not-an-email');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ detail: 'Please enter a valid email.', source: { pointer: '/data/attributes/email' } }),
    ]);
  });

  it('stops sending after 5 requests for one email in 15 minutes, without saying so', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 7; i++) expect((await requestReset(user.email)).status).toBe(202);
    expect(await outbox(user.email)).toHaveLength(5);
    clock.advance(15 * 60);
    await requestReset(user.email);
    expect(await outbox(user.email)).toHaveLength(6);
  });

  // Issue 12 changed this: beyond the per-address limit the answer is now a 429 (it was a silent 202).
  it('stops sending after 20 requests from one address in 15 minutes, with 429 and Retry-After', async () => {
    const users = await Promise.all([createUser(t), createUser(t)]);
    const from = '192.0.2.77';
    for (let i = 0; i < 20; i++) await requestReset(uniqueEmail('spray'), from);
    const limited = await requestReset(users[0].email, from);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect(await outbox(users[0].email)).toHaveLength(0);
    await requestReset(users[1].email);
    expect(await outbox(users[1].email)).toHaveLength(1);
  });
});

describe('POST /api/v6/password-resets/redeem', () => {
  it('sets the password, ends every session and works only once', async () => {
    const user = await createUser(t);
    const other = await signIn(t, user.email);
    await requestReset(user.email);
    const token = await resetToken(user.email);

    const response = await redeem({ token, password: 'my new password' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    for (const accessToken of [user.accessToken, other.accessToken]) {
      expect((await t.get('/api/v6/users?filter[current]=1', authHeaders(accessToken))).status).toBe(401);
    }
    expect((await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: other.refreshToken })).status).toBe(
      400,
    );
    expect((await passwordGrant(t, user.email, PASSWORD)).status).toBe(400);
    const signedIn = await passwordGrant(t, user.email, 'my new password');
    expect(signedIn.status).toBe(200);
    const me = await t.get('/api/v6/users?filter[current]=1', authHeaders(signedIn.body.access_token));
    expect(me.body.data[0].attributes['confirmed-email']).toBe(true);

    const again = await redeem({ token, password: 'another password' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      {
        status: '400',
        code: 'invalid_reset_token',
        title: 'Invalid reset link',
        detail: 'This password reset link is invalid or has expired. Please request a new one.',
        source: { pointer: '/data/attributes/token' },
      },
    ]);
  });

  it('expires after PASSWORD_RESET_TTL_SECONDS', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    clock.advance(3600);
    const response = await redeem({ token, password: 'my new password' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].code).toBe('invalid_reset_token');
    expect((await passwordGrant(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('uses up the other links of the user too', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const older = await resetToken(user.email);
    await requestReset(user.email);
    const newer = await resetToken(user.email);
    expect(newer).not.toBe(older);
    expect((await redeem({ token: newer, password: 'my new password' })).status).toBe(204);
    expect((await redeem({ token: older, password: 'yet another one' })).status).toBe(400);
  });

  it('refuses unknown and missing tokens with invalid_reset_token', async () => {
    expect((await redeem({ token: 'made-up', password: 'my new password' })).body.errors[0].code).toBe(
      'invalid_reset_token',
    );
    expect((await redeem({ password: 'my new password' })).body.errors[0].code).toBe('invalid_reset_token');
  });

  it('refuses a short password with the sign-up message, keeping the link usable', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const response = await redeem({ token, password: 'short' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        detail: 'Please enter a password at least 8 characters long.',
        source: { pointer: '/data/attributes/password' },
      }),
    ]);
    expect((await redeem({ token, password: 'long enough now' })).status).toBe(204);
  });

  it('lets an account made through a provider set its first password', async () => {
    const email = uniqueEmail('provider');
    await insertUser(t.database.db, { email, createdAt: clock.now(), updatedAt: clock.now() });
    await requestReset(email);
    expect((await redeem({ token: await resetToken(email), password: 'first password' })).status).toBe(204);
    expect((await passwordGrant(t, email, 'first password')).status).toBe(200);
  });
});

describe('GET /api/v6/outbox-emails', () => {
  it('lists newest first with the contract attributes', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    clock.advance(1);
    await requestReset(user.email);
    const emails = await outbox(user.email);
    expect(emails).toHaveLength(2);
    expect(Number(emails[0]!.id)).toBeGreaterThan(Number(emails[1]!.id));
    expect(Object.keys(emails[0]!.attributes).sort()).toEqual(['created-at', 'subject', 'text', 'to']);
  });
});
