import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProviderCharges, subscriptions } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';
import { applyProviderEvent } from './membership-events.ts';
import { runMembershipSweep } from './membership-sweep.ts';
import { CARDS, cardToken, isProNow, purchase } from './pro-test-helpers.ts';

const START = new Date('2026-11-22T10:00:00.000Z');
const DAY_SECONDS = 86_400;

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(START);
let provider: CardPaymentProvider;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    // Members stay signed in while the tests move the clock by years.
    config: { accessTokenTtlSeconds: 3 * 365 * DAY_SECONDS },
  });
  provider = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  admin = await createAdmin(t);
  const code = await t.request(
    jsonApi(
      'POST',
      '/api/v6/discount-codes',
      'discount-codes',
      { code: 'CAMP20', 'percent-off': 20 },
      {
        headers: admin.headers,
      },
    ),
  );
  expect(code.status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

function cancel(user: TestUser, id: string, value: boolean) {
  return t.request(
    jsonApi(
      'PATCH',
      `/api/v6/subscriptions/${id}`,
      'subscriptions',
      { 'cancel-at-period-end': value },
      {
        id,
        headers: user.headers,
      },
    ),
  );
}

async function membership(user: TestUser, id: string) {
  return (await t.get(`/api/v6/subscriptions/${id}`, user.headers)).body.data.attributes;
}

async function chargesOf(user: TestUser, id: string) {
  const providerId = (
    await t.database.db.query.subscriptions.findFirst({ where: (s, { eq: is }) => is(s.id, Number(id)) })
  )?.providerSubscriptionId;
  return t.database.db
    .select({ amount: localProviderCharges.amountCents, status: localProviderCharges.status })
    .from(localProviderCharges)
    .where(and(eq(localProviderCharges.subscriptionId, providerId ?? '')));
}

async function buy(user: TestUser, number: string = CARDS.visa, coupon?: string): Promise<string> {
  const response = await purchase(t, user, { token: await cardToken(t, number), ...(coupon ? { coupon } : {}) });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

describe('PATCH /api/v6/subscriptions/{id}', () => {
  it('lets the owner (or an admin) cancel at period end and resume; the member stays PRO meanwhile', async () => {
    const ada = await createUser(t);
    const bob = await createUser(t);
    const id = await buy(ada);

    expect((await cancel(bob, id, true)).status).toBe(404);
    const cancelled = await cancel(ada, id, true);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.attributes).toMatchObject({
      'cancel-at-period-end': true,
      status: 'trialing',
      pro: true,
    });
    expect(cancelled.body.data.attributes['canceled-at']).toBe(START.toISOString());
    expect(await isProNow(t, ada)).toBe(true);

    const resumed = await cancel(ada, id, false);
    expect(resumed.body.data.attributes).toMatchObject({ 'cancel-at-period-end': false, 'canceled-at': null });
    const byAdmin = await cancel(admin, id, true);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.attributes['cancel-at-period-end']).toBe(true);
  });

  it('answers 400 for a document naming another id and 422 without the attribute', async () => {
    const ada = await createUser(t);
    const id = await buy(ada);
    const wrongId = await t.request(
      jsonApi(
        'PATCH',
        `/api/v6/subscriptions/${id}`,
        'subscriptions',
        { 'cancel-at-period-end': true },
        {
          id: '999',
          headers: ada.headers,
        },
      ),
    );
    expect(wrongId.status).toBe(400);
    const empty = await t.request(
      jsonApi('PATCH', `/api/v6/subscriptions/${id}`, 'subscriptions', {}, { headers: ada.headers }),
    );
    expect(empty.status).toBe(422);
  });
});

describe('applyProviderEvent', () => {
  it('applies an event once, whatever a repeat delivery says', async () => {
    const ada = await createUser(t);
    const id = await buy(ada);
    const row = await t.database.db.query.subscriptions.findFirst({ where: (s, { eq: is }) => is(s.id, Number(id)) });
    const reported = {
      id: row!.providerSubscriptionId!,
      customerId: row!.providerCustomerId!,
      status: 'trialing' as const,
      trialEnd: row!.trialEnd,
      currentPeriodEnd: row!.currentPeriodEnd!,
      cancelAtPeriodEnd: true,
    };
    const event = { id: 'evt_local_test_1', type: 'customer.subscription.updated', subscription: reported };
    expect(await applyProviderEvent(t.database.db, event, clock.now())).toBe(true);
    expect(await membership(ada, id)).toMatchObject({ 'cancel-at-period-end': true });
    const repeat = { ...event, subscription: { ...reported, status: 'canceled' as const } };
    expect(await applyProviderEvent(t.database.db, repeat, clock.now())).toBe(false);
    expect(await membership(ada, id)).toMatchObject({ status: 'trialing', pro: true });
    expect(await isProNow(t, ada)).toBe(true);
  });
});

describe('the membership sweep', () => {
  it('converts trials, renews years, marks failed charges past due and ends cancelled memberships', async () => {
    const ada = await createUser(t); // trial with a 20% coupon
    const bob = await createUser(t); // 0341: subscribes, then every charge fails
    const cat = await createUser(t); // cancels during the trial
    const adaId = await buy(ada, CARDS.visa, 'CAMP20');
    const bobId = await buy(bob, CARDS.failsLater);
    const catId = await buy(cat);
    expect((await cancel(cat, catId, true)).status).toBe(200);

    // Nothing is due yet.
    expect(await runMembershipSweep({ db: t.database.db, clock: clock.now, provider })).toEqual({
      events: 0,
      giftsEnded: 0,
      interrupted: 0,
    });

    clock.advance(7 * DAY_SECONDS + 60);
    const first = await runMembershipSweep({ db: t.database.db, clock: clock.now, provider });
    expect(first.events).toBeGreaterThanOrEqual(3);

    // The trial became a paid year at the first year's price.
    expect(await membership(ada, adaId)).toMatchObject({
      status: 'active',
      'current-period-end': '2027-11-29T10:00:00.000Z',
      pro: true,
    });
    expect(await chargesOf(ada, adaId)).toEqual([{ amount: 4799, status: 'succeeded' }]);
    expect(await isProNow(t, ada)).toBe(true);

    // The charge failed: past due, still PRO while it is retried.
    expect(await membership(bob, bobId)).toMatchObject({ status: 'past_due', pro: true });
    expect(await isProNow(t, bob)).toBe(true);

    // Cancelled during the trial: ended, never charged.
    expect(await membership(cat, catId)).toMatchObject({ status: 'canceled', pro: false });
    expect((await membership(cat, catId))['ended-at']).not.toBeNull();
    expect(await chargesOf(cat, catId)).toEqual([]);
    expect(await isProNow(t, cat)).toBe(false);
    const ended = await cancel(cat, catId, false);
    expect(ended.status).toBe(422);
    expect(ended.body.errors[0].detail).toBe('This membership has already ended.');

    // Sweeping again at the same time changes nothing and charges nothing.
    expect((await runMembershipSweep({ db: t.database.db, clock: clock.now, provider })).events).toBe(0);
    expect(await chargesOf(ada, adaId)).toHaveLength(1);

    // A year on, the renewal charges the yearly amount; the card that always fails is given up on.
    clock.advance(365 * DAY_SECONDS);
    await runMembershipSweep({ db: t.database.db, clock: clock.now, provider });
    expect(await membership(ada, adaId)).toMatchObject({
      status: 'active',
      'current-period-end': '2028-11-29T10:00:00.000Z',
    });
    expect((await chargesOf(ada, adaId)).map((charge) => charge.amount)).toEqual([4799, 5999]);
    expect(await membership(bob, bobId)).toMatchObject({ status: 'canceled', pro: false });
    expect(await isProNow(t, bob)).toBe(false);
    // Free again, Bob can buy again.
    expect((await purchase(t, bob, { token: await cardToken(t) })).status).toBe(201);
  });

  it('frees the slot of a purchase an interrupted request left pending', async () => {
    const ada = await createUser(t);
    await t.database.db.insert(subscriptions).values({
      userId: Number(ada.id),
      provider: 'local',
      status: 'pending',
      sku: 'campwise_pro_yearly',
      amountCents: 5999,
      firstYearCents: 5999,
      dueNowCents: 0,
      idempotencyKey: 'interrupted',
      requestFingerprint: 'x',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const blocked = await purchase(t, ada, { token: await cardToken(t) });
    expect(blocked.body.errors[0].code).toBe('purchase_in_progress');
    await runMembershipSweep({ db: t.database.db, clock: clock.now, provider });
    expect((await purchase(t, ada, { token: await cardToken(t) })).status).toBe(409);

    clock.advance(31 * 60);
    expect((await runMembershipSweep({ db: t.database.db, clock: clock.now, provider })).interrupted).toBe(1);
    expect((await purchase(t, ada, { token: await cardToken(t) })).status).toBe(201);
  });
});
