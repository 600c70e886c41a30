import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import {
  createLocalPaymentMethod,
  loadPaymentSettings,
  loadPlans,
  lookupDiscountCode,
  purchaseSubscription,
} from './pro-api';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(body === null ? '' : JSON.stringify(body), { status });
  };
}

const plan = {
  type: 'platform-subscriptions',
  id: '1',
  attributes: {
    platform: 'stripe',
    sku: 'campwise_pro_yearly',
    name: 'Campwise PRO',
    amount: 5999,
    default: true,
    period: 'year',
    'trial-period-days': 7,
    'intro-price': null,
    discount: { code: 'SPRING25', 'percent-off': 25, 'amount-off': null },
  },
};

describe('PRO API calls', () => {
  it('asks for the web plans and reads them camelCased', async () => {
    const calls: Call[] = [];
    const plans = await loadPlans(createApiClient({ fetch: fakeFetch(200, { data: [plan] }, calls) }));
    expect(calls[0]?.url).toBe('/api/v6/platform-subscriptions?filter%5Bplatform%5D=stripe');
    expect(plans).toEqual([
      expect.objectContaining({
        sku: 'campwise_pro_yearly',
        amount: 5999,
        trialPeriodDays: 7,
        introPrice: null,
        discount: { code: 'SPRING25', percentOff: 25, amountOff: null },
      }),
    ]);
  });

  it('answers null for an unknown discount code and the reason for an unusable one', async () => {
    const missing = createApiClient({ fetch: fakeFetch(404, { errors: [{ status: '404', title: 'Not Found' }] }) });
    expect(await lookupDiscountCode(missing, 'NOPE')).toBeNull();
    const expired = createApiClient({
      fetch: fakeFetch(200, {
        data: {
          type: 'discount-codes',
          id: 'OLD',
          attributes: {
            code: 'OLD',
            'percent-off': 10,
            'amount-off': null,
            valid: false,
            'invalid-reason': 'That discount code has expired.',
            'expires-at': '2020-01-01T00:00:00.000Z',
          },
        },
      }),
    });
    expect(await lookupDiscountCode(expired, 'OLD')).toMatchObject({
      valid: false,
      invalidReason: 'That discount code has expired.',
    });
  });

  it('reads which card form to use', async () => {
    const client = createApiClient({
      fetch: fakeFetch(200, {
        data: {
          type: 'payment-settings',
          id: 'current',
          attributes: { provider: 'stripe', 'publishable-key': 'pk_test_1' },
        },
      }),
    });
    expect(await loadPaymentSettings(client)).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
  });

  it('makes a local payment method, or answers the processor’s message', async () => {
    const calls: Call[] = [];
    const card = {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Pat',
      addressLine: '1 Road',
    };
    expect(
      await createLocalPaymentMethod(card, fakeFetch(201, { id: 'pm_local_1', brand: 'visa', last4: '4242' }, calls)),
    ).toEqual({
      id: 'pm_local_1',
    });
    expect(calls[0]?.url).toBe('/api/local-payments/payment-methods');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(card);
    const refused = fakeFetch(402, {
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    expect(await createLocalPaymentMethod(card, refused)).toEqual({ error: 'Your card number is incorrect.' });
    expect(await createLocalPaymentMethod(card, fakeFetch(500, null))).toEqual({ error: 'Unable to process payment' });
  });

  it('buys with the idempotency key it is given and the spec’s payload', async () => {
    const calls: Call[] = [];
    const answer = {
      data: {
        type: 'subscriptions',
        id: '12',
        attributes: {
          provider: 'local',
          status: 'trialing',
          sku: 'campwise_pro_yearly',
          name: 'Campwise PRO',
          amount: 5999,
          'first-year-amount': 4799,
          'due-now': 0,
          coupon: 'CAMP20',
          'trial-end': '2026-11-29T00:00:00.000Z',
          'current-period-end': '2026-11-29T00:00:00.000Z',
          'cancel-at-period-end': false,
          pro: true,
        },
      },
    };
    const bought = await purchaseSubscription(
      'token-1',
      {
        sku: 'campwise_pro_yearly',
        token: 'pm_local_1',
        coupon: 'CAMP20',
        attribution: { purchase_type: 'trial', experiments: {} },
      },
      'key-1',
      fakeFetch(201, answer, calls),
    );
    expect(bought).toMatchObject({ id: '12', status: 'trialing', firstYearAmount: 4799, pro: true });
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      data: {
        type: 'subscriptions',
        attributes: {
          platform: 'stripe',
          sku: 'campwise_pro_yearly',
          token: 'pm_local_1',
          coupon: 'CAMP20',
          attribution: { purchase_type: 'trial', experiments: {} },
          autorenew: false,
        },
      },
    });
  });

  it('leaves out a missing coupon and throws the API’s errors for a refused purchase', async () => {
    const calls: Call[] = [];
    const declined = fakeFetch(
      402,
      {
        errors: [
          { status: '402', code: 'card_declined', title: 'Payment declined', detail: 'Your card was declined.' },
        ],
      },
      calls,
    );
    const attempt = purchaseSubscription(
      'token-1',
      { sku: 'campwise_pro_yearly', token: 'pm_local_2', coupon: null, attribution: {} },
      'key-2',
      declined,
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 402, errors: [{ detail: 'Your card was declined.' }] });
    expect(JSON.parse(String(calls[0]?.init?.body)).data.attributes).not.toHaveProperty('coupon');
  });
});
