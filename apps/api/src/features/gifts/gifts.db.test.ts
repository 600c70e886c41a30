import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProviderCharges } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, uniqueEmail, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { runMembershipSweep } from '../subscriptions/membership-sweep.ts';
import { buyPro, CARDS, cardToken, isProNow } from '../subscriptions/pro-test-helpers.ts';

const START = new Date('2026-11-22T10:00:00.000Z');
const WEB = 'https://campwise.example';
const DAY_SECONDS = 86_400;

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(START);

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    config: { publicWebUrl: WEB, accessTokenTtlSeconds: 3 * 365 * DAY_SECONDS },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

function buyGift(buyer: TestUser, attributes: Record<string, unknown>, key?: string) {
  return t.request(
    jsonApi('POST', '/api/v6/pro-gifts', 'pro-gifts', attributes, {
      headers: { ...buyer.headers, ...(key ? { 'idempotency-key': key } : {}) },
    }),
  );
}

function redeem(user: TestUser, code: string) {
  return t.request(
    jsonApi('POST', '/api/v6/pro-gift-redemptions', 'pro-gift-redemptions', { code }, { headers: user.headers }),
  );
}

async function outbox(to: string) {
  const response = await t.get(`/api/v6/outbox-emails?filter[to]=${encodeURIComponent(to)}`, admin.headers);
  return response.body.data as { attributes: { subject: string; text: string } }[];
}

async function chargeCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(localProviderCharges);
  return row!.n;
}

describe('POST /api/v6/pro-gifts', () => {
  it('charges the yearly amount once and emails the recipient the code and a link to redeem it', async () => {
    const buyer = await createUser(t, { fullName: 'Grace Hopper' });
    const to = uniqueEmail('friend');
    const before = await chargeCount();
    const response = await buyGift(
      buyer,
      { 'recipient-email': to, 'recipient-name': 'Ada', message: 'Happy camping!', token: await cardToken(t) },
      'gift-1',
    );
    expect(response.status).toBe(201);
    const gift = response.body.data.attributes;
    expect(gift).toMatchObject({
      'recipient-email': to,
      'recipient-name': 'Ada',
      message: 'Happy camping!',
      amount: 5999,
      status: 'paid',
      redeemed: false,
    });
    expect(gift.code).toMatch(/^GIFT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await chargeCount()).toBe(before + 1);

    const [email] = await outbox(to);
    expect(email?.attributes.subject).toBe('Grace Hopper gave you a year of Campwise PRO');
    expect(email?.attributes.text).toContain(gift.code);
    expect(email?.attributes.text).toContain(`${WEB}/pro/gift?code=${gift.code}`);
    expect(email?.attributes.text).toContain('Happy camping!');

    // The same key with another card is another request: refused, nothing charged or sent.
    const again = await buyGift(
      buyer,
      { 'recipient-email': to, 'recipient-name': 'Ada', message: 'Happy camping!', token: await cardToken(t) },
      'gift-1',
    );
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('idempotency_key_reused');

    expect(await chargeCount()).toBe(before + 1);
    const list = await t.get('/api/v6/pro-gifts', buyer.headers);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([response.body.data.id]);
    expect((await t.get(`/api/v6/pro-gifts/${response.body.data.id}`, buyer.headers)).body).toEqual(response.body);
    const stranger = await createUser(t);
    expect((await t.get(`/api/v6/pro-gifts/${response.body.data.id}`, stranger.headers)).status).toBe(404);
    expect(await outbox(to)).toHaveLength(1);
  });

  it('replays the same answer for the same key and payload', async () => {
    const buyer = await createUser(t);
    const attributes = { 'recipient-email': uniqueEmail('friend'), token: await cardToken(t) };
    const first = await buyGift(buyer, attributes, 'gift-replay');
    const charges = await chargeCount();
    const again = await buyGift(buyer, attributes, 'gift-replay');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await chargeCount()).toBe(charges);
  });

  it('answers 402 with the provider message for a refused card, and sends nothing', async () => {
    const buyer = await createUser(t);
    const to = uniqueEmail('friend');
    const response = await buyGift(buyer, { 'recipient-email': to, token: await cardToken(t, CARDS.failsLater) });
    expect(response.status).toBe(402);
    expect(response.body.errors[0]).toMatchObject({ code: 'card_declined', detail: 'Your card was declined.' });
    expect(await outbox(to)).toEqual([]);
    expect((await t.get('/api/v6/pro-gifts', buyer.headers)).body.data).toEqual([]);
  });

  it('checks the recipient email', async () => {
    const buyer = await createUser(t);
    const response = await buyGift(buyer, { 'recipient-email': 'not-an-email', token: await cardToken(t) });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe('/data/attributes/recipient-email');
  });
});

describe('POST /api/v6/pro-gift-redemptions', () => {
  async function newGiftCode(): Promise<string> {
    const buyer = await createUser(t);
    const response = await buyGift(buyer, { 'recipient-email': uniqueEmail('friend'), token: await cardToken(t) });
    expect(response.status).toBe(201);
    return response.body.data.attributes.code as string;
  }

  it('makes the redeemer PRO for a year at once (code typed in any case, with spaces), once', async () => {
    const code = await newGiftCode();
    const ada = await createUser(t);
    const response = await redeem(ada, ` ${code.toLowerCase().replace(/-/g, ' ')} `);
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      provider: 'gift',
      status: 'active',
      'cancel-at-period-end': true,
      'current-period-end': '2027-11-22T10:00:00.000Z',
      pro: true,
    });
    expect(await isProNow(t, ada)).toBe(true);

    const bob = await createUser(t);
    const twice = await redeem(bob, code);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].detail).toBe('That gift code has already been redeemed.');
    expect(await isProNow(t, bob)).toBe(false);

    // A gift cannot be cancelled: it ends by itself.
    const id = response.body.data.id as string;
    const cancel = await t.request(
      jsonApi(
        'PATCH',
        `/api/v6/subscriptions/${id}`,
        'subscriptions',
        { 'cancel-at-period-end': false },
        {
          headers: ada.headers,
        },
      ),
    );
    expect(cancel.status).toBe(422);
    expect(cancel.body.errors[0].detail).toBe('A gift membership ends by itself after its year.');
  });

  it('answers 404 for an unknown code and 409 for a PRO member', async () => {
    const ada = await createUser(t);
    const unknown = await redeem(ada, 'GIFT-2222-3333');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toBe('That gift code is not valid.');

    const member = await createUser(t);
    await buyPro(t, member);
    const code = await newGiftCode();
    const response = await redeem(member, code);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].code).toBe('already_pro');
    // The code is still good for someone else.
    expect((await redeem(ada, code)).status).toBe(201);
  });

  it('ends the gift membership when its year is over', async () => {
    const code = await newGiftCode();
    const ada = await createUser(t);
    const id = (await redeem(ada, code)).body.data.id as string;
    const provider = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });

    clock.advance(364 * DAY_SECONDS);
    await runMembershipSweep({ db: t.database.db, clock: clock.now, provider });
    expect(await isProNow(t, ada)).toBe(true);

    clock.advance(2 * DAY_SECONDS);
    const result = await runMembershipSweep({ db: t.database.db, clock: clock.now, provider });
    expect(result.giftsEnded).toBeGreaterThanOrEqual(1);
    expect(await isProNow(t, ada)).toBe(false);
    const ended = await t.get(`/api/v6/subscriptions/${id}`, ada.headers);
    expect(ended.body.data.attributes).toMatchObject({ status: 'canceled', pro: false });
  });
});
