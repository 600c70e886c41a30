// The Stripe adapter against a local server that answers like Stripe's API (no internet here):
// what reaches Stripe, and what the purchase code is told back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signStripePayload,
  startFakeStripeServer,
  type FakeStripeServer,
  type StripeObject,
} from '../../test/fake-stripe-server.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  WebhookSignatureError,
  type CardPaymentProvider,
  type PlanTerms,
} from './payment-provider.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { createStripePaymentProvider, STRIPE_API_VERSION } from './stripe-provider.ts';

const SECRET_KEY = 'sk_test_campwise';
const WEBHOOK_SECRET = 'whsec_campwise_test';
const DAY_MS = 86_400_000;

const YEARLY: PlanTerms = { sku: 'campwise_pro_yearly', name: 'Campwise PRO', amountCents: 5999, trialPeriodDays: 7 };
const NO_TRIAL: PlanTerms = { ...YEARLY, sku: 'campwise_pro_now', trialPeriodDays: 0 };

let fake: FakeStripeServer;
let stripe: CardPaymentProvider;
let keyCounter = 0;
const freshKey = () => `key-${(keyCounter += 1)}-${Date.now()}`;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
});

afterAll(async () => {
  await fake.close();
});

async function newCustomer(userId = 7): Promise<string> {
  return stripe.ensureCustomer({
    existingId: null,
    userId,
    email: `camper${userId}@example.com`,
    name: 'Casey Camper',
    idempotencyKey: freshKey(),
  });
}

async function declineOf(promise: Promise<unknown>): Promise<PaymentDeclinedError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentDeclinedError);
  return error as PaymentDeclinedError;
}

/** The subscription the last POST /v1/subscriptions created at the fake Stripe. */
function lastCreatedSubscriptionId(): string {
  const id = fake.requestsTo('POST', '/v1/subscriptions').at(-1)?.response?.id;
  expect(id).toMatch(/^sub_/);
  return String(id);
}

describe('customers', () => {
  it('creates a customer with the user id in its metadata, once per idempotency key', async () => {
    const key = freshKey();
    const input = { existingId: null, userId: 42, email: 'ada@example.com', name: 'Ada', idempotencyKey: key };
    const first = await stripe.ensureCustomer(input);
    const again = await stripe.ensureCustomer(input);

    expect(first).toMatch(/^cus_/);
    expect(again).toBe(first);
    const sent = fake.requestsTo('POST', '/v1/customers').filter((request) => request.idempotencyKey?.startsWith(key));
    expect(sent).toHaveLength(2);
    expect(sent[0]?.params).toMatchObject({ email: 'ada@example.com', name: 'Ada', metadata: { user_id: '42' } });
    expect(sent[0]?.stripeVersion).toBe(STRIPE_API_VERSION);
  });

  it('keeps an existing customer without calling Stripe', async () => {
    const before = fake.requests.length;
    const id = await stripe.ensureCustomer({
      existingId: 'cus_existing',
      userId: 1,
      email: 'a@example.com',
      name: 'A',
      idempotencyKey: freshKey(),
    });
    expect(id).toBe('cus_existing');
    expect(fake.requests.length).toBe(before);
  });
});

describe('subscriptions', () => {
  it('starts a trial without charging, with the card as default and the coupon on it', async () => {
    const customerId = await newCustomer();
    const started = Date.now();
    const subscription = await stripe.createSubscription({
      customerId,
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: { code: 'CAMP20', percentOff: 20, amountOff: null },
      idempotencyKey: freshKey(),
    });

    expect(subscription.status).toBe('trialing');
    expect(subscription.customerId).toBe(customerId);
    expect(subscription.cancelAtPeriodEnd).toBe(false);
    const trialEnd = subscription.trialEnd?.getTime() ?? 0;
    expect(trialEnd - started).toBeGreaterThanOrEqual(7 * DAY_MS - 5000);
    expect(trialEnd - started).toBeLessThanOrEqual(7 * DAY_MS + 5000);
    expect(subscription.currentPeriodEnd.getTime()).toBe(trialEnd);

    const stored = fake.subscription(subscription.id);
    const paymentMethod = stored.default_payment_method;
    expect(paymentMethod).toMatch(/^pm_/);
    const sent = fake.requestsTo('POST', '/v1/subscriptions').at(-1)?.params;
    expect(sent).toMatchObject({
      customer: customerId,
      default_payment_method: paymentMethod,
      trial_period_days: '7',
      payment_behavior: 'allow_incomplete',
      discounts: [{ coupon: 'CAMP20' }],
    });
    expect(fake.requestsTo('POST', '/v1/payment_methods/pm_card_visa/attach').at(-1)?.params).toEqual({
      customer: customerId,
    });
    expect(fake.requestsTo('POST', `/v1/customers/${customerId}`).at(-1)?.params).toEqual({
      invoice_settings: { default_payment_method: paymentMethod },
    });
    expect(stored.status).toBe('trialing');
  });

  it('mirrors a discount code as a Stripe coupon once and reuses it', async () => {
    const coupon = { code: 'SPRING25', percentOff: 25, amountOff: null };
    for (const userId of [11, 12]) {
      await stripe.createSubscription({
        customerId: await newCustomer(userId),
        paymentMethodId: 'pm_card_visa',
        plan: YEARLY,
        discount: coupon,
        idempotencyKey: freshKey(),
      });
    }
    const created = fake.requestsTo('POST', '/v1/coupons').filter((request) => request.params.id === 'SPRING25');
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toMatchObject({ id: 'SPRING25', percent_off: '25', duration: 'repeating' });
    expect(fake.requestsTo('GET', '/v1/coupons/SPRING25')).toHaveLength(2);
  });

  it('creates an amount-off coupon in US dollars', async () => {
    await stripe.createSubscription({
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: { code: 'TENOFF', percentOff: null, amountOff: 1000 },
      idempotencyKey: freshKey(),
    });
    const created = fake.requestsTo('POST', '/v1/coupons').find((request) => request.params.id === 'TENOFF');
    expect(created?.params).toMatchObject({ amount_off: '1000', currency: 'usd' });
    expect(created?.params.percent_off).toBeUndefined();
  });

  it('finds the plan’s price by its lookup key and creates one only for a new amount', async () => {
    const plan: PlanTerms = { ...YEARLY, sku: 'campwise_pro_price_test' };
    const subscribe = (amountCents: number) =>
      newCustomer().then((customerId) =>
        stripe.createSubscription({
          customerId,
          paymentMethodId: 'pm_card_visa',
          plan: { ...plan, amountCents },
          discount: null,
          idempotencyKey: freshKey(),
        }),
      );
    const first = await subscribe(5999);
    await subscribe(5999);
    const pricesFor = () =>
      fake
        .requestsTo('POST', '/v1/prices')
        .filter((request) => String(request.params.lookup_key).startsWith('campwise_pro_price_test_'));
    expect(pricesFor()).toHaveLength(1);
    expect(pricesFor()[0]?.params).toMatchObject({
      product: 'campwise_pro_price_test',
      currency: 'usd',
      unit_amount: '5999',
      recurring: { interval: 'year' },
      lookup_key: 'campwise_pro_price_test_5999',
    });

    await subscribe(4999);
    expect(pricesFor().map((request) => request.params.lookup_key)).toEqual([
      'campwise_pro_price_test_5999',
      'campwise_pro_price_test_4999',
    ]);
    const stored = fake.subscription(first.id);
    const item = (stored.items as { data: StripeObject[] }).data[0];
    expect((item?.price as StripeObject).lookup_key).toBe('campwise_pro_price_test_5999');
  });

  it('charges at once without a trial: active for a year', async () => {
    const started = Date.now();
    const subscription = await stripe.createSubscription({
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      plan: NO_TRIAL,
      discount: null,
      idempotencyKey: freshKey(),
    });
    expect(subscription.status).toBe('active');
    expect(subscription.trialEnd).toBeNull();
    expect(subscription.currentPeriodEnd.getTime() - started).toBeGreaterThan(364 * DAY_MS);
  });

  it('refuses a declined card with Stripe’s message and creates no subscription', async () => {
    const before = fake.requestsTo('POST', '/v1/subscriptions').length;
    const error = await declineOf(
      stripe.createSubscription({
        customerId: await newCustomer(),
        paymentMethodId: 'pm_card_chargeDeclined',
        plan: YEARLY,
        discount: null,
        idempotencyKey: freshKey(),
      }),
    );
    expect(error.code).toBe('card_declined');
    expect(error.message).toBe('Your card was declined.');
    expect(fake.requestsTo('POST', '/v1/subscriptions').length).toBe(before);
  });

  it('tells insufficient funds apart from a plain decline', async () => {
    const error = await declineOf(
      stripe.createSubscription({
        customerId: await newCustomer(),
        paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
        plan: NO_TRIAL,
        discount: null,
        idempotencyKey: freshKey(),
      }),
    );
    expect(error.code).toBe('insufficient_funds');
    expect(error.message).toBe('Your card has insufficient funds.');
  });

  it('refuses a card that needs authentication and cancels the incomplete subscription', async () => {
    const error = await declineOf(
      stripe.createSubscription({
        customerId: await newCustomer(),
        paymentMethodId: 'pm_card_authenticationRequired',
        plan: NO_TRIAL,
        discount: null,
        idempotencyKey: freshKey(),
      }),
    );
    expect(error.code).toBe('authentication_required');
    expect(error.message).toBe('Your card needs to be authenticated by your bank. Please use another card.');
    const subscriptionId = lastCreatedSubscriptionId();
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(fake.subscription(subscriptionId).status).toBe('canceled');
  });

  it('refuses a card whose first charge fails and cancels the incomplete subscription', async () => {
    const error = await declineOf(
      stripe.createSubscription({
        customerId: await newCustomer(),
        paymentMethodId: 'pm_card_chargeCustomerFail',
        plan: NO_TRIAL,
        discount: null,
        idempotencyKey: freshKey(),
      }),
    );
    expect(error.code).toBe('card_declined');
    expect(error.message).toBe('Your card was declined.');
    expect(fake.subscription(lastCreatedSubscriptionId()).status).toBe('canceled');
  });

  it('cancels at period end and resumes', async () => {
    const subscription = await stripe.createSubscription({
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    const cancelled = await stripe.setCancelAtPeriodEnd(subscription.id, true);
    expect(cancelled).toMatchObject({ id: subscription.id, status: 'trialing', cancelAtPeriodEnd: true });
    expect(fake.subscription(subscription.id).cancel_at_period_end).toBe(true);

    const resumed = await stripe.setCancelAtPeriodEnd(subscription.id, false);
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(fake.subscription(subscription.id).cancel_at_period_end).toBe(false);
  });

  it('sends each creating call with a key derived from the caller’s, so a retry creates nothing new', async () => {
    const customerId = await newCustomer();
    const key = freshKey();
    const input = { customerId, paymentMethodId: 'pm_card_visa', plan: YEARLY, discount: null, idempotencyKey: key };
    const first = await stripe.createSubscription(input);
    const again = await stripe.createSubscription(input);
    expect(again.id).toBe(first.id);
    const keys = fake.requestsTo('POST', '/v1/subscriptions').map((request) => request.idempotencyKey);
    // The retry finds the subscription live and sends nothing to create one.
    expect(keys.filter((sent) => sent === `${key}:subscription`)).toHaveLength(1);
    expect(
      fake.requestsTo('POST', '/v1/payment_methods/*').filter((request) => request.idempotencyKey === `${key}:attach`),
    ).toHaveLength(1);
  });

  it('ends a subscription at once, and answers a second cancel without asking Stripe to cancel again', async () => {
    const subscription = await stripe.createSubscription({
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    const ended = await stripe.cancelNow(subscription.id);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(fake.subscription(subscription.id).status).toBe('canceled');

    expect(await stripe.cancelNow(subscription.id)).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
  });

  it('ends a past-due subscription, so its failed renewal is not retried', async () => {
    const subscription = await stripe.createSubscription({
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    fake.updateSubscription(subscription.id, { status: 'past_due' });
    expect((await stripe.cancelNow(subscription.id)).status).toBe('canceled');
    expect(fake.subscription(subscription.id).status).toBe('canceled');
  });

  it('reports a subscription Stripe does not know as a failure, not as ended', async () => {
    const error = await stripe.cancelNow('sub_unknown').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PaymentProviderError);
  });
});

describe('a purchase retried after Stripe’s answer was lost', () => {
  // No SDK retries: the answer is lost for good, as after every retry timed out. The purchase
  // then answers 502, frees its pending row, and the buyer's retry comes with a new key.
  const noRetries = () =>
    createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
  const creationsFor = (customerId: string) =>
    fake.requestsTo('POST', '/v1/subscriptions').filter((request) => request.params.customer === customerId);

  it('gets the subscription Stripe created back instead of creating a second one', async () => {
    const provider = noRetries();
    const customerId = await newCustomer();
    const input = { customerId, paymentMethodId: 'pm_card_visa', plan: NO_TRIAL, discount: null };
    fake.failNext({ method: 'POST', pathPrefix: '/v1/subscriptions', afterHandling: true });
    const lost = await provider
      .createSubscription({ ...input, idempotencyKey: freshKey() })
      .catch((thrown: unknown) => thrown);
    expect(lost).toBeInstanceOf(PaymentProviderError);
    expect(creationsFor(customerId)).toHaveLength(1);
    expect(creationsFor(customerId)[0]?.status).toBe(500);

    const retried = await provider.createSubscription({ ...input, idempotencyKey: freshKey() });
    expect(retried.status).toBe('active');
    expect(retried.customerId).toBe(customerId);
    expect(fake.subscription(retried.id).customer).toBe(customerId);
    // One subscription, so one first-year charge.
    expect(creationsFor(customerId)).toHaveLength(1);
    expect(fake.requestsTo('GET', '/v1/subscriptions').at(-1)?.params).toMatchObject({ customer: customerId });
  });

  it('answers the live subscription without trying the card the retry brings', async () => {
    const customerId = await newCustomer();
    const attaches = () => fake.requestsTo('POST', '/v1/payment_methods/pm_card_chargeDeclined/attach').length;
    const first = await stripe.createSubscription({
      customerId,
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    const attachesBefore = attaches();
    const again = await stripe.createSubscription({
      customerId,
      paymentMethodId: 'pm_card_chargeDeclined',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    expect(again.id).toBe(first.id);
    expect(attaches()).toBe(attachesBefore);
  });

  it('subscribes a customer again whose earlier subscription has ended', async () => {
    const customerId = await newCustomer();
    const input = { customerId, paymentMethodId: 'pm_card_visa', plan: YEARLY, discount: null };
    const first = await stripe.createSubscription({ ...input, idempotencyKey: freshKey() });
    fake.updateSubscription(first.id, { status: 'canceled' });
    const second = await stripe.createSubscription({ ...input, idempotencyKey: freshKey() });
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('trialing');
    expect(creationsFor(customerId)).toHaveLength(2);
  });
});

describe('the live subscription of a customer (an interrupted purchase settled)', () => {
  it('finds the customer’s live subscription, and none once it has ended', async () => {
    const customerId = await newCustomer();
    expect(await stripe.findLiveSubscription(customerId)).toBeNull();
    const made = await stripe.createSubscription({
      customerId,
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    expect(await stripe.findLiveSubscription(customerId)).toEqual(made);
    expect(fake.requestsTo('GET', '/v1/subscriptions').at(-1)?.params).toMatchObject({ customer: customerId });
    fake.updateSubscription(made.id, { status: 'canceled' });
    expect(await stripe.findLiveSubscription(customerId)).toBeNull();
  });

  it('reports a Stripe it cannot reach as PaymentProviderError', async () => {
    const provider = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
    fake.failNext({ method: 'GET', pathPrefix: '/v1/subscriptions' });
    const error = await provider.findLiveSubscription(await newCustomer()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PaymentProviderError);
  });
});

describe('one-off charges', () => {
  it('charges the card at once and returns the payment intent', async () => {
    const key = freshKey();
    const customerId = await newCustomer();
    const charge = await stripe.charge({
      customerId,
      paymentMethodId: 'pm_card_visa',
      amountCents: 5999,
      description: 'Campwise PRO gift',
      idempotencyKey: key,
    });
    expect(charge.id).toMatch(/^pi_/);
    const sent = fake.requestsTo('POST', '/v1/payment_intents').at(-1);
    expect(sent?.idempotencyKey).toBe(`${key}:charge`);
    expect(sent?.params).toMatchObject({
      amount: '5999',
      currency: 'usd',
      customer: customerId,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });
  });

  it('refuses a declined card with Stripe’s message', async () => {
    const error = await declineOf(
      stripe.charge({
        customerId: await newCustomer(),
        paymentMethodId: 'pm_card_chargeDeclinedExpiredCard',
        amountCents: 5999,
        description: 'gift',
        idempotencyKey: freshKey(),
      }),
    );
    expect(error.code).toBe('expired_card');
    expect(error.message).toBe('Your card has expired.');
  });

  it('refuses a card that needs authentication and cancels the intent', async () => {
    const error = await declineOf(
      stripe.charge({
        customerId: await newCustomer(),
        paymentMethodId: 'pm_card_authenticationRequired',
        amountCents: 5999,
        description: 'gift',
        idempotencyKey: freshKey(),
      }),
    );
    expect(error.code).toBe('authentication_required');
    expect(fake.requestsTo('POST', '/v1/payment_intents/*').filter((r) => r.path.endsWith('/cancel'))).toHaveLength(1);
  });
});

describe('when Stripe fails', () => {
  it('reports a 500 as PaymentProviderError', async () => {
    const noRetries = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
    fake.failNext({ status: 500, pathPrefix: '/v1/customers' });
    const error = await noRetries
      .ensureCustomer({ existingId: null, userId: 3, email: 'x@example.com', name: 'X', idempotencyKey: freshKey() })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PaymentProviderError);
  });

  it('retries a 500 with the same idempotency key and gets one customer', async () => {
    const oneRetry = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 1,
    });
    const key = freshKey();
    fake.failNext({ status: 500, pathPrefix: '/v1/customers' });
    const id = await oneRetry.ensureCustomer({
      existingId: null,
      userId: 4,
      email: 'y@example.com',
      name: 'Y',
      idempotencyKey: key,
    });
    expect(id).toMatch(/^cus_/);
    const attempts = fake
      .requestsTo('POST', '/v1/customers')
      .filter((request) => request.idempotencyKey === `${key}:customer`);
    expect(attempts).toHaveLength(2);
  });

  it('reports an unreachable Stripe as PaymentProviderError', async () => {
    const closed = await startFakeStripeServer();
    await closed.close();
    const unreachable = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: closed.url,
      maxNetworkRetries: 0,
    });
    const error = await unreachable
      .charge({
        customerId: 'cus_x',
        paymentMethodId: 'pm_card_visa',
        amountCents: 100,
        description: 'x',
        idempotencyKey: freshKey(),
      })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PaymentProviderError);
  });
});

describe('webhooks', () => {
  let subscriptionId: string;

  beforeAll(async () => {
    const subscription = await stripe.createSubscription({
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      plan: YEARLY,
      discount: null,
      idempotencyKey: freshKey(),
    });
    subscriptionId = subscription.id;
  });

  function delivery(event: StripeObject, secret = WEBHOOK_SECRET, timestamp?: number) {
    const payload = JSON.stringify(event);
    return { body: Buffer.from(payload), header: signStripePayload(payload, secret, timestamp) };
  }

  async function signatureError(promise: Promise<unknown>): Promise<void> {
    await expect(promise).rejects.toBeInstanceOf(WebhookSignatureError);
  }

  it('reads a signed subscription event into the subscription’s state', async () => {
    const nextYear = Math.floor(Date.now() / 1000) + 365 * 86_400;
    const stored = fake.updateSubscription(subscriptionId, { status: 'active', currentPeriodEnd: nextYear });
    const { body, header } = delivery(fake.event('customer.subscription.updated', stored, 'evt_trial_converted'));

    const event = await stripe.parseWebhook(body, header);
    expect(event).toMatchObject({
      id: 'evt_trial_converted',
      type: 'customer.subscription.updated',
      subscription: { id: subscriptionId, status: 'active', cancelAtPeriodEnd: false },
    });
    expect(event.subscription?.currentPeriodEnd.getTime()).toBe(nextYear * 1000);
  });

  it('reads an invoice event by fetching the subscription as it is now', async () => {
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const { body, header } = delivery(
      fake.event('invoice.payment_failed', fake.invoiceFor(subscriptionId, { paid: false })),
    );
    const event = await stripe.parseWebhook(body, header);
    expect(event.subscription).toMatchObject({ id: subscriptionId, status: 'past_due' });
    expect(fake.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).length).toBeGreaterThan(0);
  });

  it('maps Stripe’s ending statuses to canceled', async () => {
    const stored = fake.updateSubscription(subscriptionId, { status: 'unpaid' });
    const { body, header } = delivery(fake.event('customer.subscription.updated', stored));
    expect((await stripe.parseWebhook(body, header)).subscription?.status).toBe('canceled');
  });

  it('reads current_period_end from the subscription in the pre-2025 shape', async () => {
    const legacy = { ...fake.subscription(subscriptionId), status: 'active', current_period_end: 1_900_000_000 };
    const { body, header } = delivery(fake.event('customer.subscription.updated', legacy));
    const event = await stripe.parseWebhook(body, header);
    expect(event.subscription?.currentPeriodEnd.toISOString()).toBe(new Date(1_900_000_000_000).toISOString());
  });

  it('acknowledges other events without a subscription', async () => {
    const { body, header } = delivery(fake.event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect((await stripe.parseWebhook(body, header)).subscription).toBeNull();
  });

  it('rejects a tampered body', async () => {
    const { body, header } = delivery(fake.event('customer.subscription.deleted', fake.subscription(subscriptionId)));
    const tampered = Buffer.from(
      body.toString('utf8').replace('"customer.subscription.deleted"', '"customer.subscription.updated"'),
    );
    await signatureError(stripe.parseWebhook(tampered, header));
  });

  it('rejects a payload signed with another secret', async () => {
    const { body, header } = delivery(
      fake.event('customer.subscription.deleted', fake.subscription(subscriptionId)),
      'whsec_other',
    );
    await signatureError(stripe.parseWebhook(body, header));
  });

  it('rejects a delivery without a signature', async () => {
    const { body } = delivery(fake.event('customer.subscription.deleted', fake.subscription(subscriptionId)));
    await signatureError(stripe.parseWebhook(body, undefined));
    await signatureError(stripe.parseWebhook(body, ''));
  });

  it('rejects a replayed delivery signed long ago', async () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const { body, header } = delivery(
      fake.event('customer.subscription.deleted', fake.subscription(subscriptionId)),
      WEBHOOK_SECRET,
      tenMinutesAgo,
    );
    await signatureError(stripe.parseWebhook(body, header));
  });
});

describe('createPaymentProvider', () => {
  const unused = { db: undefined as never, clock: () => new Date() };

  it('picks Stripe when a secret key is configured', () => {
    const provider = createPaymentProvider({
      ...unused,
      config: { stripeSecretKey: SECRET_KEY, stripePublishableKey: 'pk_test', stripeWebhookSecret: WEBHOOK_SECRET },
    });
    expect(provider.name).toBe('stripe');
  });

  it('refuses a Stripe secret key without a webhook secret', () => {
    expect(() => createPaymentProvider({ ...unused, config: { stripeSecretKey: SECRET_KEY } })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
