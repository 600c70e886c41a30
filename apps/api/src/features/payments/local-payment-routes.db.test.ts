import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import type { CardPaymentProvider } from './payment-provider.ts';

const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

function createMethod(app: TestApp, body: unknown) {
  return app.request({
    method: 'POST',
    url: '/api/local-payments/payment-methods',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ada',
  addressLine: '1 Main',
};

describe('POST /api/local-payments/payment-methods', () => {
  it('turns a test card into a payment method id, without a session', async () => {
    const response = await createMethod(t, CARD);
    expect(response.status).toBe(201);
    expect(response.type).toContain('application/json');
    expect(response.body).toEqual({ id: expect.stringMatching(/^pm_local_/), brand: 'visa', last4: '4242' });
  });

  it('answers 402 with a Stripe-style card error', async () => {
    const response = await createMethod(t, { ...CARD, number: '4242424242424241' });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    const past = await createMethod(t, { ...CARD, expYear: 2024 });
    expect(past.body.error).toMatchObject({ code: 'invalid_expiry_year' });
  });

  it('answers 400 for a body without the card fields', async () => {
    const response = await createMethod(t, { number: '4242424242424242' });
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
  });
});

describe('GET /api/v6/payment-settings/current', () => {
  it('tells the browser to use the local card form', async () => {
    const response = await t.get('/api/v6/payment-settings/current');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'payment-settings',
      id: 'current',
      attributes: { provider: 'local', 'publishable-key': null },
    });
  });

  it('with Stripe: the publishable key, and no local card processor', async () => {
    const stripe = { name: 'stripe' } as CardPaymentProvider;
    const app = await createTestApp({
      seed: false,
      paymentProvider: stripe,
      config: { stripePublishableKey: 'pk_test_123' },
    });
    try {
      const settings = await app.get('/api/v6/payment-settings/current');
      expect(settings.body.data.attributes).toEqual({ provider: 'stripe', 'publishable-key': 'pk_test_123' });
      expect((await createMethod(app, CARD)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
