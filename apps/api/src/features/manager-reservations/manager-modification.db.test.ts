// Modifications (docs/api-manager.md "Approve, decline, modify, cancel"): the stay moves in one
// transaction or not at all, and the difference is charged or refunded exactly once, also when
// the request is retried, sent twice at once, or the provider cannot be reached.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, localProviderCharges, reservations, siteOccupancies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { PaymentProviderError, type CardPaymentProvider } from '../payments/payment-provider.ts';
import {
  action,
  makeCampers,
  reservationJobRunner,
  settableClock,
  startDraft,
  type Camper,
} from '../reservations/reservation-test-helpers.ts';
import { countingProvider } from '../subscriptions/pro-test-helpers.ts';
import {
  expectError,
  managedCampground,
  manual,
  modificationMoney,
  modify,
  paidStay,
  send,
} from './manager-test-helpers.ts';

// Monday June 3, 2030, noon in Denver.
const clock = settableClock('2030-06-03T18:00:00.000Z');
let local: CardPaymentProvider;
let inner: () => CardPaymentProvider = () => local;
const provider = countingProvider(() => inner());
let t: TestApp;

// Three weekday nights at $25: $75 lodging + $6 booking fee = $81.
const STAY = { startDate: '2030-07-08', endDate: '2030-07-11' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

const setUp = (settings: Record<string, unknown> = {}) => managedCampground(t, clock.now(), settings);

async function row(id: string) {
  const [found] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
  return found!;
}

describe('POST /reservations/{id}/modification', () => {
  it('charges a longer stay’s difference to the same card once; a retry charges nothing more', async () => {
    const { campground, manager, camper } = await setUp();
    const id = await paidStay(t, camper, campground, campground.siteIds[0]!, STAY);
    const longer = await modify(t, manager, id, { 'end-date': '2030-07-12', reason: 'Guest asked for one more night' });
    expect(longer.status, longer.text).toBe(200);
    // Four nights: $100 + $8 fee.
    expect(longer.body.data.attributes).toMatchObject({
      'end-date': '2030-07-12',
      'total-cents': 10800,
      'payment-status': 'captured',
    });
    const again = await modify(t, manager, id, { 'end-date': '2030-07-12', reason: 'Guest asked for one more night' });
    expect(again.status).toBe(200);
    expect(again.body.data.attributes['total-cents']).toBe(10800);

    const money = await modificationMoney(t, id);
    expect(money.charges.map((c) => [c.amountCents, c.status, c.idempotencyKey])).toEqual([
      [2700, 'succeeded', `reservation:${id}:modify:1`],
    ]);
    // The same card as the first payment.
    const [first] = await t.database.db
      .select()
      .from(localProviderCharges)
      .where(eq(localProviderCharges.idempotencyKey, `reservation:${id}:charge:1`));
    expect(money.charges[0]!.paymentMethodId).toBe(first!.paymentMethodId);

    const events = await send(t, camper, 'GET', `/api/v6/reservations/${id}/events`);
    expect(events.status).toBe(200);
    expect(events.body.data.map((e: { attributes: { kind: string } }) => e.attributes.kind)).toEqual([
      'created',
      'modified',
      'modified',
    ]);
    expect(events.body.data[1].attributes.details).toMatchObject({ 'difference-cents': 2700 });
    expect(events.body.data[2].attributes.details).toMatchObject({ 'difference-cents': 0 });

    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, camper.email))
      .orderBy(desc(emailOutbox.id));
    expect(email!.subject).toBe(`Your reservation was changed: ${longer.body.data.attributes['campground-name']}`);
    expect(email!.textBody).toContain('Dates: July 8, 2030 – July 12, 2030');
    expect(email!.textBody).toContain('Total: $108.00');
    expect(email!.textBody).toContain('Reason: Guest asked for one more night');

    // The camper cancelling a week ahead gets back everything, from both charges.
    const cancelled = await action(t, camper, id, 'cancellation');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.attributes).toMatchObject({ 'refunded-cents': 10800, 'payment-status': 'refunded' });
  });

  it('refunds a shorter stay’s difference once, leaving the new total to refund on cancellation', async () => {
    const { campground, manager, camper } = await setUp();
    const id = await paidStay(t, camper, campground, campground.siteIds[0]!, STAY);
    const shorter = await modify(t, manager, id, { 'end-date': '2030-07-10' });
    expect(shorter.status, shorter.text).toBe(200);
    expect(shorter.body.data.attributes).toMatchObject({
      'total-cents': 5400,
      'refunded-cents': 0,
      'payment-status': 'captured',
    });
    expect((await modify(t, manager, id, { 'end-date': '2030-07-10' })).status).toBe(200);
    const money = await modificationMoney(t, id);
    expect(money.refunds.map((r) => [r.amountCents, r.idempotencyKey])).toEqual([[2700, `reservation:${id}:modify:1`]]);
    // The freed night can be booked by someone else.
    const [other] = await makeCampers(t.database.db, 1, clock.now());
    const draft = await startDraft(t, other!, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[0]!,
      startDate: '2030-07-10',
      endDate: '2030-07-11',
    });
    expect(draft.status).toBe(201);
    const cancelled = await action(t, camper, id, 'cancellation');
    expect(cancelled.body.data.attributes).toMatchObject({ 'refunded-cents': 5400, 'payment-status': 'refunded' });
  });

  it('lets one of two modifications sent together through; the difference is charged once', async () => {
    const { campground, manager, camper } = await setUp();
    const id = await paidStay(t, camper, campground, campground.siteIds[0]!, STAY);
    const answers = await Promise.all([
      modify(t, manager, id, { 'end-date': '2030-07-12' }),
      modify(t, manager, id, { 'end-date': '2030-07-12' }),
    ]);
    for (const answer of answers) {
      if (answer.status !== 200) expectError(answer, 409, 'reservation-changed');
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const money = await modificationMoney(t, id);
    expect(money.charges.map((c) => c.amountCents)).toEqual([2700]);
    expect((await row(id)).totalCents).toBe(10800);
  });

  it('answers 409 site-unavailable onto taken nights and changes nothing, charging nothing', async () => {
    const { campground, manager, camper } = await setUp();
    const siteId = campground.siteIds[0]!;
    const id = await paidStay(t, camper, campground, siteId, STAY);
    const [other] = await makeCampers(t.database.db, 1, clock.now());
    await paidStay(t, other!, campground, siteId, { startDate: '2030-07-11', endDate: '2030-07-13' });
    const before = await row(id);
    const occupancyBefore = await t.database.db
      .select()
      .from(siteOccupancies)
      .where(eq(siteOccupancies.reservationId, id));
    const refused = await modify(t, manager, id, { 'end-date': '2030-07-12' });
    expectError(refused, 409, 'site-unavailable');
    expect(await row(id)).toEqual(before);
    expect(await t.database.db.select().from(siteOccupancies).where(eq(siteOccupancies.reservationId, id))).toEqual(
      occupancyBefore,
    );
    expect((await modificationMoney(t, id)).charges).toEqual([]);
    // Another site of the campground that is free: moved there.
    const moved = await modify(t, manager, id, { 'end-date': '2030-07-12' }, campground.siteIds[1]!);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.attributes['site-id']).toBe(String(campground.siteIds[1]));
  });

  it('a refund the provider could not be asked for is made by the settle job, once', async () => {
    const { campground, manager, camper } = await setUp();
    const id = await paidStay(t, camper, campground, campground.siteIds[0]!, STAY);
    inner = () => ({
      ...local,
      refund: async () => {
        throw new PaymentProviderError('socket hang up');
      },
    });
    try {
      const shorter = await modify(t, manager, id, { 'start-date': '2030-07-09' });
      expect(shorter.status, shorter.text).toBe(200);
    } finally {
      inner = () => local;
    }
    expect((await modificationMoney(t, id)).refunds).toEqual([]);
    const runner = reservationJobRunner(t, clock.now, provider);
    await runner.runDue();
    clock.advance(121);
    await runner.runDue();
    clock.advance(61);
    await runner.runDue();
    const money = await modificationMoney(t, id);
    expect(money.refunds.map((r) => r.amountCents)).toEqual([2700]);
    expect(money.movements.map((m) => m.status)).toEqual(['succeeded']);
  });

  it('replaces a pending request’s hold with one for the new total; approval captures that', async () => {
    const { campground, manager, camper } = await setUp({ bookingPolicy: 'request' });
    const id = await paidStay(t, camper, campground, campground.siteIds[0]!, STAY);
    const oldHold = (await row(id)).paymentId!;
    const changed = await modify(t, manager, id, { 'end-date': '2030-07-12' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      status: 'pending',
      'total-cents': 10800,
      'payment-status': 'authorized',
    });
    const charges = await t.database.db.select().from(localProviderCharges);
    expect(charges.find((c) => c.id === oldHold)!.status).toBe('voided');
    const approved = await action(t, manager as Camper, id, 'approval');
    expect(approved.status, approved.text).toBe(200);
    const newHold = (await row(id)).paymentId!;
    const captured = (await t.database.db.select().from(localProviderCharges)).find((c) => c.id === newHold)!;
    expect([captured.status, captured.amountCents]).toEqual(['succeeded', 10800]);
  });

  it('records a manual booking’s new total and dates without touching any card', async () => {
    const { campground, manager } = await setUp();
    const made = await manual(t, manager, campground.siteIds[2]!, {
      'start-date': '2030-07-01',
      'end-date': '2030-07-03',
      'amount-cents': 9000,
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    const calls = { ...provider.calls };
    const changed = await modify(t, manager, id, { 'end-date': '2030-07-04', 'total-cents': 12000 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      'end-date': '2030-07-04',
      'total-cents': 12000,
      'payment-status': 'none',
    });
    expect(provider.calls).toEqual(calls);
  });

  it('refuses ended stays (409 not-modifiable), a departure not after the arrival (422), and non-managers (403)', async () => {
    const { campground, manager, camper } = await setUp();
    const id = await paidStay(t, camper, campground, campground.siteIds[0]!, STAY);
    expect((await modify(t, manager, id, { 'end-date': '2030-07-08' })).status).toBe(422);
    expectError(await modify(t, camper, id, { 'end-date': '2030-07-12' }), 403, 'not-a-manager');
    clock.set('2030-07-12T18:00:00.000Z');
    try {
      expectError(await modify(t, manager, id, { 'end-date': '2030-07-12' }), 409, 'not-modifiable');
    } finally {
      clock.set('2030-06-03T18:00:00.000Z');
    }
  });
});
