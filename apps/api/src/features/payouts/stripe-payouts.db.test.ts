// Payouts through Stripe Connect (decision 0018, docs/api-manager.md "Payouts"), with the API
// configured for Stripe and pointed at a local server answering like Stripe's API: connecting a
// campground's account, its state from Stripe, and transfers that pay each balance exactly once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payoutLedgerEntries } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { scheduleRecurring } from '../../jobs/job-repository.ts';
import { createAdmin } from '../../test/accounts.ts';
import {
  signStripePayload,
  startFakeStripeServer,
  type FakeStripeServer,
  type StripeObject,
} from '../../test/fake-stripe-server.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { doc, expectError, send, type Caller } from '../manager-reservations/manager-test-helpers.ts';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe-webhook-routes.ts';
import { makeCampers, sessionFor, settableClock } from '../reservations/reservation-test-helpers.ts';
import { createPayoutProvider } from './create-payout-provider.ts';
import type { PayoutContext } from './payout-context.ts';
import { payoutTransferJob, registerPayoutJobs } from './payout-jobs.ts';
import { settleUnconfirmedTransfers, transferAllBalances, transferBalance } from './payout-transfers.ts';

const WEBHOOK_SECRET = 'whsec_campwise_payouts';
const WEB = 'https://campwise.example';
const clock = settableClock('2030-06-03T18:00:00.000Z');
const quiet = { info() {}, warn() {}, error() {} };

let fake: FakeStripeServer;
let t: TestApp;
let ctx: PayoutContext;
let admin: Caller;

beforeAll(async () => {
  fake = await startFakeStripeServer({ now: () => clock.now().getTime() });
  const config = {
    stripeSecretKey: 'sk_test_campwise',
    stripePublishableKey: 'pk_test_campwise',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: fake.url,
    publicWebUrl: WEB,
    payoutTransferHours: 24,
  };
  // Both providers come from the configuration, as in production.
  t = await createTestApp({ seed: false, clock: clock.now, config });
  ctx = { db: t.database.db, clock: clock.now, config, payouts: createPayoutProvider(config), log: quiet };
  admin = await createAdmin(t);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.setAvailableBalance(null);
});

interface Managed {
  campground: BookableCampground;
  manager: Caller;
  url: string;
}

async function managed(): Promise<Managed> {
  const campground = await createBookableCampground(t.database.db);
  const manager = await sessionFor(t.database.db, campground.managerUserId!, clock.now());
  return { campground, manager, url: `/api/v6/campgrounds/${campground.campgroundId}` };
}

let creditCount = 0;
/** What a paid booking adds to the ledger (the ledger's own tests follow real payments). */
async function credit(campgroundId: number, amountCents: number): Promise<void> {
  await t.database.db.insert(payoutLedgerEntries).values({
    campgroundId,
    kind: amountCents > 0 ? 'credit' : 'debit',
    amountCents,
    description: amountCents > 0 ? 'Booking payment' : 'Booking refund',
    idempotencyKey: `test-credit:${(creditCount += 1)}`,
    createdAt: clock.now(),
  });
}

const connect = (m: Managed, who: Caller = m.manager) => send(t, who, 'POST', `${m.url}/payout-account`);
const refresh = (m: Managed, who: Caller = m.manager) => send(t, who, 'POST', `${m.url}/payout-account/refresh`);
const summary = async (m: Managed) => {
  const response = await send(t, m.manager, 'GET', `${m.url}/payouts`);
  expect(response.status, response.text).toBe(200);
  return response.body.data.attributes;
};
const payout = (m: Managed, amountCents: number) =>
  send(t, admin, 'POST', `${m.url}/payouts`, doc('payouts', { 'amount-cents': amountCents }));

async function payoutEntries(campgroundId: number) {
  return t.database.db
    .select({ amountCents: payoutLedgerEntries.amountCents, transferId: payoutLedgerEntries.transferId })
    .from(payoutLedgerEntries)
    .where(and(eq(payoutLedgerEntries.campgroundId, campgroundId), eq(payoutLedgerEntries.kind, 'payout')))
    .orderBy(payoutLedgerEntries.id);
}

/** Onboarding finished at Stripe: details in, transfers and payouts on. */
async function onboard(m: Managed): Promise<string> {
  const connected = await connect(m);
  const accountId = connected.body.data.attributes['account-id'] as string;
  fake.updateAccount(accountId, {
    detailsSubmitted: true,
    payoutsEnabled: true,
    transfers: 'active',
    disabledReason: null,
  });
  expect((await refresh(m)).body.data.attributes.status).toBe('active');
  return accountId;
}

function deliver(event: StripeObject) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) },
    payload,
  });
}

const transfersTo = (accountId: string) => fake.transfers().filter((transfer) => transfer.destination === accountId);

describe('connecting a Stripe account', () => {
  it('creates one Express account per campground, however often it is asked, with a fresh link each time', async () => {
    const m = await managed();
    expect(await summary(m)).toMatchObject({ provider: 'stripe', 'connect-status': 'not-connected' });

    const first = await connect(m);
    expect(first.status, first.text).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const attributes = first.body.data.attributes;
    expect(first.body.data).toMatchObject({ type: 'payout-accounts', id: String(m.campground.campgroundId) });
    expect(attributes).toMatchObject({
      status: 'pending',
      'details-submitted': false,
      'payouts-enabled': false,
      'disabled-reason': 'requirements.past_due',
    });
    expect(attributes['onboarding-url']).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    expect(attributes['onboarding-url-expires-at']).toBe(new Date(clock.now().getTime() + 300_000).toISOString());

    const created = fake.requestsTo('POST', '/v1/accounts').at(-1)!;
    expect(created.params).toEqual({
      type: 'express',
      country: 'US',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { campground_id: String(m.campground.campgroundId) },
    });
    const link = fake.requestsTo('POST', '/v1/account_links').at(-1)!;
    const tab = `${WEB}/manager?campground=${m.campground.campgroundId}&tab=payouts`;
    expect(link.params).toEqual({
      account: attributes['account-id'],
      type: 'account_onboarding',
      refresh_url: `${tab}&stripe=refresh`,
      return_url: `${tab}&stripe=return`,
    });

    const accountsBefore = fake.requestsTo('POST', '/v1/accounts').length;
    const again = await connect(m, admin);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes['account-id']).toBe(attributes['account-id']);
    expect(again.body.data.attributes['onboarding-url']).not.toBe(attributes['onboarding-url']);
    expect(fake.requestsTo('POST', '/v1/accounts')).toHaveLength(accountsBefore);
    expect(await summary(m)).toMatchObject({ 'connect-status': 'pending', 'disabled-reason': null });
  });

  it('asks Stripe once more with the same key when the first answer was lost: still one account', async () => {
    const m = await managed();
    fake.failNext({ pathPrefix: '/v1/accounts', method: 'POST', afterHandling: true, times: 3 });
    expectError(await connect(m), 502, 'stripe-unavailable');
    const retried = await connect(m);
    expect(retried.status).toBe(201);
    const keys = new Set(
      fake
        .requestsTo('POST', '/v1/accounts')
        .slice(-4)
        .map((r) => r.idempotencyKey),
    );
    expect(keys).toEqual(new Set([`campground:${m.campground.campgroundId}:connect`]));
    const made = fake
      .requestsTo('POST', '/v1/accounts')
      .slice(-4)
      .map((r) => r.response?.id)
      .filter(Boolean);
    expect(new Set(made)).toEqual(new Set([retried.body.data.attributes['account-id']]));
  });

  it("refreshes the state from Stripe on return: active when Stripe lets it be paid, restricted with Stripe's reason", async () => {
    const m = await managed();
    expectError(await refresh(m), 409, 'payout-account-missing');
    const accountId = (await connect(m)).body.data.attributes['account-id'] as string;

    fake.updateAccount(accountId, { detailsSubmitted: true, disabledReason: null });
    expect((await refresh(m)).body.data.attributes).toMatchObject({ status: 'pending', 'details-submitted': true });

    fake.updateAccount(accountId, { payoutsEnabled: true, transfers: 'active' });
    const active = await refresh(m);
    expect(active.status).toBe(200);
    expect(active.body.data.attributes).toMatchObject({
      status: 'active',
      'payouts-enabled': true,
      'onboarding-url': null,
    });
    expect(await summary(m)).toMatchObject({ 'connect-status': 'active', 'next-payout-at': null });

    // The next automatic transfer, once the job runner has scheduled it.
    const runAt = new Date(clock.now().getTime() + 3_600_000);
    await scheduleRecurring(t.database.db, payoutTransferJob, runAt, clock.now());
    expect((await summary(m))['next-payout-at']).toBe(runAt.toISOString());

    fake.updateAccount(accountId, { payoutsEnabled: false, disabledReason: 'requirements.past_due' });
    expect((await refresh(m)).body.data.attributes.status).toBe('restricted');
    expect(await summary(m)).toMatchObject({
      'connect-status': 'restricted',
      'disabled-reason': 'requirements.past_due',
      'next-payout-at': null,
    });
  });

  it('follows account.updated webhooks, reading the account from Stripe; unknown accounts are ignored', async () => {
    const m = await managed();
    const accountId = (await connect(m)).body.data.attributes['account-id'] as string;
    const updated = fake.updateAccount(accountId, {
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfers: 'active',
      disabledReason: null,
    });
    expect((await deliver(fake.event('account.updated', updated))).statusCode).toBe(200);
    expect((await summary(m))['connect-status']).toBe('active');

    // Stripe cannot be asked: not acknowledged, so Stripe delivers it again.
    fake.updateAccount(accountId, { disabledReason: 'rejected.fraud', payoutsEnabled: false });
    const event = fake.event('account.updated', fake.account(accountId));
    fake.failNext({ pathPrefix: `/v1/accounts/${accountId}`, times: 3 });
    expect((await deliver(event)).statusCode).toBe(503);
    expect((await summary(m))['connect-status']).toBe('active');
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await summary(m)).toMatchObject({ 'connect-status': 'restricted', 'disabled-reason': 'rejected.fraud' });

    const stranger = { ...fake.account(accountId), id: 'acct_not_ours' };
    expect((await deliver(fake.event('account.updated', stranger))).statusCode).toBe(200);
  });

  it('lets only the campground’s managers and admins connect or refresh', async () => {
    const m = await managed();
    const other = await managed();
    const [camper] = await makeCampers(t.database.db, 1, clock.now());
    for (const route of [connect, refresh]) {
      expectError(await route(m, null), 401, 'unauthorized');
      expectError(await route(m, camper!), 403, 'not-a-manager');
      expectError(await route(m, other.manager), 403, 'not-a-manager');
    }
    expect(await summary(m)).toMatchObject({ 'connect-status': 'not-connected' });
    expectError(await send(t, admin, 'POST', '/api/v6/campgrounds/999999999/payout-account'), 404, 'not_found');
  });
});

describe('transfers', () => {
  it("pays an admin's payout to the active account and records the transfer", async () => {
    const m = await managed();
    const accountId = await onboard(m);
    await credit(m.campground.campgroundId, 10_000);
    expectError(await payout(m, 10_001), 422, 'exceeds-balance');

    const made = await payout(m, 4_000);
    expect(made.status, made.text).toBe(201);
    const [transfer] = transfersTo(accountId);
    expect(made.body.data.attributes).toMatchObject({
      kind: 'payout',
      'amount-cents': -4_000,
      'transfer-id': transfer!.id,
    });
    expect(transfer).toMatchObject({
      amount: 4_000,
      currency: 'usd',
      transfer_group: `campground-${m.campground.campgroundId}`,
      metadata: { campground_id: String(m.campground.campgroundId) },
    });
    const request = fake.requestsTo('POST', '/v1/transfers').at(-1)!;
    expect(request.idempotencyKey).toBe(`transfer:${(transfer!.metadata as StripeObject).ledger_entry_key as string}`);
    expect(await summary(m)).toMatchObject({ 'balance-cents': 6_000, 'paid-out-cents': 4_000 });
  });

  it('records a payout without Stripe while the account is not active', async () => {
    const m = await managed();
    await connect(m);
    await credit(m.campground.campgroundId, 5_000);
    const transfersBefore = fake.transfers().length;
    const made = await payout(m, 5_000);
    expect(made.status).toBe(201);
    expect(made.body.data.attributes['transfer-id']).toBeNull();
    expect(fake.transfers()).toHaveLength(transfersBefore);
  });

  it('pays the whole balance exactly once, when retried after a lost answer and when two runs race', async () => {
    const m = await managed();
    const accountId = await onboard(m);
    await credit(m.campground.campgroundId, 7_500);

    // Stripe makes the transfer and the answer is lost; the SDK asks again with the same key.
    fake.failNext({ pathPrefix: '/v1/transfers', method: 'POST', afterHandling: true });
    const [first, second] = await Promise.all([
      transferBalance(ctx, m.campground.campgroundId),
      transferBalance(ctx, m.campground.campgroundId),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(transfersTo(accountId).map((transfer) => transfer.amount)).toEqual([7_500]);
    expect(await payoutEntries(m.campground.campgroundId)).toEqual([
      { amountCents: -7_500, transferId: transfersTo(accountId)[0]!.id },
    ]);

    // Nothing is owed now: the next run pays nothing.
    expect(await transferBalance(ctx, m.campground.campgroundId)).toBeNull();
    expect(transfersTo(accountId)).toHaveLength(1);
  });

  it('finds the transfer Stripe made when every answer was lost, instead of paying again', async () => {
    const m = await managed();
    const accountId = await onboard(m);
    await credit(m.campground.campgroundId, 2_000);
    fake.failNext({ pathPrefix: '/v1/transfers', method: 'POST', afterHandling: true, times: 3 });
    const made = await payout(m, 2_000);
    expect(made.status, made.text).toBe(201);
    expect(transfersTo(accountId)).toHaveLength(1);
    expect(made.body.data.attributes['transfer-id']).toBe(transfersTo(accountId)[0]!.id);
  });

  it('leaves the ledger as it was when Stripe refuses or fails', async () => {
    const m = await managed();
    const accountId = await onboard(m);
    await credit(m.campground.campgroundId, 3_000);

    fake.setAvailableBalance(1_000);
    const refused = await payout(m, 3_000);
    expectError(refused, 422, 'stripe-refused');
    expect(refused.body.errors[0].detail).toBe(
      'Stripe refused the request: You have insufficient available funds in your Stripe account.',
    );
    expect(refused.body.errors[0].meta).toEqual({ 'stripe-code': 'balance_insufficient' });

    fake.setAvailableBalance(null);
    fake.failNext({ pathPrefix: '/v1/transfers', method: 'POST', times: 3 });
    expectError(await payout(m, 3_000), 502, 'stripe-unavailable');

    expect(await payoutEntries(m.campground.campgroundId)).toEqual([]);
    expect(transfersTo(accountId)).toEqual([]);
    expect(await summary(m)).toMatchObject({ 'balance-cents': 3_000, 'paid-out-cents': 0 });
  });

  it('the job pays every active positive balance, leaves negative ones and other campgrounds alone', async () => {
    const owed = await managed();
    const owes = await managed();
    const pending = await managed();
    const owedAccount = await onboard(owed);
    const owesAccount = await onboard(owes);
    await connect(pending);
    await credit(owed.campground.campgroundId, 4_200);
    // A refund after a payout: the campground owes money back, which later credits cover first.
    await credit(owes.campground.campgroundId, 1_000);
    expect((await payout(owes, 1_000)).status).toBe(201);
    await credit(owes.campground.campgroundId, -600);
    await credit(pending.campground.campgroundId, 900);

    await transferAllBalances(ctx);
    expect(transfersTo(owedAccount).map((transfer) => transfer.amount)).toEqual([4_200]);
    expect(transfersTo(owesAccount).map((transfer) => transfer.amount)).toEqual([1_000]);
    expect(await summary(owes)).toMatchObject({ 'balance-cents': -600 });
    expect(await summary(pending)).toMatchObject({ 'balance-cents': 900, 'paid-out-cents': 0 });

    await credit(owes.campground.campgroundId, 1_000);
    await transferAllBalances(ctx);
    expect(transfersTo(owesAccount).map((transfer) => transfer.amount)).toEqual([1_000, 400]);
    expect(transfersTo(owedAccount)).toHaveLength(1);
  });

  it('decides transfers whose outcome was never learnt: recorded when Stripe made one, taken back when not', async () => {
    const m = await managed();
    const accountId = await onboard(m);
    await credit(m.campground.campgroundId, 5_000);
    const key = (n: number) => `transfer:${m.campground.campgroundId}:lost-${n}-${creditCount}`;
    // Two reservations a process wrote before it stopped; Stripe made the first transfer only.
    for (const n of [1, 2]) {
      await t.database.db.insert(payoutLedgerEntries).values({
        campgroundId: m.campground.campgroundId,
        kind: 'payout',
        amountCents: -1_000,
        description: 'Transfer to your Stripe account',
        idempotencyKey: key(n),
        createdAt: clock.now(),
      });
    }
    const made = await ctx.payouts!.transfer({
      accountId,
      campgroundId: m.campground.campgroundId,
      amountCents: 1_000,
      description: 'Transfer to your Stripe account',
      ledgerEntryKey: key(1),
    });
    // Too recent: the request that wrote them may still be waiting for Stripe.
    expect(await settleUnconfirmedTransfers(ctx)).toBe(0);
    clock.advance(15 * 60);
    expect(await settleUnconfirmedTransfers(ctx)).toBe(2);
    expect(await payoutEntries(m.campground.campgroundId)).toEqual([{ amountCents: -1_000, transferId: made.id }]);
    expect((await summary(m))['balance-cents']).toBe(4_000);
  });

  it('registers the recurring job every PAYOUT_TRANSFER_HOURS, and none without Stripe', () => {
    const handlers = registerPayoutJobs(new JobHandlers(), {
      ...ctx,
      config: { ...ctx.config, payoutTransferHours: 6 },
    });
    expect(handlers.recurring().map((job) => [job.type.kind, job.everySeconds])).toEqual([
      ['payouts.transfer', 6 * 3600],
    ]);
    expect(registerPayoutJobs(new JobHandlers(), { ...ctx, payouts: null }).kinds()).toEqual([]);
  });
});
