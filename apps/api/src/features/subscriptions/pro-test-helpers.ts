// Helpers for the PRO API tests: test cards, purchases and a provider that counts its calls.
import { jsonApi, type TestUser } from '../../test/accounts.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsAuthentication: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

/** A payment method id for the card, made through the local processor's route. */
export async function cardToken(t: TestApp, number: string = CARDS.visa): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/local-payments/payment-methods',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada', addressLine: '1 Main St' }),
  });
  if (response.status !== 201) throw new Error(`card failed: ${response.status} ${response.text}`);
  return response.body.id as string;
}

export function purchase(
  t: TestApp,
  user: TestUser | null,
  attributes: Record<string, unknown>,
  key?: string,
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...(user?.headers ?? {}) };
  if (key !== undefined) headers['idempotency-key'] = key;
  return t.request(
    jsonApi(
      'POST',
      '/api/v6/subscriptions',
      'subscriptions',
      { platform: 'stripe', sku: 'campwise_pro_yearly', ...attributes },
      { headers },
    ),
  );
}

/** Buys PRO with a fresh card of the given number; fails the test on anything but 201. */
export async function buyPro(t: TestApp, user: TestUser, number: string = CARDS.visa): Promise<TestResponse> {
  const response = await purchase(t, user, { token: await cardToken(t, number) }, `buy-${user.id}-${Date.now()}`);
  if (response.status !== 201) throw new Error(`purchase failed: ${response.status} ${response.text}`);
  return response;
}

/** Whether the user is PRO, as the web reads it (GET users?filter[current]=1). */
export async function isProNow(t: TestApp, user: TestUser): Promise<boolean> {
  const response = await t.get('/api/v6/users?filter[current]=1', user.headers);
  return response.body.data[0].attributes.pro as boolean;
}

export interface CountingProvider extends CardPaymentProvider {
  calls: {
    createSubscription: number;
    charge: number;
    authorize: number;
    capture: number;
    voidAuthorization: number;
    refund: number;
  };
}

/**
 * A real provider, counting the calls that can charge a card. `inner` is read at each call,
 * so the provider can be handed to buildApp before the test database it needs exists.
 */
export function countingProvider(inner: () => CardPaymentProvider): CountingProvider {
  const calls = { createSubscription: 0, charge: 0, authorize: 0, capture: 0, voidAuthorization: 0, refund: 0 };
  return {
    name: 'local',
    calls,
    ensureCustomer: (input) => inner().ensureCustomer(input),
    createSubscription: (input) => {
      calls.createSubscription += 1;
      return inner().createSubscription(input);
    },
    findLiveSubscription: (customerId) => inner().findLiveSubscription(customerId),
    setCancelAtPeriodEnd: (id, cancel) => inner().setCancelAtPeriodEnd(id, cancel),
    cancelNow: (id) => inner().cancelNow(id),
    charge: (input) => {
      calls.charge += 1;
      return inner().charge(input);
    },
    authorize: (input) => {
      calls.authorize += 1;
      return inner().authorize(input);
    },
    paymentMethodOf: (input) => inner().paymentMethodOf(input),
    capture: (input) => {
      calls.capture += 1;
      return inner().capture(input);
    },
    voidAuthorization: (input) => {
      calls.voidAuthorization += 1;
      return inner().voidAuthorization(input);
    },
    refund: (input) => {
      calls.refund += 1;
      return inner().refund(input);
    },
    parseWebhook: (body, signature) => inner().parseWebhook(body, signature),
  };
}
