// The local test card processor behaves like the Stripe adapter where money is at stake: a
// customer already subscribed is never subscribed twice, and a subscription ended at once is
// never charged again.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProviderCharges, localProviderSubscriptions, subscriptions } from '../../db/schema/index.ts';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { cardToken, CARDS, purchase } from '../subscriptions/pro-test-helpers.ts';
import { runMembershipSweep } from '../subscriptions/membership-sweep.ts';
import { advanceLocalSubscriptions, createLocalPaymentProvider } from './local-provider.ts';
import { localId } from './local-provider-repository.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type CardPaymentProvider,
  type PlanTerms,
} from './payment-provider.ts';

const clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
const YEARLY: PlanTerms = { sku: 'campwise_pro_yearly', name: 'Campwise PRO', amountCents: 5999, trialPeriodDays: 7 };
const NO_TRIAL: PlanTerms = { ...YEARLY, trialPeriodDays: 0 };

let t: TestApp;
let local: CardPaymentProvider;
// The app's provider; a test swaps `inner` for one whose answer is lost.
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
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  inner = local;
});

afterAll(async () => {
  await t?.close();
});

let keys = 0;
const freshKey = () => `local-test-${(keys += 1)}`;

function subscribe(customerId: string, paymentMethodId: string, plan: PlanTerms = YEARLY) {
  return local.createSubscription({ customerId, paymentMethodId, plan, discount: null, idempotencyKey: freshKey() });
}

async function subscriptionsOf(customerId: string) {
  return t.database.db
    .select({ id: localProviderSubscriptions.id, status: localProviderSubscriptions.status })
    .from(localProviderSubscriptions)
    .where(eq(localProviderSubscriptions.customerId, customerId));
}

async function chargesOf(paymentMethodId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(localProviderCharges)
    .where(eq(localProviderCharges.paymentMethodId, paymentMethodId));
  return row?.n ?? 0;
}

describe('createSubscription for a customer already subscribed', () => {
  it('answers the live subscription under a new key instead of creating and charging a second', async () => {
    const customerId = localId('cus_local');
    const card = await cardToken(t);
    const first = await subscribe(customerId, card, NO_TRIAL);
    expect(first.status).toBe('active');
    expect(await chargesOf(card)).toBe(1);

    const again = await subscribe(customerId, await cardToken(t), NO_TRIAL);
    expect(again).toEqual(first);
    expect(await subscriptionsOf(customerId)).toEqual([{ id: first.id, status: 'active' }]);
    expect(await chargesOf(card)).toBe(1);
  });

  it('does not try the card a retry brings', async () => {
    const customerId = localId('cus_local');
    const first = await subscribe(customerId, await cardToken(t));
    const again = await subscribe(customerId, await cardToken(t, CARDS.declined));
    expect(again.id).toBe(first.id);
  });

  it('subscribes a customer again whose earlier subscription has ended', async () => {
    const customerId = localId('cus_local');
    const first = await subscribe(customerId, await cardToken(t));
    await local.cancelNow(first.id);
    const second = await subscribe(customerId, await cardToken(t));
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('trialing');
  });
});

describe('cancelNow', () => {
  it('ends a subscription at once, so its renewal is never charged', async () => {
    const customerId = localId('cus_local');
    const card = await cardToken(t);
    const subscription = await subscribe(customerId, card);

    expect(await local.cancelNow(subscription.id)).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(await local.cancelNow(subscription.id)).toMatchObject({ id: subscription.id, status: 'canceled' });
    const events = await advanceLocalSubscriptions(t.database.db, new Date('2031-07-01T00:00:00Z'));
    expect(events.filter((event) => event.subscription?.id === subscription.id)).toEqual([]);
    expect(await chargesOf(card)).toBe(0);
  });

  it('refuses a subscription it does not know', async () => {
    await expect(local.cancelNow('sub_local_unknown')).rejects.toBeInstanceOf(PaymentDeclinedError);
  });
});

describe('a purchase retried after the local processor’s answer was lost', () => {
  it('records the one subscription the first attempt created, and charges once', async () => {
    const ada = await createUser(t);
    const attributes = { token: await cardToken(t) };
    inner = {
      ...local,
      createSubscription: async (input) => {
        await local.createSubscription(input);
        throw new PaymentProviderError('the answer was lost');
      },
    };
    let lost;
    try {
      lost = await purchase(t, ada, attributes, 'ada-first');
    } finally {
      inner = local;
    }
    expect(lost.status).toBe(502);

    // The web retries with a fresh key after a 502.
    const retried = await purchase(t, ada, attributes, 'ada-second');
    expect(retried.status).toBe(201);
    expect(retried.body.data.attributes.status).toBe('trialing');
    const [membership] = await t.database.db
      .select({ providerCustomerId: subscriptions.providerCustomerId, id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, Number(ada.id)));
    const atProvider = await subscriptionsOf(membership!.providerCustomerId!);
    expect(atProvider).toEqual([{ id: membership!.id, status: 'trialing' }]);

    // A year on, the trial has converted once: one first-year charge.
    await runMembershipSweep({ db: t.database.db, clock: () => new Date('2031-06-02T12:00:00Z'), provider: local });
    expect(await chargesOf(attributes.token)).toBe(1);
  });
});
