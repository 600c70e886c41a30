// Payouts (docs/api-manager.md "Payouts"): the local ledger follows every real money movement of
// a campground's bookings exactly once, and its summary, entries and payouts without Stripe
// (stripe-payouts.db.test.ts covers Stripe Connect).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutLedgerEntries, users } from '../../db/schema/index.ts';
import { resolveAppConfig } from '../../app-config.ts';
import { jsonApi } from '../../test/accounts.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { OutboxEmailSender } from '../email/outbox-email-sender.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { PaymentProviderError, type CardPaymentProvider } from '../payments/payment-provider.ts';
import type { ReservationContext } from '../reservations/reservation-context.ts';
import { settleUnfinishedMovements } from '../reservations/reservation-money.ts';
import {
  action,
  completeDraft,
  makeCampers,
  pay,
  sessionFor,
  settableClock,
  startDraft,
  type Camper,
} from '../reservations/reservation-test-helpers.ts';
import { cardToken, countingProvider } from '../subscriptions/pro-test-helpers.ts';

const clock = settableClock('2030-06-03T18:00:00.000Z');
let local: CardPaymentProvider;
const provider = countingProvider(() => local);
let t: TestApp;
let admin: Camper;

// Three weekday nights at $25: $75 lodging and a $6 booking fee; the campground's share is $75.
const STAY = { startDate: '2030-07-08', endDate: '2030-07-11' };
const TOTAL = 8100;
const SHARE = 7500;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  const [user] = await makeCampers(t.database.db, 1, clock.now());
  await t.database.db.update(users).set({ admin: true }).where(eq(users.id, user!.id));
  admin = user!;
});

afterAll(async () => {
  await t?.close();
});

async function draftFor(campground: BookableCampground, siteIndex = 0): Promise<{ camper: Camper; id: string }> {
  const [camper] = await makeCampers(t.database.db, 1, clock.now());
  const draft = await startDraft(t, camper!, {
    campgroundId: campground.campgroundId,
    siteId: campground.siteIds[siteIndex]!,
    ...STAY,
  });
  expect(draft.status).toBe(201);
  const id = draft.body.data.id as string;
  expect((await completeDraft(t, camper!, id)).status).toBe(200);
  return { camper: camper!, id };
}

async function ledgerOf(campgroundId: number) {
  return t.database.db
    .select({
      kind: payoutLedgerEntries.kind,
      amountCents: payoutLedgerEntries.amountCents,
      key: payoutLedgerEntries.idempotencyKey,
    })
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.campgroundId, campgroundId))
    .orderBy(payoutLedgerEntries.id);
}

/** The local provider, except that the first call of `method` does its work and loses the answer. */
function losingTheFirstAnswer(method: 'charge' | 'refund'): CardPaymentProvider {
  const real = local;
  let lost = false;
  return {
    ...real,
    [method]: async (input: never) => {
      const result = await (real[method] as (input: never) => Promise<{ id: string }>)(input);
      if (lost) return result;
      lost = true;
      throw new PaymentProviderError('socket hang up');
    },
  };
}

/** The settle job's work (reservations.settle-payments), run by hand. */
function settleNow(): Promise<number> {
  const quiet = { warn() {}, info() {}, error() {} };
  return settleUnfinishedMovements({
    db: t.database.db,
    clock: clock.now,
    provider,
    config: resolveAppConfig(),
    emailSender: new OutboxEmailSender(t.database.db, quiet as never, clock.now),
    log: quiet,
  } satisfies ReservationContext);
}

describe('the ledger follows the money', () => {
  it('credits an instant booking once: total less the booking fee, also when the payment is retried', async () => {
    const campground = await createBookableCampground(t.database.db);
    const { camper, id } = await draftFor(campground);
    const card = await cardToken(t);
    const real = local;
    local = losingTheFirstAnswer('charge');
    try {
      expect((await pay(t, camper, id, card)).status).toBe(502);
      const retried = await pay(t, camper, id, card);
      expect(retried.body.data.attributes).toMatchObject({ status: 'confirmed', 'total-cents': TOTAL });
    } finally {
      local = real;
    }
    // A second tab paying the confirmed stay again.
    expect((await pay(t, camper, id, card)).status).toBe(200);
    expect(await ledgerOf(campground.campgroundId)).toEqual([
      { kind: 'credit', amountCents: SHARE, key: `ledger:${id}:charge:1` },
    ]);
  });

  it('credits a request to book when the manager approves it (the capture), not when it is held', async () => {
    const campground = await createBookableCampground(t.database.db, { settings: { bookingPolicy: 'request' } });
    const { camper, id } = await draftFor(campground);
    expect((await pay(t, camper, id, await cardToken(t))).body.data.attributes.status).toBe('pending');
    expect(await ledgerOf(campground.campgroundId)).toEqual([]);
    const manager = await sessionFor(t.database.db, campground.managerUserId!, clock.now());
    expect((await action(t, manager, id, 'approval')).status).toBe(200);
    expect(await ledgerOf(campground.campgroundId)).toEqual([
      { kind: 'credit', amountCents: SHARE, key: `ledger:${id}:capture` },
    ]);
  });

  it("debits the campground's share of a refund once, even when the refund's answer was lost", async () => {
    const campground = await createBookableCampground(t.database.db);
    const { camper, id } = await draftFor(campground);
    expect((await pay(t, camper, id, await cardToken(t))).status).toBe(200);
    const real = local;
    local = losingTheFirstAnswer('refund');
    try {
      // A month before arrival: the policy gives everything back, booking fee included.
      const cancelled = await action(t, camper, id, 'cancellation');
      expect(cancelled.body.data.attributes.status).toBe('cancelled');
    } finally {
      local = real;
    }
    clock.advance(600);
    // The settle job twice: the lost refund is asked for again (the provider replays it), then nothing.
    await settleNow();
    await settleNow();
    expect(await ledgerOf(campground.campgroundId)).toEqual([
      { kind: 'credit', amountCents: SHARE, key: `ledger:${id}:charge:1` },
      { kind: 'debit', amountCents: -SHARE, key: `ledger:${id}:refund` },
    ]);
  });
});

describe('summary, entries and payouts', () => {
  let campground: BookableCampground;
  let manager: Camper;

  beforeAll(async () => {
    campground = await createBookableCampground(t.database.db);
    manager = await sessionFor(t.database.db, campground.managerUserId!, clock.now());
    for (const site of [0, 1]) {
      const { camper, id } = await draftFor(campground, site);
      expect((await pay(t, camper, id, await cardToken(t))).status).toBe(200);
    }
  });

  const summaryUrl = () => `/api/v6/campgrounds/${campground.campgroundId}/payouts`;
  const payout = (who: Camper, amountCents: number) =>
    t.request(jsonApi('POST', summaryUrl(), 'payouts', { 'amount-cents': amountCents }, { headers: who.headers }));

  it("shows the campground's managers and admins what it is owed; nobody else", async () => {
    expect((await t.get(summaryUrl())).status).toBe(401);
    const [stranger] = await makeCampers(t.database.db, 1, clock.now());
    const refused = await t.get(summaryUrl(), stranger!.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('not-a-manager');
    for (const who of [manager, admin]) {
      const response = await t.get(summaryUrl(), who.headers);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.data).toMatchObject({
        type: 'payout-summaries',
        id: String(campground.campgroundId),
        attributes: {
          'balance-cents': 2 * SHARE,
          'credits-cents': 2 * SHARE,
          'debits-cents': 0,
          'paid-out-cents': 0,
          provider: 'local',
          'connect-status': 'not-connected',
          'disabled-reason': null,
          'next-payout-at': null,
        },
      });
    }
  });

  it('refuses to connect a Stripe account: without Stripe the local ledger is the only payout path', async () => {
    for (const path of ['payout-account', 'payout-account/refresh']) {
      const refused = await t.request({
        method: 'POST',
        url: `/api/v6/campgrounds/${campground.campgroundId}/${path}`,
        headers: manager.headers,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({
        code: 'payouts-not-configured',
        detail:
          'Payouts through Stripe are not configured on this server. What the campground is owed is kept in the local ledger.',
      });
    }
  });

  it('refuses a payout above the balance, records one within it, and lists entries newest first', async () => {
    expect((await payout(manager, 100)).status).toBe(403);
    const tooMuch = await payout(admin, 2 * SHARE + 1);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0]).toMatchObject({
      code: 'exceeds-balance',
      detail: 'The payout is more than the balance of $150.00.',
      source: { pointer: '/data/attributes/amount-cents' },
    });
    clock.advance(60);
    const made = await payout(admin, 10_000);
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toMatchObject({
      kind: 'payout',
      'amount-cents': -10_000,
      description: 'Payout',
      'transfer-id': null,
    });

    const summary = await t.get(summaryUrl(), manager.headers);
    expect(summary.body.data.attributes).toMatchObject({
      'balance-cents': 2 * SHARE - 10_000,
      'paid-out-cents': 10_000,
    });
    expect((await payout(admin, 2 * SHARE - 10_000 + 1)).status).toBe(422);

    const page = await t.get(
      `/api/v6/campgrounds/${campground.campgroundId}/payout-entries?page[size]=2`,
      manager.headers,
    );
    expect(page.status).toBe(200);
    expect(page.body.meta.total).toBe(3);
    expect(page.body.data.map((e: { attributes: { kind: string } }) => e.attributes.kind)).toEqual([
      'payout',
      'credit',
    ]);
    expect(page.body.links.next).toContain('page%5Bnumber%5D=2');
  });
});
