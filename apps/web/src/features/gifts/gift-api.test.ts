import { joinPurchaseErrors } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import { buyGift, redeemGift } from './gift-api';

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const giftResource = {
  type: 'pro-gifts',
  id: '3',
  attributes: {
    code: 'GIFT-7KQ2-M9XD',
    'recipient-email': 'sam@example.org',
    'recipient-name': 'Sam',
    message: null,
    amount: 5999,
    status: 'paid',
    redeemed: false,
    'created-at': '2026-11-22T10:00:00.000Z',
  },
};

const purchase = { recipientEmail: ' sam@example.org ', recipientName: 'Sam', message: '  ', token: 'pm_local_1' };

describe('buying a gift', () => {
  it('sends the recipient, the card token and the attempt key, leaving out a blank message', async () => {
    const { calls, fetch } = recordingFetch(201, { data: giftResource });
    const gift = await buyGift('token', purchase, 'key-1', fetch);
    expect(gift.code).toBe('GIFT-7KQ2-M9XD');
    expect(calls[0]!.url).toBe('/api/v6/pro-gifts');
    expect(calls[0]!.headers['Idempotency-Key']).toBe('key-1');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token');
    expect(calls[0]!.body).toEqual({
      data: {
        type: 'pro-gifts',
        attributes: { 'recipient-email': 'sam@example.org', 'recipient-name': 'Sam', token: 'pm_local_1' },
      },
    });
  });

  it('turns a refused card into the errors the form shows', async () => {
    const { fetch } = recordingFetch(402, {
      errors: [{ status: '402', code: 'card_declined', title: 'Payment declined', detail: 'Your card was declined.' }],
    });
    const failure = await buyGift('token', purchase, 'key-2', fetch).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(joinPurchaseErrors((failure as ApiError).errors)).toBe('Your card was declined.');
  });

  it('still fails clearly when the error body cannot be read', async () => {
    const fetch = (async () => new Response('<html>', { status: 502 })) as typeof globalThis.fetch;
    const failure = await buyGift('token', purchase, 'key-3', fetch).catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(502);
  });
});

describe('redeeming a gift', () => {
  it('posts the code and answers the gift membership', async () => {
    const { calls, fetch } = recordingFetch(201, {
      data: {
        type: 'subscriptions',
        id: '20',
        attributes: {
          provider: 'gift',
          status: 'active',
          sku: 'campwise_pro_yearly',
          name: 'Campwise PRO',
          amount: 5999,
          'first-year-amount': 5999,
          'due-now': 0,
          coupon: null,
          'trial-end': null,
          'current-period-end': '2027-11-22T10:00:00.000Z',
          'cancel-at-period-end': true,
          pro: true,
        },
      },
    });
    const membership = await redeemGift(createApiClient({ fetch, accessToken: 't' }), ' gift-7kq2-m9xd ');
    expect(membership.currentPeriodEnd).toBe('2027-11-22T10:00:00.000Z');
    expect(calls[0]!.url).toBe('/api/v6/pro-gift-redemptions');
    expect(calls[0]!.body).toEqual({ data: { type: 'pro-gift-redemptions', attributes: { code: 'gift-7kq2-m9xd' } } });
  });
});
