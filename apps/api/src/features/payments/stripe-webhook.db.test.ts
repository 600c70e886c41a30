// PRO through Stripe end to end, with a local server answering like Stripe's API (no internet
// here): a purchase through the API, then signed webhook deliveries moving the membership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/accounts.ts';
import {
  signStripePayload,
  startFakeStripeServer,
  type FakeStripeServer,
  type StripeObject,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isProNow, purchase } from '../subscriptions/pro-test-helpers.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook-routes.ts';

const WEBHOOK_SECRET = 'whsec_campwise_db_test';
const YEAR_SECONDS = 365 * 86_400;

let fake: FakeStripeServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_campwise',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
  t = await createTestApp({ paymentProvider: provider });
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

interface StripeMember {
  user: TestUser;
  membershipId: string;
  stripeSubscriptionId: string;
}

async function buyWithStripe(): Promise<StripeMember> {
  const user = await createUser(t);
  const response = await purchase(t, user, { token: 'pm_card_visa' }, `stripe-buy-${user.id}`);
  expect(response.status).toBe(201);
  const stripeSubscriptionId = fake.requestsTo('POST', '/v1/subscriptions').at(-1)?.response?.id;
  expect(stripeSubscriptionId).toMatch(/^sub_/);
  return { user, membershipId: response.body.data.id, stripeSubscriptionId: String(stripeSubscriptionId) };
}

function deliver(event: StripeObject, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature ?? signStripePayload(payload, WEBHOOK_SECRET),
    },
    payload,
  });
}

async function membership(member: StripeMember) {
  const response = await t.get(`/api/v6/subscriptions/${member.membershipId}`, member.user.headers);
  expect(response.status).toBe(200);
  return response.body.data.attributes;
}

describe('buying PRO through Stripe', () => {
  it('starts the trial at Stripe and makes the buyer PRO at once', async () => {
    const member = await buyWithStripe();

    expect(await membership(member)).toMatchObject({ provider: 'stripe', status: 'trialing', pro: true });
    expect(await isProNow(t, member.user)).toBe(true);
    const customer = fake.requestsTo('POST', '/v1/customers').at(-1);
    expect(customer?.params).toMatchObject({ email: member.user.email, metadata: { user_id: member.user.id } });
    expect(fake.subscription(member.stripeSubscriptionId).status).toBe('trialing');
  });

  it('refuses a declined card with Stripe’s message and leaves the buyer free', async () => {
    const user = await createUser(t);
    const response = await purchase(t, user, { token: 'pm_card_chargeDeclined' }, `stripe-declined-${user.id}`);

    expect(response.status).toBe(402);
    expect(response.body.errors[0]).toMatchObject({
      code: 'card_declined',
      title: 'Payment declined',
      detail: 'Your card was declined.',
    });
    expect(await isProNow(t, user)).toBe(false);
  });
});

describe('Stripe webhooks', () => {
  it('converts the trial: active until the new period end', async () => {
    const member = await buyWithStripe();
    const periodEnd = Math.floor(Date.now() / 1000) + YEAR_SECONDS;
    const stored = fake.updateSubscription(member.stripeSubscriptionId, {
      status: 'active',
      currentPeriodEnd: periodEnd,
    });

    const response = await deliver(fake.event('customer.subscription.updated', stored));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await membership(member)).toMatchObject({
      status: 'active',
      'current-period-end': new Date(periodEnd * 1000).toISOString(),
      pro: true,
    });
  });

  it('keeps a member whose renewal failed PRO while Stripe retries (past_due)', async () => {
    const member = await buyWithStripe();
    fake.updateSubscription(member.stripeSubscriptionId, { status: 'past_due' });

    const invoice = fake.invoiceFor(member.stripeSubscriptionId, { paid: false });
    const response = await deliver(fake.event('invoice.payment_failed', invoice));

    expect(response.statusCode).toBe(200);
    expect(await membership(member)).toMatchObject({ status: 'past_due', pro: true });
    expect(await isProNow(t, member.user)).toBe(true);
  });

  it('ends the membership when Stripe deletes the subscription', async () => {
    const member = await buyWithStripe();
    const now = Math.floor(Date.now() / 1000);
    const stored = fake.updateSubscription(member.stripeSubscriptionId, { status: 'canceled', endedAt: now });

    const response = await deliver(fake.event('customer.subscription.deleted', stored));

    expect(response.statusCode).toBe(200);
    expect(await membership(member)).toMatchObject({ status: 'canceled', pro: false });
    expect(await isProNow(t, member.user)).toBe(false);
  });

  it('applies a repeated delivery of the same event once', async () => {
    const member = await buyWithStripe();
    const converted = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(member.stripeSubscriptionId, { status: 'active' }),
    );
    expect((await deliver(converted)).statusCode).toBe(200);
    const failed = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(member.stripeSubscriptionId, { status: 'past_due' }),
    );
    expect((await deliver(failed)).statusCode).toBe(200);

    // Stripe delivers the first event again: acknowledged, and the later state stays.
    const again = await deliver(converted);
    expect(again.statusCode).toBe(200);
    expect(await membership(member)).toMatchObject({ status: 'past_due' });
  });

  it('refuses a delivery whose signature does not verify, and changes nothing', async () => {
    const member = await buyWithStripe();
    const stored = fake.updateSubscription(member.stripeSubscriptionId, { status: 'canceled' });
    const event = fake.event('customer.subscription.deleted', stored);

    const forged = await deliver(event, signStripePayload(JSON.stringify(event), 'whsec_someone_else'));
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });

    for (const response of [forged, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ status: '400', code: 'invalid_signature' });
    }
    expect(await membership(member)).toMatchObject({ status: 'trialing', pro: true });
  });

  it('verifies the exact bytes Stripe sent, whitespace included', async () => {
    const member = await buyWithStripe();
    const stored = fake.updateSubscription(member.stripeSubscriptionId, { status: 'active' });
    // Pretty-printed JSON parses to the same event but signs differently: only the raw body verifies.
    const payload = JSON.stringify(fake.event('customer.subscription.updated', stored), null, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) },
      payload,
    });

    expect(response.statusCode).toBe(200);
    expect(await membership(member)).toMatchObject({ status: 'active' });
  });

  it('answers 503 when Stripe cannot be asked, so that Stripe delivers the event again', async () => {
    const member = await buyWithStripe();
    fake.updateSubscription(member.stripeSubscriptionId, { status: 'past_due' });
    const event = fake.event('invoice.payment_failed', fake.invoiceFor(member.stripeSubscriptionId, { paid: false }));

    // The SDK tries three times (two retries) before giving up.
    fake.failNext({ status: 500, times: 3, pathPrefix: '/v1/subscriptions/' });
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(503);
    expect(await membership(member)).toMatchObject({ status: 'trialing' });

    const redelivered = await deliver(event);
    expect(redelivered.statusCode).toBe(200);
    expect(await membership(member)).toMatchObject({ status: 'past_due' });
  });

  it('does not exist while the local test card processor is the provider', async () => {
    // No Stripe keys: the app the way `npm start` builds it by default.
    const local = await createTestApp({ seed: false });
    const payload = JSON.stringify(
      fake.event('customer.subscription.deleted', { id: 'sub_1', object: 'subscription' }),
    );
    const response = await local.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) },
      payload,
    });
    await local.close();

    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });
});
