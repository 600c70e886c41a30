import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { outboxEmailsTo } from '../../test/outbox.ts';
import { createAdmin, jsonApi, uniqueEmail, type TestUser } from '../../test/accounts.ts';
import { findSubscription } from './newsletter-repository.ts';
import { SUBSCRIBE_REQUESTED_MESSAGE } from './newsletter-service.ts';

const WEB = 'https://campwise.example';
const clock = createTestClock();
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    config: { publicWebUrl: WEB, accessTokenTtlSeconds: 30 * 86_400 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
function subscribe(email: string, from = `203.0.113.${++address}`) {
  return t.request(
    jsonApi(
      'POST',
      '/api/v6/newsletter-subscriptions',
      'newsletter-subscriptions',
      { email },
      {
        headers: { 'x-forwarded-for': from },
      },
    ),
  );
}

function confirm(token: string | undefined) {
  return t.request(jsonApi('POST', '/api/v6/newsletter-confirmations', 'newsletter-confirmations', { token }));
}

function unsubscribe(token: string) {
  return t.request(jsonApi('POST', '/api/v6/newsletter-unsubscriptions', 'newsletter-unsubscriptions', { token }));
}

function outbox(to: string) {
  return outboxEmailsTo(t, admin, to);
}

async function confirmToken(email: string): Promise<string> {
  const [latest] = await outbox(email);
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(latest?.attributes.text ?? '');
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return match[1]!;
}

describe('newsletter double opt-in', () => {
  it('stores a new address pending with a hashed token and emails a confirmation link', async () => {
    const email = uniqueEmail('news');
    const response = await subscribe(email);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ meta: { message: SUBSCRIBE_REQUESTED_MESSAGE } });
    const [sent] = await outbox(email);
    expect(sent?.attributes.subject).toBe('Confirm your Campwise newsletter subscription');
    expect(sent?.attributes.text).toContain(`${WEB}/newsletter/unsubscribe?token=`);
    const token = await confirmToken(email);
    const stored = await findSubscription(t.database.db, email);
    expect(stored).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('confirms with the emailed token, and a second click says the same', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const token = await confirmToken(email);
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.body.meta.message).toMatch(/You're subscribed/);
    expect((await confirm(token)).status).toBe(200);
    expect(await findSubscription(t.database.db, email)).toMatchObject({ status: 'confirmed' });
  });

  it('answers the same for a confirmed address, sends it nothing and keeps its token', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const token = await confirmToken(email);
    await confirm(token);
    const again = await subscribe(email.toUpperCase());
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ meta: { message: SUBSCRIBE_REQUESTED_MESSAGE } });
    expect(await outbox(email)).toHaveLength(1);
    expect((await unsubscribe(token)).status).toBe(200);
  });

  it('gives a pending address a new link on a second request; the older one stops working', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const older = await confirmToken(email);
    await subscribe(email);
    const newer = await confirmToken(email);
    expect(newer).not.toBe(older);
    expect((await confirm(older)).status).toBe(400);
    expect((await confirm(newer)).status).toBe(200);
  });

  it('refuses a link older than 7 days, a made-up one and a missing one', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const token = await confirmToken(email);
    clock.advance(7 * 86_400 + 1);
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0]).toMatchObject({ code: 'invalid_newsletter_token', status: '400' });
    expect((await confirm('not-a-token')).status).toBe(400);
    expect((await confirm(undefined)).status).toBe(400);
    expect(await findSubscription(t.database.db, email)).toMatchObject({ status: 'pending' });
  });

  it('unsubscribes by token, and signing up again needs a new confirmation', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const token = await confirmToken(email);
    await confirm(token);
    expect((await unsubscribe(token)).status).toBe(200);
    expect(await findSubscription(t.database.db, email)).toMatchObject({ status: 'unsubscribed' });
    expect((await unsubscribe('unknown')).status).toBe(400);
    await subscribe(email);
    expect(await findSubscription(t.database.db, email)).toMatchObject({ status: 'pending' });
    expect((await confirm(token)).status).toBe(400);
    expect((await confirm(await confirmToken(email))).status).toBe(200);
  });

  it('refuses a bad email with 422 and stores nothing', async () => {
    const response = await subscribe('not-an-email');
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toBe('Please enter a valid email.');
    expect(await findSubscription(t.database.db, 'not-an-email')).toBeNull();
  });

  it('rate limits: silently per address, with a 429 per client address', async () => {
    const email = uniqueEmail('news');
    for (let i = 0; i < 5; i++) expect((await subscribe(email)).status).toBe(202);
    expect(await outbox(email)).toHaveLength(3);
    const from = '198.51.100.250';
    for (let i = 0; i < 20; i++) expect((await subscribe(uniqueEmail('burst'), from)).status).toBe(202);
    const refused = await subscribe(uniqueEmail('burst'), from);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
