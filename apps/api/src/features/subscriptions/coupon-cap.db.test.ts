// A discount code's redemption cap under concurrent purchases (docs/api-pro.md "Discount codes"):
// a code with max-redemptions 1 bought by 30 buyers at once discounts exactly one membership and
// one charge; a purchase that fails gives its redemption back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, localProviderCharges, subscriptions } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { PaymentProviderError, type CardPaymentProvider } from '../payments/payment-provider.ts';
import { CARDS, cardToken, countingProvider, purchase } from './pro-test-helpers.ts';

const BUYERS = 30;
const FULL = 5999;
const HALF = 2999;

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(new Date('2026-11-22T10:00:00.000Z'));
let inner: CardPaymentProvider;
const provider = countingProvider(() => inner);

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  inner = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  admin = await createAdmin(t);
  // Without a trial the first year is charged at once: a discount shows in the charges.
  const plan = await t.request(
    jsonApi(
      'PATCH',
      '/api/v6/platform-subscriptions/1',
      'platform-subscriptions',
      { 'trial-period-days': 0 },
      {
        id: '1',
        headers: admin.headers,
      },
    ),
  );
  expect(plan.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function newCode(code: string, maxRedemptions: number) {
  const response = await t.request(
    jsonApi(
      'POST',
      '/api/v6/discount-codes',
      'discount-codes',
      { code, 'percent-off': 50, 'max-redemptions': maxRedemptions },
      { headers: admin.headers },
    ),
  );
  expect(response.status).toBe(201);
}

async function timesRedeemed(code: string): Promise<number> {
  const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row!.timesRedeemed;
}

async function memberships(code: string) {
  const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.couponCode, code));
  return rows.filter((row) => row.status !== 'failed');
}

describe('a discount code with max-redemptions 1', () => {
  it(`discounts exactly one of ${BUYERS} concurrent purchases`, async () => {
    await newCode('ONLYONE', 1);
    // Accounts are made one after another: only the purchases race.
    const buyers: TestUser[] = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await createUser(t));
    const tokens = await Promise.all(buyers.map(() => cardToken(t)));
    const chargesBefore = await t.database.db.select().from(localProviderCharges);

    const responses = await Promise.all(
      buyers.map((buyer, index) => purchase(t, buyer, { token: tokens[index], coupon: 'ONLYONE' }, `cap-${index}`)),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others are told the code cannot be used (it is used up), on the coupon.
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual(Array(BUYERS - 1).fill(422));
    expect(refused[0]!.body.errors[0].source).toEqual({ pointer: '/data/attributes/coupon' });

    const won = responses.find((response) => response.status === 201)!;
    expect(won.body.data.attributes).toMatchObject({ 'due-now': HALF, 'first-year-amount': HALF });
    expect(await memberships('ONLYONE')).toHaveLength(1);
    const charges = (await t.database.db.select().from(localProviderCharges)).slice(chargesBefore.length);
    expect(charges.filter((charge) => charge.amountCents === HALF && charge.status === 'succeeded')).toHaveLength(1);
    expect(charges.filter((charge) => charge.amountCents < FULL)).toHaveLength(1);
    expect(await timesRedeemed('ONLYONE')).toBe(1);
  });

  it('gives the redemption back when the card is declined or the provider is down', async () => {
    await newCode('GIVEBACK', 1);
    const ada = await createUser(t);
    const bob = await createUser(t);
    const cy = await createUser(t);

    const declined = await purchase(t, ada, { token: await cardToken(t, CARDS.declined), coupon: 'GIVEBACK' });
    expect(declined.status).toBe(402);
    expect(await timesRedeemed('GIVEBACK')).toBe(0);

    const working = inner;
    inner = {
      ...working,
      createSubscription: async () => {
        throw new PaymentProviderError('connection refused');
      },
    };
    const down = await purchase(t, bob, { token: await cardToken(t), coupon: 'GIVEBACK' });
    inner = working;
    expect(down.status).toBe(502);
    expect(await timesRedeemed('GIVEBACK')).toBe(0);

    // Refused at the charge (no trial: the first year is charged now).
    const refused = await purchase(t, cy, { token: await cardToken(t, CARDS.failsLater), coupon: 'GIVEBACK' });
    expect(refused.status).toBe(402);
    expect(await timesRedeemed('GIVEBACK')).toBe(0);

    const bought = await purchase(t, bob, { token: await cardToken(t), coupon: 'GIVEBACK' });
    expect(bought.status).toBe(201);
    expect(bought.body.data.attributes['due-now']).toBe(HALF);
    expect(await timesRedeemed('GIVEBACK')).toBe(1);
    const after = await purchase(t, ada, { token: await cardToken(t), coupon: 'GIVEBACK' });
    expect(after.status).toBe(422);
  });
});
