// The local test card processor's holds, captures, voids and refunds (stays, docs/api-bookings.md):
// each keyed like Stripe, so a retry never moves money twice, and refused the way Stripe refuses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProviderCharges, localProviderRefunds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { cardToken, CARDS } from '../subscriptions/pro-test-helpers.ts';
import { createLocalPaymentProvider } from './local-provider.ts';
import { localId } from './local-provider-repository.ts';
import { PaymentDeclinedError, PaymentProviderError, type CardPaymentProvider } from './payment-provider.ts';

const clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
let t: TestApp;
let local: CardPaymentProvider;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
});

afterAll(async () => {
  await t?.close();
});

let keys = 0;
const freshKey = () => `stay-test-${(keys += 1)}`;

async function chargeRow(id: string) {
  const [row] = await t.database.db.select().from(localProviderCharges).where(eq(localProviderCharges.id, id));
  return row;
}

async function hold(number: string = CARDS.visa, amountCents = 12_345, idempotencyKey = freshKey()) {
  const customerId = localId('cus_local');
  const paymentMethodId = await cardToken(t, number);
  const held = await local.authorize({ customerId, paymentMethodId, amountCents, description: 'Stay', idempotencyKey });
  return { ...held, customerId, paymentMethodId, idempotencyKey };
}

describe('authorize, capture and void', () => {
  it('holds the amount without charging it, and answers the same hold for the same key', async () => {
    const held = await hold();
    expect(await chargeRow(held.id)).toMatchObject({ status: 'authorized', amountCents: 12_345 });
    const again = await local.authorize({
      customerId: held.customerId,
      paymentMethodId: held.paymentMethodId,
      amountCents: 12_345,
      description: 'Stay',
      idempotencyKey: held.idempotencyKey,
    });
    expect(again.id).toBe(held.id);
  });

  it('refuses a declined card with its code and message, and records nothing it could capture', async () => {
    const error = await hold(CARDS.declined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const late = await hold(CARDS.failsLater).catch((caught: unknown) => caught);
    expect(late).toMatchObject({ code: 'card_declined' });
  });

  it('captures once; capturing again answers the capture; a captured charge cannot be voided', async () => {
    const held = await hold();
    expect(await local.capture({ paymentId: held.id, idempotencyKey: freshKey() })).toEqual({ id: held.id });
    expect(await local.capture({ paymentId: held.id, idempotencyKey: freshKey() })).toEqual({ id: held.id });
    expect((await chargeRow(held.id))?.status).toBe('succeeded');
    await expect(local.voidAuthorization({ paymentId: held.id, idempotencyKey: freshKey() })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('voids a hold once; a voided hold cannot be captured', async () => {
    const held = await hold();
    await local.voidAuthorization({ paymentId: held.id, idempotencyKey: freshKey() });
    await local.voidAuthorization({ paymentId: held.id, idempotencyKey: freshKey() });
    expect((await chargeRow(held.id))?.status).toBe('voided');
    await expect(local.capture({ paymentId: held.id, idempotencyKey: freshKey() })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('refund', () => {
  it('gives back part of a charge once per key and never more than was charged', async () => {
    const paymentMethodId = await cardToken(t);
    const { id } = await local.charge({
      customerId: localId('cus_local'),
      paymentMethodId,
      amountCents: 10_000,
      description: 'Stay',
      idempotencyKey: freshKey(),
    });
    const key = freshKey();
    const first = await local.refund({ paymentId: id, amountCents: 6_000, idempotencyKey: key });
    const replay = await local.refund({ paymentId: id, amountCents: 6_000, idempotencyKey: key });
    expect(replay.id).toBe(first.id);
    await expect(
      local.refund({ paymentId: id, amountCents: 4_001, idempotencyKey: freshKey() }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await local.refund({ paymentId: id, amountCents: 4_000, idempotencyKey: freshKey() });
    const rows = await t.database.db.select().from(localProviderRefunds).where(eq(localProviderRefunds.chargeId, id));
    expect(rows.map((row) => row.amountCents).sort()).toEqual([4_000, 6_000]);
  });

  it('refunds concurrently under different keys without going over the charge', async () => {
    const paymentMethodId = await cardToken(t);
    const { id } = await local.charge({
      customerId: localId('cus_local'),
      paymentMethodId,
      amountCents: 1_000,
      description: 'Stay',
      idempotencyKey: freshKey(),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => local.refund({ paymentId: id, amountCents: 400, idempotencyKey: freshKey() })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
  });

  it('refuses to refund a hold that was never captured', async () => {
    const held = await hold();
    await expect(
      local.refund({ paymentId: held.id, amountCents: 100, idempotencyKey: freshKey() }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
