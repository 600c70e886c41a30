// The Stripe adapter's holds, captures, voids and refunds for stays, against the local server
// that answers like Stripe: PaymentIntents with capture_method manual and the refunds API, each
// call with a key derived from the caller's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.ts';
import { PaymentDeclinedError, PaymentProviderError, type CardPaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';

let fake: FakeStripeServer;
let stripe: CardPaymentProvider;
let keyCounter = 0;
const freshKey = () => `stay-key-${(keyCounter += 1)}-${Date.now()}`;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripePaymentProvider({ secretKey: 'sk_test_campwise', webhookSecret: 'whsec_x', apiUrl: fake.url });
});

afterAll(async () => {
  await fake.close();
});

async function customer(): Promise<string> {
  return stripe.ensureCustomer({
    existingId: null,
    userId: 9,
    email: 'casey@example.com',
    name: 'Casey',
    idempotencyKey: freshKey(),
  });
}

async function hold(paymentMethodId = 'pm_card_visa', amountCents = 14_500, idempotencyKey = freshKey()) {
  return stripe.authorize({
    customerId: await customer(),
    paymentMethodId,
    amountCents,
    description: 'Site 12, June 1–4',
    idempotencyKey,
  });
}

describe('authorize', () => {
  it('creates a confirmed PaymentIntent with manual capture: held, not charged', async () => {
    const key = freshKey();
    const { id } = await hold('pm_card_visa', 14_500, key);
    const [sent] = fake.requestsTo('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey?.startsWith(key));
    expect(sent?.params).toMatchObject({ amount: '14500', currency: 'usd', confirm: 'true', capture_method: 'manual' });
    expect(sent?.idempotencyKey).toBe(`${key}:authorize`);
    expect(sent?.response).toMatchObject({ id, status: 'requires_capture', amount_capturable: 14_500 });
  });

  it('answers the same hold for the same key', async () => {
    const key = freshKey();
    const customerId = await customer();
    const input = {
      customerId,
      paymentMethodId: 'pm_card_visa',
      amountCents: 5_000,
      description: 'x',
      idempotencyKey: key,
    };
    const first = await stripe.authorize(input);
    expect(await stripe.authorize(input)).toEqual(first);
  });

  it('refuses a declined card with Stripe’s code and message', async () => {
    const error = await hold('pm_card_chargeDeclined').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
  });

  it('refuses a card that needs authentication and cancels the intent', async () => {
    const error = await hold('pm_card_authenticationRequired').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'authentication_required' });
    const cancel = fake.requestsTo('POST', '/v1/payment_intents/*').filter((r) => r.path.endsWith('/cancel'));
    expect(cancel.at(-1)?.response).toMatchObject({ status: 'canceled' });
  });
});

describe('capture and void', () => {
  it('captures a hold once: a second capture reads it and asks Stripe nothing more', async () => {
    const { id } = await hold();
    const key = freshKey();
    expect(await stripe.capture({ paymentId: id, idempotencyKey: key })).toEqual({ id });
    expect(await stripe.capture({ paymentId: id, idempotencyKey: key })).toEqual({ id });
    const captures = fake.requestsTo('POST', `/v1/payment_intents/${id}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0]?.idempotencyKey).toBe(`${key}:capture`);
    expect(captures[0]?.response).toMatchObject({ status: 'succeeded', amount_received: 14_500 });
  });

  it('voids a hold once, and a voided hold cannot be captured', async () => {
    const { id } = await hold();
    await stripe.voidAuthorization({ paymentId: id, idempotencyKey: freshKey() });
    await stripe.voidAuthorization({ paymentId: id, idempotencyKey: freshKey() });
    expect(fake.requestsTo('POST', `/v1/payment_intents/${id}/cancel`)).toHaveLength(1);
    await expect(stripe.capture({ paymentId: id, idempotencyKey: freshKey() })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('refund', () => {
  it('refunds part of a charge through the refunds API, once per key', async () => {
    const { id } = await stripe.charge({
      customerId: await customer(),
      paymentMethodId: 'pm_card_visa',
      amountCents: 10_000,
      description: 'Stay',
      idempotencyKey: freshKey(),
    });
    const key = freshKey();
    const first = await stripe.refund({ paymentId: id, amountCents: 4_500, idempotencyKey: key });
    const again = await stripe.refund({ paymentId: id, amountCents: 4_500, idempotencyKey: key });
    expect(first.id).toMatch(/^re_/);
    expect(again).toEqual(first);
    const sent = fake.requestsTo('POST', '/v1/refunds').filter((r) => r.idempotencyKey === `${key}:refund`);
    expect(sent[0]?.params).toMatchObject({ payment_intent: id, amount: '4500' });
    await expect(
      stripe.refund({ paymentId: id, amountCents: 5_501, idempotencyKey: freshKey() }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds a captured hold', async () => {
    const { id } = await hold('pm_card_visa', 8_000);
    await stripe.capture({ paymentId: id, idempotencyKey: freshKey() });
    expect((await stripe.refund({ paymentId: id, amountCents: 8_000, idempotencyKey: freshKey() })).id).toMatch(/^re_/);
  });
});

describe('paymentMethodOf', () => {
  it('reads the card a charge or a hold was paid with from its PaymentIntent', async () => {
    const charged = await stripe.charge({
      customerId: await customer(),
      paymentMethodId: 'pm_card_mastercard',
      amountCents: 8_100,
      description: 'Stay',
      idempotencyKey: freshKey(),
    });
    expect(await stripe.paymentMethodOf({ paymentId: charged.id })).toBe('pm_card_mastercard');
    const held = await hold('pm_card_amex');
    expect(await stripe.paymentMethodOf({ paymentId: held.id })).toBe('pm_card_amex');
    const read = fake.requestsTo('GET', `/v1/payment_intents/${held.id}`);
    expect(read).toHaveLength(1);
    expect(read[0]?.response).toMatchObject({ id: held.id, payment_method: 'pm_card_amex' });
  });

  it('is a provider error for a payment Stripe does not know: nothing to charge', async () => {
    await expect(stripe.paymentMethodOf({ paymentId: 'pi_unknown' })).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('reusing a stay’s card', () => {
  it('saves a stay’s card for off-session use and charges a later change off session', async () => {
    const customerId = await customer();
    const firstKey = freshKey();
    await stripe.authorize({
      customerId,
      paymentMethodId: 'pm_card_visa',
      amountCents: 9_000,
      description: 'Site 3',
      idempotencyKey: firstKey,
      reuse: 'keep-card',
    });
    const laterKey = freshKey();
    await stripe.charge({
      customerId,
      paymentMethodId: 'pm_card_visa',
      amountCents: 2_500,
      description: 'Change',
      idempotencyKey: laterKey,
      reuse: 'off-session',
    });
    const sent = fake.requestsTo('POST', '/v1/payment_intents');
    const first = sent.find((r) => r.idempotencyKey?.startsWith(firstKey));
    const later = sent.find((r) => r.idempotencyKey?.startsWith(laterKey));
    expect(first?.params).toMatchObject({ setup_future_usage: 'off_session' });
    expect(first?.params).not.toHaveProperty('off_session');
    expect(later?.params).toMatchObject({ off_session: 'true' });
    expect(later?.params).not.toHaveProperty('setup_future_usage');
  });

  it('asks nothing of the kind for a one-off charge (a gift)', async () => {
    const key = freshKey();
    await stripe.charge({
      customerId: await customer(),
      paymentMethodId: 'pm_card_visa',
      amountCents: 4_999,
      description: 'Gift',
      idempotencyKey: key,
    });
    const [sent] = fake.requestsTo('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey?.startsWith(key));
    expect(sent?.params).not.toHaveProperty('setup_future_usage');
    expect(sent?.params).not.toHaveProperty('off_session');
  });
});
