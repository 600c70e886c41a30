// Deleting the account of a PRO member ends the membership at the payment provider first, so
// the card is never charged again; when the provider cannot be reached, nothing is deleted.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProviderCharges, localProviderSubscriptions, subscriptions, users } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { PaymentProviderError, type CardPaymentProvider } from '../payments/payment-provider.ts';
import { createStripePaymentProvider } from '../payments/stripe-provider.ts';
import { runMembershipSweep } from '../subscriptions/membership-sweep.ts';
import { buyPro, cardToken, isProNow, purchase } from '../subscriptions/pro-test-helpers.ts';

const START = new Date('2030-06-01T12:00:00Z');
const A_YEAR_LATER = new Date('2031-06-02T12:00:00Z');

let t: TestApp;
let local: CardPaymentProvider;
// The app's provider; a test swaps `inner` for one that fails or waits.
let inner: CardPaymentProvider;
const provider: CardPaymentProvider = {
  name: 'local',
  ensureCustomer: (input) => inner.ensureCustomer(input),
  createSubscription: (input) => inner.createSubscription(input),
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

beforeAll(async () => {
  const clock = createTestClock(START);
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  inner = local;
});

afterAll(async () => {
  await t?.close();
});

function deleteAccount(user: TestUser, caller: TestUser = user, app: TestApp = t) {
  return app.request({ method: 'DELETE', url: `/api/v6/users/${user.id}`, headers: caller.headers });
}

async function providerSubscriptionOf(user: TestUser): Promise<string> {
  const [row] = await t.database.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, Number(user.id)));
  if (!row?.id) throw new Error(`user ${user.id} has no provider subscription`);
  return row.id;
}

async function localSubscription(id: string) {
  const [row] = await t.database.db
    .select({ status: localProviderSubscriptions.status })
    .from(localProviderSubscriptions)
    .where(eq(localProviderSubscriptions.id, id));
  return row;
}

async function chargesOf(subscriptionId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(localProviderCharges)
    .where(eq(localProviderCharges.subscriptionId, subscriptionId));
  return row?.n ?? 0;
}

async function userExists(user: TestUser, app: TestApp = t): Promise<boolean> {
  const rows = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, Number(user.id)));
  return rows.length === 1;
}

describe('DELETE /api/v6/users/{id} of a PRO member', () => {
  it('ends the trial at the provider, so nothing is charged when it would have converted', async () => {
    const [ada, bob] = [await createUser(t), await createUser(t)];
    await buyPro(t, ada);
    await buyPro(t, bob);
    const adas = await providerSubscriptionOf(ada);
    const bobs = await providerSubscriptionOf(bob);

    expect((await deleteAccount(ada)).status).toBe(204);

    expect(await userExists(ada)).toBe(false);
    expect(await localSubscription(adas)).toEqual({ status: 'canceled' });
    await runMembershipSweep({ db: t.database.db, clock: () => A_YEAR_LATER, provider: local });
    expect(await chargesOf(adas)).toBe(0);
    // The same sweep converts the trial of a member who stayed: it would have charged Ada too.
    expect(await chargesOf(bobs)).toBe(1);
    expect(await localSubscription(bobs)).toEqual({ status: 'active' });
  });

  it('ends the membership of an account an admin deletes', async () => {
    const [cy, admin] = [await createUser(t), await createAdmin(t)];
    await buyPro(t, cy);
    const cys = await providerSubscriptionOf(cy);
    expect((await deleteAccount(cy, admin)).status).toBe(204);
    expect(await localSubscription(cys)).toEqual({ status: 'canceled' });
  });

  it('answers 502 and deletes nothing when the provider cannot be reached', async () => {
    const dee = await createUser(t);
    await buyPro(t, dee);
    const dees = await providerSubscriptionOf(dee);
    inner = {
      ...local,
      cancelNow: async () => {
        throw new PaymentProviderError('connection refused');
      },
    };
    let response;
    try {
      response = await deleteAccount(dee);
    } finally {
      inner = local;
    }

    expect(response.status).toBe(502);
    expect(response.body.errors).toEqual([
      {
        status: '502',
        code: 'payment_provider_unavailable',
        title: 'Payment service unavailable',
        detail:
          'The payment service could not be reached, so your PRO membership could not be cancelled and your account has not been deleted. Please try again.',
      },
    ]);
    expect(await userExists(dee)).toBe(true);
    expect(await isProNow(t, dee)).toBe(true);
    expect(await localSubscription(dees)).toEqual({ status: 'trialing' });

    // Once the provider answers again, the same request goes through.
    expect((await deleteAccount(dee)).status).toBe(204);
    expect(await localSubscription(dees)).toEqual({ status: 'canceled' });
  });

  it('answers 409 while a purchase is under way, then deletes once it has finished', async () => {
    const eve = await createUser(t);
    const token = await cardToken(t);
    let started!: () => void;
    const providerCalled = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    inner = {
      ...local,
      createSubscription: async (input) => {
        started();
        await released;
        return local.createSubscription(input);
      },
    };
    try {
      const buying = purchase(t, eve, { token }, `eve-${eve.id}`);
      await providerCalled;
      const refused = await deleteAccount(eve);
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({ status: '409', code: 'purchase_in_progress' });
      expect(await userExists(eve)).toBe(true);
      release();
      expect((await buying).status).toBe(201);
    } finally {
      inner = local;
    }

    const eves = await providerSubscriptionOf(eve);
    expect((await deleteAccount(eve)).status).toBe(204);
    expect(await localSubscription(eves)).toEqual({ status: 'canceled' });
  });
});

describe('DELETE /api/v6/users/{id} of a member billed by Stripe', () => {
  let fake: FakeStripeServer;
  let stripeApp: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    // No SDK retries: a failure the fake is told to give is the answer the API gets.
    const stripe = createStripePaymentProvider({
      secretKey: 'sk_test_campwise',
      webhookSecret: 'whsec_campwise_deletion_test',
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
    stripeApp = await createTestApp({ seed: false, paymentProvider: stripe });
  });

  afterAll(async () => {
    await stripeApp?.close();
    await fake?.close();
  });

  async function buyWithStripe(): Promise<{ user: TestUser; subscriptionId: string }> {
    const user = await createUser(stripeApp);
    const response = await purchase(stripeApp, user, { token: 'pm_card_visa' }, `stripe-${user.id}`);
    expect(response.status).toBe(201);
    const subscriptionId = String(fake.requestsTo('POST', '/v1/subscriptions').at(-1)?.response?.id);
    expect(fake.subscription(subscriptionId).status).toBe('trialing');
    return { user, subscriptionId };
  }

  it('cancels the Stripe subscription at once, then deletes the account', async () => {
    const { user, subscriptionId } = await buyWithStripe();
    expect((await deleteAccount(user, user, stripeApp)).status).toBe(204);
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(fake.subscription(subscriptionId).status).toBe('canceled');
    expect(await userExists(user, stripeApp)).toBe(false);
  });

  it('answers 502 and deletes nothing when Stripe fails', async () => {
    const { user, subscriptionId } = await buyWithStripe();
    fake.failNext({ status: 503, pathPrefix: `/v1/subscriptions/${subscriptionId}` });
    const response = await deleteAccount(user, user, stripeApp);
    expect(response.status).toBe(502);
    expect(response.body.errors[0]).toMatchObject({ status: '502', code: 'payment_provider_unavailable' });
    expect(await userExists(user, stripeApp)).toBe(true);
    expect(await isProNow(stripeApp, user)).toBe(true);
    expect(fake.subscription(subscriptionId).status).toBe('trialing');
  });
});
