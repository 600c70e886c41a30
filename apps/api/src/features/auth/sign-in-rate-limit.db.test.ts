import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createUser, PASSWORD, passwordGrant, uniqueEmail } from '../../test/accounts.ts';

const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

const TOO_MANY = {
  error: 'too_many_requests',
  error_description: 'Too many sign-in attempts. Please wait a minute and try again.',
};

// Each test signs in from its own address, as the web server reports it, so per-address counts do not mix.
let address = 10;
function nextAddress(): Record<string, string> {
  address += 1;
  return { 'x-forwarded-for': `203.0.113.${address}` };
}

async function fail(email: string, times: number, from: Record<string, string>) {
  for (let i = 0; i < times; i++) {
    const response = await passwordGrant(t, email, 'wrong password', from);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_grant');
  }
}

describe('sign-in rate limit per account', () => {
  it('answers 429 with Retry-After after 10 failures in a minute, even for the right password', async () => {
    const user = await createUser(t);
    const from = nextAddress();
    await fail(user.email, 10, from);
    const limited = await passwordGrant(t, user.email, PASSWORD, from);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.body).toEqual(TOO_MANY);

    // The same account from elsewhere, in another case: still the same account.
    const elsewhere = await passwordGrant(t, user.email.toUpperCase(), PASSWORD, nextAddress());
    expect(elsewhere.status).toBe(429);
  });

  it('counts down Retry-After and lets the account in once the oldest failure is a minute old', async () => {
    const user = await createUser(t);
    const from = nextAddress();
    await fail(user.email, 1, from);
    clock.advance(20);
    await fail(user.email, 9, from);
    const limited = await passwordGrant(t, user.email, PASSWORD, from);
    expect(limited.headers['retry-after']).toBe('40');
    clock.advance(39);
    expect((await passwordGrant(t, user.email, PASSWORD, from)).headers['retry-after']).toBe('1');
    clock.advance(1);
    // One failure left the window: one more attempt is allowed, and the right password works.
    expect((await passwordGrant(t, user.email, PASSWORD, from)).status).toBe(200);
  });

  it('never locks anybody out for longer than a minute, and 429s do not extend it', async () => {
    const user = await createUser(t);
    const from = nextAddress();
    await fail(user.email, 10, from);
    for (let i = 0; i < 5; i++) {
      clock.advance(10);
      expect((await passwordGrant(t, user.email, 'wrong password', from)).status).toBe(429);
    }
    clock.advance(10);
    expect((await passwordGrant(t, user.email, PASSWORD, from)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(t);
    const from = nextAddress();
    for (let i = 0; i < 12; i++) expect((await passwordGrant(t, user.email, PASSWORD, from)).status).toBe(200);
    await fail(user.email, 9, from);
    expect((await passwordGrant(t, user.email, PASSWORD, from)).status).toBe(200);
  });

  it('counts attempts on emails that have no account', async () => {
    const email = uniqueEmail('ghost');
    const from = nextAddress();
    await fail(email, 10, from);
    expect((await passwordGrant(t, email, 'wrong password', from)).status).toBe(429);
  });
});

describe('sign-in rate limit per address', () => {
  it('limits one address trying many accounts, trusting X-Forwarded-For from the loopback web server', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i++) await fail(uniqueEmail('spray'), 1, from);
    const user = await createUser(t);
    const limited = await passwordGrant(t, user.email, PASSWORD, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
    // Another browser behind the same web server is not affected.
    expect((await passwordGrant(t, user.email, PASSWORD, nextAddress())).status).toBe(200);
  });

  it('ignores X-Forwarded-For from anything but loopback', async () => {
    const remote = { remoteAddress: '198.51.100.7' };
    const attempt = (forwardedFor: string, email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        ...remote,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
        payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
      });
    // A client changing its claimed address each time is still one address.
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`192.0.2.${i}`, uniqueEmail('spoof'), 'wrong password')).statusCode).toBe(400);
    }
    const user = await createUser(t);
    expect((await attempt('192.0.2.200', user.email, PASSWORD)).statusCode).toBe(429);
  });
});
