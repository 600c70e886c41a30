// Running a campground's reservations (docs/api-manager.md): the list with filters, the
// occupancy calendar, manual bookings that hold inventory, the manager's cancellation with each
// refund choice, and the emails managers and campers get.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, localProviderRefunds, siteBlocks } from '../../db/schema/index.ts';
import { blockSite, holdSite } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';
import { action, decline, makeCampers, settableClock, startDraft } from '../reservations/reservation-test-helpers.ts';
import { countingProvider } from '../subscriptions/pro-test-helpers.ts';
import { expectError, managedCampground, managerCancel, manual, paidStay, send } from './manager-test-helpers.ts';

const clock = settableClock('2030-06-03T18:00:00.000Z');
let local: CardPaymentProvider;
const provider = countingProvider(() => local);
let t: TestApp;
const STAY = { startDate: '2030-07-08', endDate: '2030-07-11' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

const setUp = (settings: Record<string, unknown> = {}) => managedCampground(t, clock.now(), settings);

async function latestEmail(to: string) {
  const [email] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id));
  return email;
}

const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((r) => r.id);

describe('manual bookings', () => {
  it('hold the site like any other stay: a camper cannot book those nights, and they are not the manager’s trips', async () => {
    const { campground, manager, camper } = await setUp();
    const siteId = campground.siteIds[0]!;
    const made = await manual(t, manager, siteId, {
      source: 'external',
      channel: 'Hipcamp',
      name: 'Riley Guest',
      email: 'riley@example.com',
      ...{ 'start-date': STAY.startDate, 'end-date': STAY.endDate, 'amount-cents': 9000, 'send-confirmation': true },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.attributes).toMatchObject({
      status: 'confirmed',
      'payment-status': 'none',
      source: 'external',
      channel: 'Hipcamp',
      'created-by-id': String(campground.managerUserId),
      'guest-user-id': null,
      'total-cents': 9000,
    });
    expect(provider.calls.charge).toBe(0);
    const refused = await startDraft(t, camper, {
      campgroundId: campground.campgroundId,
      siteId,
      startDate: '2030-07-10',
      endDate: '2030-07-12',
    });
    expectError(refused, 409, 'site-unavailable');
    const trips = await send(t, manager, 'GET', '/api/v6/reservations?filter[when]=all');
    expect(trips.body.meta.total).toBe(0);
    const email = await latestEmail('riley@example.com');
    expect(email!.subject).toContain('Booking confirmed');
    expect(email!.textBody).not.toContain('/account/trips/');

    // Taken nights: 409 and nothing created; an external booking must name its channel.
    const before = (await send(t, manager, 'GET', `/api/v6/reservations?filter[campground]=${campground.campgroundId}`))
      .body.meta.total;
    expectError(
      await manual(t, manager, siteId, { 'start-date': '2030-07-09', 'end-date': '2030-07-10' }),
      409,
      'site-unavailable',
    );
    expect(
      (await send(t, manager, 'GET', `/api/v6/reservations?filter[campground]=${campground.campgroundId}`)).body.meta
        .total,
    ).toBe(before);
    const noChannel = await manual(t, manager, siteId, {
      source: 'external',
      'start-date': '2030-08-01',
      'end-date': '2030-08-02',
    });
    expect(noChannel.status).toBe(422);
    expect(noChannel.body.errors[0].source.pointer).toBe('/data/attributes/channel');
    // Past dates are fine for the records (the stay rules do not bind the manager).
    expect((await manual(t, manager, siteId, { 'start-date': '2030-05-01', 'end-date': '2030-05-03' })).status).toBe(
      201,
    );
    expectError(
      await manual(t, camper, siteId, { 'start-date': '2030-09-01', 'end-date': '2030-09-02' }),
      403,
      'not-a-manager',
    );
  });
});

describe('GET /reservations?filter[campground]', () => {
  it('lists the campground’s reservations with status, source, dates, search and sorts', async () => {
    const { campground, manager, camper } = await setUp();
    const [tent1, tent2, rv1] = campground.siteIds;
    const online = await paidStay(t, camper, campground, tent1!, STAY);
    clock.advance(1);
    const walkIn = (
      await manual(t, manager, tent2!, { name: 'Zed Quinn', 'start-date': '2030-07-20', 'end-date': '2030-07-22' })
    ).body.data.id;
    clock.advance(1);
    const external = (
      await manual(t, manager, rv1!, {
        source: 'external',
        channel: 'Airbnb',
        name: 'Mo Lee',
        'start-date': '2030-08-01',
        'end-date': '2030-08-03',
      })
    ).body.data.id;
    clock.advance(1);
    const cancelledId = (
      await manual(t, manager, rv1!, { name: 'Al Gone', 'start-date': '2030-09-01', 'end-date': '2030-09-02' })
    ).body.data.id;
    expect((await managerCancel(t, manager, cancelledId, { refund: 'none' })).status).toBe(200);
    // A camper's draft here is never listed.
    const [drafter] = await makeCampers(t.database.db, 1, clock.now());
    await startDraft(t, drafter!, { campgroundId: campground.campgroundId, siteId: campground.siteIds[3]!, ...STAY });

    const base = `/api/v6/reservations?filter[campground]=${campground.campgroundId}`;
    const all = await send(t, manager, 'GET', base);
    expect(all.status, all.text).toBe(200);
    expect(ids(all)).toEqual([online, walkIn, external, cancelledId]);
    expect(all.body.meta.total).toBe(4);
    expect(all.body.data[0].attributes).toMatchObject({ source: 'online', 'guest-user-id': String(camper.id) });
    expect(ids(await send(t, manager, 'GET', `${base}&filter[source]=internal`))).toEqual([walkIn, cancelledId]);
    expect(ids(await send(t, manager, 'GET', `${base}&filter[status]=cancelled`))).toEqual([cancelledId]);
    expect(
      ids(await send(t, manager, 'GET', `${base}&filter[status]=confirmed,cancelled&filter[source]=external`)),
    ).toEqual([external]);
    expect(ids(await send(t, manager, 'GET', `${base}&filter[from]=2030-07-10&filter[to]=2030-08-01`))).toEqual([
      online,
      walkIn,
    ]);
    expect(ids(await send(t, manager, 'GET', `${base}&filter[q]=quinn`))).toEqual([walkIn]);
    expect(ids(await send(t, manager, 'GET', `${base}&filter[q]=${external.slice(0, 8)}`))).toEqual([external]);
    expect(ids(await send(t, manager, 'GET', `${base}&sort=-start-date`))).toEqual([
      cancelledId,
      external,
      walkIn,
      online,
    ]);
    expect(ids(await send(t, manager, 'GET', `${base}&sort=-created-at&page[size]=1`))).toEqual([cancelledId]);

    expectError(await send(t, camper, 'GET', base), 403, 'not-a-manager');
    expectError(await send(t, null, 'GET', base), 401, 'unauthorized');
    // The camper's own lookups are unchanged: a draft to resume, and their trips.
    const draft = await send(t, drafter!, 'GET', `${base}&filter[status]=draft`);
    expect(draft.body.meta.total).toBe(1);
    expect((await send(t, camper, 'GET', '/api/v6/reservations?filter[q]=x')).status).toBe(400);
  });
});

describe('GET /campgrounds/{id}/occupancy', () => {
  it('answers sites × stays with their real dates: reservations, holds, blocks and calendar blocks', async () => {
    const { campground, manager, camper } = await setUp();
    const [a, b, c, d] = campground.siteIds;
    const online = await paidStay(t, camper, campground, a!, { startDate: '2030-06-28', endDate: '2030-07-03' });
    const [drafter] = await makeCampers(t.database.db, 1, clock.now());
    const hold = await holdSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId: b!,
      userId: drafter!.id,
      ...{ startDate: '2030-07-05', endDate: '2030-07-06' },
      expiresAt: new Date(clock.now().getTime() + 600_000),
    });
    const block = await blockSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId: c!,
      startDate: '2030-07-10',
      endDate: '2030-07-12',
      reason: 'Repairs',
    });
    const imported = await blockSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId: d!,
      startDate: '2030-07-30',
      endDate: '2030-08-04',
    });
    await t.database.db.update(siteBlocks).set({ source: 'calendar' }).where(eq(siteBlocks.id, imported));
    // Outside the range: not shown.
    await blockSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId: c!,
      startDate: '2030-08-10',
      endDate: '2030-08-12',
    });

    const url = `/api/v6/campgrounds/${campground.campgroundId}/occupancy?filter[from]=2030-07-01&filter[to]=2030-08-01`;
    const calendar = await send(t, manager, 'GET', url);
    expect(calendar.status, calendar.text).toBe(200);
    expect(calendar.body.meta).toMatchObject({ total: 4, from: '2030-07-01', to: '2030-08-01' });
    const bySite = new Map(
      calendar.body.data.map((entry: { id: string; attributes: { stays: unknown[] } }) => [
        entry.id,
        entry.attributes.stays,
      ]),
    );
    expect(bySite.get(String(a))).toEqual([
      {
        'start-date': '2030-06-28',
        'end-date': '2030-07-03',
        kind: 'reservation',
        'reservation-id': online,
        status: 'confirmed',
        'guest-name': 'Casey Camper',
        source: 'online',
      },
    ]);
    expect(bySite.get(String(b))).toMatchObject([{ kind: 'hold', 'reservation-id': hold, status: 'draft' }]);
    expect(bySite.get(String(c))).toEqual([
      {
        'start-date': '2030-07-10',
        'end-date': '2030-07-12',
        kind: 'block',
        'block-id': String(block),
        reason: 'Repairs',
      },
    ]);
    expect(bySite.get(String(d))).toMatchObject([
      { kind: 'calendar', 'block-id': String(imported), 'end-date': '2030-08-04' },
    ]);
    expect(calendar.body.data[0].attributes).toMatchObject({ 'site-name': 'B1', 'site-type-name': 'RV sites' });

    const tooLong = await send(
      t,
      manager,
      'GET',
      `/api/v6/campgrounds/${campground.campgroundId}/occupancy?filter[from]=2030-07-01&filter[to]=2030-09-02`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].source.parameter).toBe('filter[to]');
    expectError(await send(t, camper, 'GET', url), 403, 'not-a-manager');
  });
});

describe('the manager’s cancellation', () => {
  async function confirmed(settings: Record<string, unknown> = {}) {
    const world = await setUp(settings);
    const id = await paidStay(t, world.camper, world.campground, world.campground.siteIds[0]!, STAY);
    return { ...world, id };
  }
  async function refunded(id: string) {
    const rows = await t.database.db
      .select()
      .from(localProviderRefunds)
      .where(like(localProviderRefunds.idempotencyKey, `reservation:${id}:refund%`));
    return rows.map((row) => row.amountCents);
  }

  it('policy: the camper’s rule (half less the fee 2–6 days ahead), the site freed, the camper emailed with the reason', async () => {
    const { campground, manager, camper, id } = await confirmed();
    clock.set('2030-07-04T18:00:00.000Z');
    try {
      const cancelled = await managerCancel(t, manager, id, { refund: 'policy', reason: 'Flooded site' });
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body.data.attributes).toMatchObject({
        status: 'cancelled',
        'refunded-cents': 3750,
        'status-reason': 'Flooded site',
      });
      expect(await refunded(id)).toEqual([3750]);
      const email = await latestEmail(camper.email);
      expect(email!.subject).toContain('Booking cancelled');
      expect(email!.textBody).toContain('Refund: $37.50 to your card');
      expect(email!.textBody).toContain('Reason: Flooded site');
      const [other] = await makeCampers(t.database.db, 1, clock.now());
      expect(
        (
          await startDraft(t, other!, {
            campgroundId: campground.campgroundId,
            siteId: campground.siteIds[0]!,
            ...STAY,
          })
        ).status,
      ).toBe(201);
      expectError(await managerCancel(t, manager, id, { refund: 'full' }), 409, 'not-cancellable');
    } finally {
      clock.set('2030-06-03T18:00:00.000Z');
    }
  });

  it('full after arrival, none, and a custom amount up to what was paid', async () => {
    const full = await confirmed();
    clock.set('2030-07-09T18:00:00.000Z');
    try {
      const answer = await managerCancel(t, full.manager, full.id, { refund: 'full' });
      expect(answer.status, answer.text).toBe(200);
      expect(await refunded(full.id)).toEqual([8100]);
    } finally {
      clock.set('2030-06-03T18:00:00.000Z');
    }
    const none = await confirmed();
    expect(
      (await managerCancel(t, none.manager, none.id, { refund: 'none' })).body.data.attributes['refunded-cents'],
    ).toBe(0);
    expect(await refunded(none.id)).toEqual([]);

    const custom = await confirmed();
    const tooMuch = await managerCancel(t, custom.manager, custom.id, { refund: 'custom', 'refund-cents': 8101 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0].source.pointer).toBe('/data/attributes/refund-cents');
    const some = await managerCancel(t, custom.manager, custom.id, { refund: 'custom', 'refund-cents': 1234 });
    expect(some.body.data.attributes).toMatchObject({ 'refunded-cents': 1234, 'payment-status': 'partially_refunded' });
    expect(await refunded(custom.id)).toEqual([1234]);
    // Another campground's manager, or the camper choosing a refund: 403.
    expectError(await managerCancel(t, custom.camper, custom.id, { refund: 'full' }), 403, 'not-a-manager');
  });
});

describe('emails to the campground’s managers', () => {
  it('“New booking”, “New booking request” and “Booking cancelled”, linking to the portal', async () => {
    const instant = await setUp();
    const id = await paidStay(t, instant.camper, instant.campground, instant.campground.siteIds[0]!, STAY);
    const [manager] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(like(emailOutbox.subject, 'New booking:%'), like(emailOutbox.textBody, `%${id}%`)));
    expect(manager!.textBody).toContain(
      `http://localhost:3000/manager?campground=${instant.campground.campgroundId}&tab=reservations&reservation=${id}`,
    );
    expect(manager!.toAddress).toBe(instant.manager.email);
    expect((await action(t, instant.camper, id, 'cancellation')).status).toBe(200);
    expect((await latestEmail(instant.manager.email))!.subject).toMatch(/^Booking cancelled: /);

    const request = await setUp({ bookingPolicy: 'request' });
    const pending = await paidStay(t, request.camper, request.campground, request.campground.siteIds[0]!, STAY);
    const asked = await latestEmail(request.manager.email);
    expect(asked!.subject).toMatch(/^New booking request: /);
    expect(asked!.textBody).toContain(`&tab=reservations&reservation=${pending}`);
  });
});

describe('emails to the camper on the manager’s answer', () => {
  it('“Booking confirmed” on approval; “Request declined” with the reason on a decline', async () => {
    const approved = await setUp({ bookingPolicy: 'request' });
    const yes = await paidStay(t, approved.camper, approved.campground, approved.campground.siteIds[0]!, STAY);
    expect((await latestEmail(approved.camper.email))!.subject).toMatch(/^Request received: /);
    expect((await action(t, approved.manager, yes, 'approval')).status).toBe(200);
    const confirmed = await latestEmail(approved.camper.email);
    expect(confirmed!.subject).toMatch(/^Booking confirmed: /);
    expect(confirmed!.textBody).toContain(`/account/trips/${yes}`);

    const declined = await setUp({ bookingPolicy: 'request' });
    const no = await paidStay(t, declined.camper, declined.campground, declined.campground.siteIds[0]!, STAY);
    expect((await decline(t, declined.manager, no, 'Closed for maintenance that week.')).status).toBe(200);
    const email = await latestEmail(declined.camper.email);
    expect(email!.subject).toMatch(/^Request declined: /);
    expect(email!.textBody).toContain('Reason: Closed for maintenance that week.');
    expect(email!.textBody).toContain('you were not charged');
  });
});
