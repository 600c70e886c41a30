// A modification whose difference the guest's card refuses (docs/api-manager.md "Approve,
// decline, modify, cancel"): the Stripe adapter against the local Stripe stand-in, whose bank
// refuses the card that paid for the stay when it is charged again. The change is refused with
// Stripe's message and nothing moves: dates, site, lines, totals, the stay's payment, the ledger.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payoutLedgerEntries,
  reservationEvents,
  reservationItems,
  reservationPayments,
  reservations,
  siteOccupancies,
} from '../../db/schema/index.ts';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStripePaymentProvider } from '../payments/stripe-provider.ts';
import { completeDraft, pay, settableClock, startDraft } from '../reservations/reservation-test-helpers.ts';
import { managedCampground, modify } from './manager-test-helpers.ts';

// Monday June 3, 2030, noon in Denver.
const clock = settableClock('2030-06-03T18:00:00.000Z');
let fake: FakeStripeServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripeServer({ now: () => clock.now().getTime() });
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_campwise',
    webhookSecret: 'whsec_campwise_modification_test',
    apiUrl: fake.url,
  });
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Everything a modification may change, the reservation's updated_at aside. */
async function state(id: string) {
  const { db } = t.database;
  const [{ updatedAt: _updatedAt, ...reservation }] = (await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, id))) as [typeof reservations.$inferSelect];
  return {
    reservation,
    items: await db.select().from(reservationItems).where(eq(reservationItems.reservationId, id)),
    occupancy: await db.select().from(siteOccupancies).where(eq(siteOccupancies.reservationId, id)),
    events: await db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)),
    ledger: await db.select().from(payoutLedgerEntries).orderBy(asc(payoutLedgerEntries.id)),
    succeeded: (
      await db
        .select({ key: reservationPayments.idempotencyKey, status: reservationPayments.status })
        .from(reservationPayments)
        .where(eq(reservationPayments.reservationId, id))
    ).filter((payment) => payment.status === 'succeeded'),
  };
}

describe('POST /reservations/{id}/modification when the card refuses the difference', () => {
  it('answers 402 with Stripe’s message and changes nothing; the card accepted again, the retry charges once', async () => {
    const { campground, manager, camper } = await managedCampground(t, clock.now());
    const draft = await startDraft(t, camper, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[0]!,
      startDate: '2030-07-08',
      endDate: '2030-07-11',
    });
    expect(draft.status, draft.text).toBe(201);
    const id = draft.body.data.id as string;
    expect((await completeDraft(t, camper, id)).status).toBe(200);
    const paid = await pay(t, camper, id, 'pm_card_visa');
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.data.attributes).toMatchObject({ status: 'confirmed', 'total-cents': 8100 });
    const before = await state(id);

    fake.declineNextPayments('pm_card_visa');
    const refused = await modify(t, manager, id, { 'end-date': '2030-07-12' }, campground.siteIds[1]!);
    expect(refused.status, refused.text).toBe(402);
    expect(refused.body.errors[0]).toMatchObject({
      status: '402',
      code: 'card_declined',
      detail: 'Your card was declined.',
    });
    expect(await state(id)).toEqual(before);
    // Stripe was asked for the $27 difference with the card of the stay's payment, and refused it.
    const asked = fake.requestsTo('POST', '/v1/payment_intents').filter((r) => r.params.amount === '2700');
    expect(asked.map((r) => [r.params.payment_method, r.status])).toEqual([['pm_card_visa', 402]]);

    // The bank accepts the card again: the manager's next try is a new attempt, charged once.
    const accepted = await modify(t, manager, id, { 'end-date': '2030-07-12' }, campground.siteIds[1]!);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data.attributes).toMatchObject({
      'end-date': '2030-07-12',
      'site-id': String(campground.siteIds[1]),
      'total-cents': 10800,
    });
    const charged = fake
      .requestsTo('POST', '/v1/payment_intents')
      .filter((r) => r.params.amount === '2700' && r.status === 200);
    expect(charged.map((r) => r.idempotencyKey)).toEqual([`reservation:${id}:modify:2:charge`]);
  });
});
