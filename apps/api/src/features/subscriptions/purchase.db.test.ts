import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProviderCharges, localProviderSubscriptions, subscriptions } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { PaymentProviderError, type CardPaymentProvider } from '../payments/payment-provider.ts';
import { CARDS, cardToken, countingProvider, isProNow, purchase } from './pro-test-helpers.ts';

const START = new Date('2026-11-22T10:00:00.000Z');
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(START);
let inner: CardPaymentProvider;
const provider = countingProvider(() => inner);

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  inner = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  admin = await createAdmin(t);
  for (const attributes of [
    { code: 'CAMP20', 'percent-off': 20 },
    { code: 'TENOFF', 'amount-off': 1000 },
    { code: 'OLD10', 'percent-off': 10, 'expires-at': '2026-01-01T00:00:00Z' },
  ]) {
    const response = await t.request(
      jsonApi('POST', '/api/v6/discount-codes', 'discount-codes', attributes, { headers: admin.headers }),
    );
    expect(response.status).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

async function localCounts() {
  const db = t.database.db;
  const [subs] = await db.select({ n: count() }).from(localProviderSubscriptions);
  const [charges] = await db.select({ n: count() }).from(localProviderCharges);
  return { subscriptions: subs!.n, charges: charges!.n };
}

async function liveRows(userId: string) {
  return t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, Number(userId)))
    .then((rows) => rows.filter((row) => ['pending', 'trialing', 'active', 'past_due'].includes(row.status)));
}

function patchPlan(attributes: Record<string, unknown>) {
  return t.request(
    jsonApi('PATCH', '/api/v6/platform-subscriptions/1', 'platform-subscriptions', attributes, {
      headers: admin.headers,
    }),
  );
}

describe('POST /api/v6/subscriptions: who may buy', () => {
  it('asks an anonymous buyer to sign in', async () => {
    const response = await purchase(t, null, { token: 'pm_x' });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].detail).toBe('Sign in to get PRO.');
  });

  it('answers 400 for a body that is not a subscriptions document', async () => {
    const ada = await createUser(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/subscriptions',
      headers: { ...ada.headers, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ sku: 'campwise_pro_yearly' }),
    });
    expect(response.status).toBe(400);
    const wrongType = await t.request(
      jsonApi('POST', '/api/v6/subscriptions', 'users', { sku: 'x' }, { headers: ada.headers }),
    );
    expect(wrongType.status).toBe(400);
    const badKey = await purchase(t, ada, { token: 'pm_x' }, 'has space');
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors[0].source).toEqual({ header: 'Idempotency-Key' });
  });

  it('refuses attribution text the database cannot store (half a surrogate pair, NUL) with a 4xx', async () => {
    const ada = await createUser(t);
    for (const value of ['\ud83c', 'a\u0000b']) {
      const response = await purchase(t, ada, { token: await cardToken(t), attribution: { utm_source: value } });
      // Issue 12: refused at the edge for every body, as a 400 naming the member.
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({
        code: 'invalid_body',
        detail: 'Text may not contain NUL characters or unpaired surrogates.',
        source: { pointer: '/data/attributes/attribution/utm_source' },
      });
    }
    const emoji = await purchase(t, ada, { token: await cardToken(t), attribution: { utm_source: 'camp 🏕️' } });
    expect(emoji.status).toBe(201);
    expect(emoji.body.data.attributes.status).toBe('trialing');
  });

  it('refuses a second purchase by a PRO member', async () => {
    const ada = await createUser(t);
    expect((await purchase(t, ada, { token: await cardToken(t) }, 'a1')).status).toBe(201);
    const again = await purchase(t, ada, { token: await cardToken(t) }, 'a2');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'already_pro', detail: 'You are already a PRO member.' });
  });

  it('answers 422 on the sku for a plan that is not on sale', async () => {
    const ada = await createUser(t);
    const response = await purchase(t, ada, { token: await cardToken(t), sku: 'campwise_pro_monthly' });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe('/data/attributes/sku');
    expect(response.body.errors[0].detail).toBe('That PRO plan is not on sale.');
    expect(await isProNow(t, ada)).toBe(false);
  });

  it('answers 422 on the coupon for an unknown or expired code', async () => {
    const ada = await createUser(t);
    const unknown = await purchase(t, ada, { token: await cardToken(t), coupon: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({
      detail: 'That discount code is not valid.',
      source: { pointer: '/data/attributes/coupon' },
    });
    const expired = await purchase(t, ada, { token: await cardToken(t), coupon: 'old10' });
    expect(expired.status).toBe(422);
    expect(expired.body.errors[0].detail).toBe('That discount code has expired.');
  });
});

describe('POST /api/v6/subscriptions: prices and the membership', () => {
  it('starts a 7-day trial with nothing due now, ignoring an amount the client sends; the buyer is PRO at once', async () => {
    const ada = await createUser(t);
    expect(await isProNow(t, ada)).toBe(false);
    const response = await purchase(t, ada, { token: await cardToken(t), amount: 1 }, 'trial-1');
    expect(response.status).toBe(201);
    const attributes = response.body.data.attributes;
    expect(attributes).toMatchObject({
      provider: 'local',
      status: 'trialing',
      sku: 'campwise_pro_yearly',
      name: 'Campwise PRO',
      amount: 5999,
      'first-year-amount': 5999,
      'due-now': 0,
      coupon: null,
      'cancel-at-period-end': false,
      pro: true,
    });
    const trialEnd = new Date(START.getTime() + 7 * DAY_MS).toISOString();
    expect(attributes['trial-end']).toBe(trialEnd);
    expect(attributes['current-period-end']).toBe(trialEnd);
    expect(response.body.data.relationships.user.data).toEqual({ type: 'users', id: ada.id });
    expect(response.headers.location).toBe(`/api/v6/subscriptions/${response.body.data.id}`);
    expect(await isProNow(t, ada)).toBe(true);
  });

  it('takes a percentage coupon off the first year (code matched ignoring case) and counts its use', async () => {
    const ada = await createUser(t);
    const response = await purchase(t, ada, { token: await cardToken(t), coupon: ' camp20 ' });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({ 'first-year-amount': 4799, 'due-now': 0, coupon: 'CAMP20' });
    const code = await t.get('/api/v6/discount-codes/CAMP20', admin.headers);
    expect(code.body.data.attributes['times-redeemed']).toBeGreaterThanOrEqual(1);
  });

  it('takes an amount-off coupon off the first year', async () => {
    const ada = await createUser(t);
    const response = await purchase(t, ada, { token: await cardToken(t), coupon: 'TENOFF' });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({ 'first-year-amount': 4999, amount: 5999 });
  });

  it('lists the membership for its owner only', async () => {
    const ada = await createUser(t);
    const bob = await createUser(t);
    const bought = await purchase(t, ada, { token: await cardToken(t) });
    const list = await t.get('/api/v6/subscriptions', ada.headers);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([bought.body.data.id]);
    expect((await t.get('/api/v6/subscriptions', bob.headers)).body.data).toEqual([]);
    expect((await t.get(`/api/v6/subscriptions/${bought.body.data.id}`, bob.headers)).status).toBe(404);
    expect((await t.get(`/api/v6/subscriptions/${bought.body.data.id}`, admin.headers)).status).toBe(200);
    const forAdmin = await t.get(`/api/v6/subscriptions?filter[user]=${ada.id}`, admin.headers);
    expect(forAdmin.body.data).toHaveLength(1);
    expect((await t.get(`/api/v6/subscriptions?filter[user]=${ada.id}`, bob.headers)).status).toBe(403);
  });
});

describe('POST /api/v6/subscriptions: refused cards', () => {
  it.each([
    [CARDS.declined, 'card_declined', 'Your card was declined.'],
    [CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
    [
      CARDS.needsAuthentication,
      'authentication_required',
      'Your card needs to be authenticated by your bank. Please use another card.',
    ],
  ])('answers 402 with the provider message for %s, and the buyer stays free', async (number, code, message) => {
    const ada = await createUser(t);
    const response = await purchase(t, ada, { token: await cardToken(t, number) }, `declined-${code}`);
    expect(response.status).toBe(402);
    expect(response.body.errors[0]).toMatchObject({ status: '402', code, title: 'Payment declined', detail: message });
    expect(await isProNow(t, ada)).toBe(false);
    expect((await t.get('/api/v6/subscriptions', ada.headers)).body.data).toEqual([]);
    // Another card works right after.
    expect((await purchase(t, ada, { token: await cardToken(t) }, `retry-${code}`)).status).toBe(201);
  });
});

describe('POST /api/v6/subscriptions: retries and races', () => {
  it('answers a retry with the same key with the same 201 and never calls the provider again', async () => {
    const ada = await createUser(t);
    const token = await cardToken(t);
    const first = await purchase(t, ada, { token, coupon: 'CAMP20' }, 'same-key');
    expect(first.status).toBe(201);
    const calls = { ...provider.calls };
    const books = await localCounts();
    const again = await purchase(t, ada, { token, coupon: 'CAMP20' }, 'same-key');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(provider.calls).toEqual(calls);
    expect(await localCounts()).toEqual(books);
  });

  it('answers a retry of a declined purchase with the same 402, without charging again', async () => {
    const ada = await createUser(t);
    const token = await cardToken(t, CARDS.declined);
    const first = await purchase(t, ada, { token }, 'declined-key');
    expect(first.status).toBe(402);
    const calls = { ...provider.calls };
    const again = await purchase(t, ada, { token }, 'declined-key');
    expect(again.status).toBe(402);
    expect(again.body).toEqual(first.body);
    expect(provider.calls).toEqual(calls);
  });

  it('refuses a key sent again with a different purchase', async () => {
    const ada = await createUser(t);
    expect((await purchase(t, ada, { token: await cardToken(t) }, 'reused')).status).toBe(201);
    const other = await purchase(t, ada, { token: await cardToken(t), coupon: 'CAMP20' }, 'reused');
    expect(other.status).toBe(422);
    expect(other.body.errors[0].code).toBe('idempotency_key_reused');
  });

  it('lets only one of two concurrent purchases through', async () => {
    const ada = await createUser(t);
    const [one, two] = await Promise.all([
      purchase(t, ada, { token: await cardToken(t) }, 'race-1'),
      purchase(t, ada, { token: await cardToken(t) }, 'race-2'),
    ]);
    expect([one!.status, two!.status].sort()).toEqual([201, 409]);
    expect(await liveRows(ada.id)).toHaveLength(1);
  });

  it('answers 502 when the provider cannot be reached, charging nothing; the same key then works', async () => {
    const ada = await createUser(t);
    const token = await cardToken(t);
    const working = inner;
    inner = {
      ...working,
      createSubscription: async () => {
        throw new PaymentProviderError('connection refused');
      },
    };
    const failed = await purchase(t, ada, { token }, 'down');
    inner = working;
    expect(failed.status).toBe(502);
    expect(failed.body.errors[0]).toMatchObject({
      code: 'payment_provider_unavailable',
      detail: 'The payment service could not be reached. You have not been charged; please try again.',
    });
    expect(await isProNow(t, ada)).toBe(false);
    expect(await liveRows(ada.id)).toEqual([]);
    expect((await purchase(t, ada, { token }, 'down')).status).toBe(201);
  });
});

describe('POST /api/v6/subscriptions: plans without a trial or without a default', () => {
  it('charges the first year at once when the plan has no trial', async () => {
    expect((await patchPlan({ 'trial-period-days': 0 })).status).toBe(200);
    try {
      const ada = await createUser(t);
      const response = await purchase(t, ada, { token: await cardToken(t), coupon: 'CAMP20' });
      expect(response.status).toBe(201);
      expect(response.body.data.attributes).toMatchObject({
        status: 'active',
        'due-now': 4799,
        'first-year-amount': 4799,
        'trial-end': null,
        'current-period-end': '2027-11-22T10:00:00.000Z',
      });
      const charges = await t.database.db
        .select()
        .from(localProviderCharges)
        .where(inArray(localProviderCharges.amountCents, [4799]));
      expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
      // Without a trial the 0341 card is charged now, and refused.
      const bob = await createUser(t);
      const refused = await purchase(t, bob, { token: await cardToken(t, CARDS.failsLater) });
      expect(refused.status).toBe(402);
      expect(await isProNow(t, bob)).toBe(false);
    } finally {
      expect((await patchPlan({ 'trial-period-days': 7 })).status).toBe(200);
    }
  });

  it('answers 409 no_plan when no plan is the default', async () => {
    expect((await patchPlan({ default: false })).status).toBe(200);
    try {
      const ada = await createUser(t);
      const response = await purchase(t, ada, { token: await cardToken(t) });
      expect(response.status).toBe(409);
      expect(response.body.errors[0]).toMatchObject({
        code: 'no_plan',
        detail: 'PRO is not available to buy right now.',
      });
    } finally {
      expect((await patchPlan({ default: true })).status).toBe(200);
    }
  });
});
