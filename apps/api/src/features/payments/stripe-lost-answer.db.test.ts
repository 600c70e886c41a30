// A purchase whose answer from Stripe was lost answers 502 and frees its pending row; the web
// then retries with a new Idempotency-Key. Stripe had in fact subscribed the buyer: the retry
// must record that subscription, not create (and later charge) a second one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { createUser } from '../../test/accounts.ts';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isProNow, purchase } from '../subscriptions/pro-test-helpers.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';

let fake: FakeStripeServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_campwise',
    webhookSecret: 'whsec_campwise_lost_answer_test',
    apiUrl: fake.url,
  });
  t = await createTestApp({ seed: false, paymentProvider: provider });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('POST /api/v6/subscriptions retried after Stripe’s answer was lost', () => {
  it('records the subscription Stripe created the first time, and creates no second one', async () => {
    const ada = await createUser(t);
    // Stripe creates the subscription every time it is asked, but no answer comes back: not to
    // the first request, nor to the SDK's retries of it (they replay it under the same key).
    fake.failNext({ method: 'POST', pathPrefix: '/v1/subscriptions', afterHandling: true, times: 3 });
    const lost = await purchase(t, ada, { token: 'pm_card_visa' }, 'ada-first-try');
    expect(lost.status).toBe(502);
    expect(await isProNow(t, ada)).toBe(false);

    const retried = await purchase(t, ada, { token: 'pm_card_visa' }, 'ada-second-try');
    expect(retried.status).toBe(201);
    expect(retried.body.data.attributes).toMatchObject({ status: 'trialing', pro: true });
    expect(await isProNow(t, ada)).toBe(true);

    const [membership] = await t.database.db
      .select({ customerId: subscriptions.providerCustomerId, subscriptionId: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, Number(ada.id)));
    // Every creation request is the first try's (the SDK's retries replay its key): Stripe made
    // one subscription, and the retry asked for none.
    const creations = fake
      .requestsTo('POST', '/v1/subscriptions')
      .filter((request) => request.params.customer === membership?.customerId);
    expect(creations.length).toBeGreaterThan(0);
    for (const request of creations) {
      expect(request.idempotencyKey).toBe(`subscription:${ada.id}:ada-first-try:subscription`);
      expect(request.status).toBe(500);
    }
    expect(fake.subscription(membership!.subscriptionId!)).toMatchObject({
      customer: membership?.customerId,
      status: 'trialing',
    });
  });
});
