// A purchase whose process stopped mid-purchase (docs/api-pro.md "Interrupted purchases"): the
// provider call never returns, as if the process had died between it and the commit, leaving
// the pending row. A retry (same or new Idempotency-Key) or the membership sweep settles it with
// the provider once its heartbeat has been quiet for the in-flight window: one membership, no
// second provider subscription, and no 409 lockout.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, localProviderSubscriptions, subscriptions } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';
import { runMembershipSweep } from './membership-sweep.ts';
import { cardToken, countingProvider, isProNow, purchase } from './pro-test-helpers.ts';
import { IN_FLIGHT_MS } from './purchase-recovery.ts';

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(new Date('2026-11-22T10:00:00.000Z'));
let local: CardPaymentProvider;
let inner: CardPaymentProvider;
const provider = countingProvider(() => inner);

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  inner = local;
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

interface Crash {
  /** The purchase request, which never answers until the crash is released. */
  response: Promise<TestResponse>;
  /** Ends the stuck provider call (the dead process's request is then answered with a 500). */
  release(): Promise<void>;
}

/**
 * Starts a purchase whose provider call stops after the provider has (or, `before`, has not)
 * made the subscription, and never returns: the pending row stays as a crash leaves it.
 */
async function crashingPurchase(
  user: TestUser,
  attributes: Record<string, unknown>,
  key: string,
  where: 'after' | 'before' = 'after',
): Promise<Crash> {
  let reached!: () => void;
  const stopped = new Promise<void>((resolve) => (reached = resolve));
  let die!: (error: Error) => void;
  const dead = new Promise<never>((_, reject) => (die = reject));
  inner = {
    ...local,
    createSubscription: async (input) => {
      if (where === 'after') await local.createSubscription(input);
      reached();
      return dead;
    },
  };
  const response = purchase(t, user, attributes, key);
  await stopped;
  inner = local;
  return {
    response,
    async release() {
      die(new Error('process died'));
      await response;
    },
  };
}

async function rowsOf(user: TestUser) {
  return t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, Number(user.id)));
}

async function providerSubscriptions(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(localProviderSubscriptions);
  return row!.n;
}

const pastWindow = () => clock.advance(IN_FLIGHT_MS / 1000 + 1);

describe('a retry after a crash between the provider call and the commit', () => {
  it('with the same key: 409 while in flight, then the membership the provider made (201)', async () => {
    const ada = await createUser(t);
    const token = await cardToken(t);
    const crash = await crashingPurchase(ada, { token }, 'ada-1');
    const before = await providerSubscriptions();
    expect((await rowsOf(ada)).map((row) => row.status)).toEqual(['pending']);

    // Within the in-flight window the request may still be running.
    const early = await purchase(t, ada, { token }, 'ada-1');
    expect(early.status).toBe(409);
    expect(early.body.errors[0].code).toBe('purchase_in_progress');

    pastWindow();
    const retried = await purchase(t, ada, { token }, 'ada-1');
    expect(retried.status).toBe(201);
    expect(retried.body.data.attributes).toMatchObject({ status: 'trialing', pro: true });
    expect(await isProNow(t, ada)).toBe(true);
    const rows = await rowsOf(ada);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'trialing', idempotencyKey: 'ada-1' });
    expect(retried.body.data.id).toBe(String(rows[0]!.id));
    expect(await providerSubscriptions()).toBe(before);
    // And again: the same answer.
    const again = await purchase(t, ada, { token }, 'ada-1');
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(retried.body.data.id);
    await crash.release();
    expect(await rowsOf(ada)).toHaveLength(1);
  });

  it('with a new key: the membership the provider made, and no second subscription', async () => {
    const bob = await createUser(t);
    const crash = await crashingPurchase(bob, { token: await cardToken(t) }, 'bob-1');
    const before = await providerSubscriptions();
    pastWindow();
    const retried = await purchase(t, bob, { token: await cardToken(t) }, 'bob-2');
    expect(retried.status).toBe(201);
    expect(await isProNow(t, bob)).toBe(true);
    expect((await rowsOf(bob)).map((row) => row.status)).toEqual(['trialing']);
    expect(await providerSubscriptions()).toBe(before);
    // Bought: a further purchase is refused as for any member.
    expect((await purchase(t, bob, { token: await cardToken(t) }, 'bob-3')).body.errors[0].code).toBe('already_pro');
    await crash.release();
  });

  it('when the provider made nothing: the interrupted row is failed and the retry buys', async () => {
    const cy = await createUser(t);
    const crash = await crashingPurchase(cy, { token: await cardToken(t) }, 'cy-1', 'before');
    pastWindow();
    const retried = await purchase(t, cy, { token: await cardToken(t) }, 'cy-2');
    expect(retried.status).toBe(201);
    const rows = await rowsOf(cy);
    expect(rows.map((row) => [row.idempotencyKey, row.status, row.failureCode]).sort()).toEqual([
      ['cy-1', 'failed', 'purchase_interrupted'],
      ['cy-2', 'trialing', null],
    ]);
    await crash.release();
  });

  it('when the provider made nothing, under the same key: the retry buys under that key', async () => {
    const dee = await createUser(t);
    const token = await cardToken(t);
    const crash = await crashingPurchase(dee, { token }, 'dee-1', 'before');
    pastWindow();
    const retried = await purchase(t, dee, { token }, 'dee-1');
    expect(retried.status).toBe(201);
    expect((await rowsOf(dee)).map((row) => [row.idempotencyKey, row.status])).toEqual([['dee-1', 'trialing']]);
    await crash.release();
  });

  it('gives back the coupon an interrupted purchase claimed', async () => {
    const created = await t.request(
      jsonApi(
        'POST',
        '/api/v6/discount-codes',
        'discount-codes',
        { code: 'ONCE', 'percent-off': 50, 'max-redemptions': 1 },
        { headers: admin.headers },
      ),
    );
    expect(created.status).toBe(201);
    const eve = await createUser(t);
    const crash = await crashingPurchase(eve, { token: await cardToken(t), coupon: 'ONCE' }, 'eve-1', 'before');
    pastWindow();
    const retried = await purchase(t, eve, { token: await cardToken(t), coupon: 'ONCE' }, 'eve-2');
    expect(retried.status).toBe(201);
    expect(retried.body.data.attributes['first-year-amount']).toBe(2999);
    const [code] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'ONCE'));
    expect(code?.timesRedeemed).toBe(1);
    await crash.release();
  });
});

describe('the membership sweep after a crash', () => {
  it('completes an interrupted purchase the provider made, minutes after it stopped', async () => {
    const fay = await createUser(t);
    const crash = await crashingPurchase(fay, { token: await cardToken(t) }, 'fay-1');
    const ctx = { db: t.database.db, clock: clock.now, provider };

    clock.advance(60);
    expect((await runMembershipSweep(ctx)).interrupted).toBe(0);
    expect((await rowsOf(fay)).map((row) => row.status)).toEqual(['pending']);

    clock.advance(IN_FLIGHT_MS / 1000);
    expect((await runMembershipSweep(ctx)).interrupted).toBe(1);
    expect((await rowsOf(fay)).map((row) => row.status)).toEqual(['trialing']);
    expect(await isProNow(t, fay)).toBe(true);
    expect((await runMembershipSweep(ctx)).interrupted).toBe(0);
    await crash.release();
    expect((await rowsOf(fay)).map((row) => row.status)).toEqual(['trialing']);
  });

  it('fails one the provider never made, so the buyer can buy again', async () => {
    const gus = await createUser(t);
    const crash = await crashingPurchase(gus, { token: await cardToken(t) }, 'gus-1', 'before');
    pastWindow();
    expect((await runMembershipSweep({ db: t.database.db, clock: clock.now, provider })).interrupted).toBe(1);
    expect((await rowsOf(gus)).map((row) => [row.status, row.failureCode])).toEqual([
      ['failed', 'purchase_interrupted'],
    ]);
    expect((await purchase(t, gus, { token: await cardToken(t) }, 'gus-2')).status).toBe(201);
    await crash.release();
  });
});
