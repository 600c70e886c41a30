// A subscription Stripe made for a purchase that never recorded it (the process died, or the
// answer was lost) is recorded from Stripe's webhook: the buyer is charged there, so they are
// PRO here. Deliveries go through the webhook route against the fake Stripe server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, subscriptions } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/accounts.ts';
import {
  signStripePayload,
  startFakeStripeServer,
  type FakeStripeServer,
  type StripeObject,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';
import { createStripePaymentProvider } from '../payments/stripe-provider.ts';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe-webhook-routes.ts';
import { runMembershipSweep } from './membership-sweep.ts';
import { isProNow, purchase } from './pro-test-helpers.ts';
import { insertSubscription, savePaymentCustomer } from './subscription-repository.ts';

const WEBHOOK_SECRET = 'whsec_campwise_reconcile_test';
const PLAN = { sku: 'campwise_pro_yearly', name: 'Campwise PRO', amountCents: 5999, trialPeriodDays: 7 };

let fake: FakeStripeServer;
let provider: CardPaymentProvider;
let t: TestApp;
/** Runs once Stripe has made a purchase's subscription, before the purchase hears of it. */
let beforeAnswer: ((subscriptionId: string) => Promise<void>) | null = null;
const warnings: string[] = [];

// The app's warnings (its Fastify logger, writing to this list), where the webhook route logs.
const warningStream = { write: (line: string) => void warnings.push(line) };

function answeringLate(inner: CardPaymentProvider): CardPaymentProvider {
  return {
    name: inner.name,
    ensureCustomer: (input) => inner.ensureCustomer(input),
    createSubscription: async (input) => {
      const made = await inner.createSubscription(input);
      await beforeAnswer?.(made.id);
      return made;
    },
    findLiveSubscription: (customerId) => inner.findLiveSubscription(customerId),
    setCancelAtPeriodEnd: (id, cancel) => inner.setCancelAtPeriodEnd(id, cancel),
    cancelNow: (id) => inner.cancelNow(id),
    charge: (input) => inner.charge(input),
    authorize: (input) => inner.authorize(input),
    paymentMethodOf: (input) => inner.paymentMethodOf(input),
    capture: (input) => inner.capture(input),
    voidAuthorization: (input) => inner.voidAuthorization(input),
    refund: (input) => inner.refund(input),
    parseWebhook: (body, signature) => inner.parseWebhook(body, signature),
  };
}

beforeAll(async () => {
  fake = await startFakeStripeServer();
  provider = createStripePaymentProvider({
    secretKey: 'sk_test_campwise',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
  t = await createTestApp({
    paymentProvider: answeringLate(provider),
    logger: { level: 'warn', stream: warningStream },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function deliver(event: StripeObject) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET),
    },
    payload,
  });
}

/** A Stripe customer for the user (known here only when `saved`) with a trialing subscription. */
async function subscribedAtStripe(user: TestUser, { saved }: { saved: boolean }) {
  const customerId = await provider.ensureCustomer({
    existingId: null,
    userId: Number(user.id),
    email: user.email,
    name: 'Ada',
    idempotencyKey: `customer:${user.id}`,
  });
  if (saved) await savePaymentCustomer(t.database.db, 'stripe', Number(user.id), customerId, new Date());
  const subscription = await provider.createSubscription({
    customerId,
    paymentMethodId: 'pm_card_visa',
    plan: PLAN,
    discount: null,
    idempotencyKey: `subscription:${user.id}:test`,
  });
  return { customerId, subscriptionId: subscription.id };
}

async function memberships(user: TestUser) {
  const response = await t.get('/api/v6/subscriptions', user.headers);
  expect(response.status).toBe(200);
  return response.body.data as { id: string; attributes: Record<string, unknown> }[];
}

function rowsOf(user: TestUser) {
  return t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, Number(user.id)));
}

describe('a live Stripe subscription no membership records', () => {
  it('completes the purchase left pending when the process stopped mid-call', async () => {
    const ada = await createUser(t);
    const startedAt = new Date();
    const pending = await insertSubscription(t.database.db, {
      userId: Number(ada.id),
      provider: 'stripe',
      status: 'pending',
      sku: PLAN.sku,
      amountCents: 5999,
      firstYearCents: 5999,
      dueNowCents: 0,
      attribution: { utm_source: 'newsletter' },
      idempotencyKey: 'ada-interrupted',
      createdAt: startedAt,
      updatedAt: startedAt,
    });
    if (!('id' in pending)) throw new Error('pending row not inserted');
    const { subscriptionId } = await subscribedAtStripe(ada, { saved: true });
    expect(await isProNow(t, ada)).toBe(false);

    const response = await deliver(fake.event('customer.subscription.created', fake.subscription(subscriptionId)));

    expect(response.statusCode).toBe(200);
    expect(await isProNow(t, ada)).toBe(true);
    const listed = await memberships(ada);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: String(pending.id),
      attributes: { provider: 'stripe', status: 'trialing', pro: true, sku: PLAN.sku },
    });
    expect(listed[0]?.attributes['trial-end']).not.toBeNull();

    // The sweep gives up on purchases pending for 30 minutes: not on this one any more.
    const later = new Date(startedAt.getTime() + 60 * 60_000);
    await runMembershipSweep({ db: t.database.db, clock: () => later, provider });
    expect(await memberships(ada)).toMatchObject([{ attributes: { status: 'trialing', pro: true } }]);
    expect(await isProNow(t, ada)).toBe(true);
  });

  it('records the membership of a purchase whose answer from Stripe was lost', async () => {
    const ada = await createUser(t);
    // Stripe subscribes Ada, but neither the answer nor the SDK's retries' answers come back.
    fake.failNext({ method: 'POST', pathPrefix: '/v1/subscriptions', afterHandling: true, times: 3 });
    expect((await purchase(t, ada, { token: 'pm_card_visa' }, 'ada-lost')).status).toBe(502);
    expect(await rowsOf(ada)).toEqual([]);
    // Asked again for the customer, Stripe answers with the subscription it made.
    const [customer] = fake.requestsTo('POST', '/v1/customers').filter((r) => r.params.email === ada.email);
    const made = await provider.createSubscription({
      customerId: String(customer?.response?.id),
      paymentMethodId: 'pm_card_visa',
      plan: PLAN,
      discount: null,
      idempotencyKey: 'lookup',
    });

    const event = fake.event('customer.subscription.created', fake.subscription(made.id));
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);

    expect(await isProNow(t, ada)).toBe(true);
    expect(await memberships(ada)).toMatchObject([
      { attributes: { provider: 'stripe', status: 'trialing', sku: PLAN.sku, amount: 5999, 'due-now': 0, pro: true } },
    ]);
    const rows = await rowsOf(ada);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerSubscriptionId: made.id, attribution: {} });

    // Later events about it move the recorded membership like any other.
    const converted = fake.updateSubscription(made.id, { status: 'active' });
    expect((await deliver(fake.event('customer.subscription.updated', converted))).statusCode).toBe(200);
    expect(await memberships(ada)).toMatchObject([{ attributes: { status: 'active', pro: true } }]);
  });

  it('leaves a user who is already a member alone, and warns about the second subscription', async () => {
    const ada = await createUser(t);
    const now = new Date();
    const gift = await insertSubscription(t.database.db, {
      userId: Number(ada.id),
      provider: 'gift',
      providerSubscriptionId: `gift-${ada.id}`,
      status: 'active',
      sku: PLAN.sku,
      amountCents: 5999,
      firstYearCents: 5999,
      dueNowCents: 5999,
      currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
      createdAt: now,
      updatedAt: now,
    });
    if (!('id' in gift)) throw new Error('gift row not inserted');
    const { subscriptionId } = await subscribedAtStripe(ada, { saved: true });
    const before = await memberships(ada);

    const response = await deliver(fake.event('customer.subscription.created', fake.subscription(subscriptionId)));

    expect(response.statusCode).toBe(200);
    expect(await memberships(ada)).toEqual(before);
    expect(before).toMatchObject([{ id: String(gift.id), attributes: { provider: 'gift' } }]);
    expect(warnings.some((w) => w.includes(subscriptionId) && w.includes(`gift-${ada.id}`))).toBe(true);
    expect(fake.subscription(subscriptionId).status).toBe('trialing');
  });

  it('ignores a subscription of a customer it does not know', async () => {
    const ada = await createUser(t);
    const { subscriptionId } = await subscribedAtStripe(ada, { saved: false });

    const response = await deliver(fake.event('customer.subscription.created', fake.subscription(subscriptionId)));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await rowsOf(ada)).toEqual([]);
    expect(await isProNow(t, ada)).toBe(false);
  });

  it('completes a purchase a stopped process left pending when the buyer retries, asking Stripe', async () => {
    const ada = await createUser(t);
    // Begun three minutes ago; its process stopped after Stripe had subscribed Ada.
    const startedAt = new Date(Date.now() - 3 * 60_000);
    const pending = await insertSubscription(t.database.db, {
      userId: Number(ada.id),
      provider: 'stripe',
      status: 'pending',
      sku: PLAN.sku,
      amountCents: 5999,
      firstYearCents: 5999,
      dueNowCents: 0,
      idempotencyKey: 'ada-stopped',
      requestFingerprint: 'x',
      createdAt: startedAt,
      updatedAt: startedAt,
    });
    if (!('id' in pending)) throw new Error('pending row not inserted');
    const { subscriptionId } = await subscribedAtStripe(ada, { saved: true });
    const creations = () => fake.requestsTo('POST', '/v1/subscriptions').length;
    const before = creations();

    const retried = await purchase(t, ada, { token: 'pm_card_visa' }, 'ada-retry');

    expect(retried.status).toBe(201);
    expect(retried.body.data).toMatchObject({ id: String(pending.id), attributes: { status: 'trialing', pro: true } });
    expect(await isProNow(t, ada)).toBe(true);
    expect(await rowsOf(ada)).toMatchObject([{ id: pending.id, providerSubscriptionId: subscriptionId }]);
    expect(creations()).toBe(before);
  });

  it('records a purchase once when Stripe’s webhook arrives before the purchase’s answer', async () => {
    const ada = await createUser(t);
    await t.database.db.insert(discountCodes).values({ code: 'RACE20', percentOff: 20 });
    beforeAnswer = async (subscriptionId) => {
      const event = fake.event('customer.subscription.created', fake.subscription(subscriptionId));
      expect((await deliver(event)).statusCode).toBe(200);
    };
    const response = await purchase(t, ada, { token: 'pm_card_visa', coupon: 'RACE20' }, 'ada-raced').finally(() => {
      beforeAnswer = null;
    });

    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({ status: 'trialing', coupon: 'RACE20', pro: true });
    expect(await memberships(ada)).toHaveLength(1);
    const [code] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'RACE20'));
    expect(code?.timesRedeemed).toBe(1);
  });
});
