// The reservations contract (docs/api-bookings.md "Reservations"): drafts that hold their site,
// exact money, payment, requests to book, cancellations and the jobs that end holds and requests.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, jobs, localProviderCharges, localProviderRefunds, reservations } from '../../db/schema/index.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import { createAdmin, jsonApi } from '../../test/accounts.ts';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { PaymentProviderError, type CardPaymentProvider } from '../payments/payment-provider.ts';
import { cardToken, CARDS, countingProvider } from '../subscriptions/pro-test-helpers.ts';
import {
  action,
  completeDraft,
  decline,
  makeCampers,
  occupancyCount,
  patchDraft,
  pay,
  reservationJobRunner,
  sessionFor,
  settableClock,
  startDraft,
  type Camper,
} from './reservation-test-helpers.ts';

// Monday June 3, 2030, noon in Denver (the campgrounds' time zone).
const START = '2030-06-03T18:00:00.000Z';
const clock = settableClock(START);
let local: CardPaymentProvider;
const provider = countingProvider(() => local);
let t: TestApp;
let tent: BookableCampground;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now, paymentProvider: provider });
  local = createLocalPaymentProvider({ db: t.database.db, clock: clock.now });
  tent = await createBookableCampground(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

// Three weekday nights (Mon–Thu) at the tent sites' $25: $75 lodging, $6 booking fee (8%).
const STAY = { startDate: '2030-07-08', endDate: '2030-07-11' };
const STAY_ATTRIBUTES = { 'start-date': STAY.startDate, 'end-date': STAY.endDate };

async function campers(n: number, pro = false): Promise<Camper[]> {
  return makeCampers(t.database.db, n, clock.now(), { pro });
}

async function confirmedStay(camper: Camper, campground: BookableCampground, siteId: number, stay = STAY) {
  const draft = await startDraft(t, camper, { campgroundId: campground.campgroundId, siteId, ...stay });
  expect(draft.status).toBe(201);
  const id = draft.body.data.id as string;
  expect((await completeDraft(t, camper, id)).status).toBe(200);
  const paid = await pay(t, camper, id, await cardToken(t));
  expect(paid.status).toBe(200);
  return paid;
}

describe('POST /reservations', () => {
  it('creates a draft holding the site for 10 minutes, priced by the server', async () => {
    const [ada] = await campers(1);
    const response = await startDraft(t, ada!, { campgroundId: tent.campgroundId, siteId: tent.siteIds[0]!, ...STAY });
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe(`/api/v6/reservations/${response.body.data.id}`);
    const { attributes, relationships } = response.body.data;
    expect(attributes).toMatchObject({
      status: 'draft',
      'start-date': STAY.startDate,
      'end-date': STAY.endDate,
      nights: 3,
      'subtotal-cents': 7500,
      'total-cents': 8100,
      'payment-status': 'none',
      'hold-expires-at': new Date(Date.parse(START) + 10 * 60_000).toISOString(),
      'booking-policy': 'instant',
      email: ada!.email,
      'site-type-name': 'Tent sites',
      'information-fields': [{ name: 'dates' }, { name: 'guests' }, { name: 'policies' }, { name: 'paymentInfo' }],
    });
    expect(relationships.site.data).toEqual({ type: 'sites', id: String(tent.siteIds[0]) });
    const items = response.body.included as { attributes: Record<string, unknown> }[];
    expect(items.map((item) => item.attributes.label)).toEqual(['3 nights × $25.00', 'Booking fee']);
    expect(items.reduce((sum, item) => sum + (item.attributes['amount-cents'] as number), 0)).toBe(8100);
    expect(await occupancyCount(t.database.db, tent.siteIds[0])).toBe(1);
  });

  it("answers another camper's overlapping stay with 409 site-unavailable and creates nothing", async () => {
    const [ada, bo] = await campers(2);
    const siteId = tent.siteIds[1]!;
    expect((await startDraft(t, ada!, { campgroundId: tent.campgroundId, siteId, ...STAY })).status).toBe(201);
    const before = await t.database.db.select().from(reservations).where(eq(reservations.userId, bo!.id));
    const refused = await startDraft(t, bo!, {
      campgroundId: tent.campgroundId,
      siteId,
      startDate: '2030-07-10',
      endDate: '2030-07-12',
    });
    expect(refused.status).toBe(409);
    expect(refused.type).toBe('application/vnd.api+json');
    expect(refused.body.errors[0]).toMatchObject({
      status: '409',
      code: 'site-unavailable',
      detail: 'This site was just booked for those dates. Choose other dates or another site.',
    });
    expect(await t.database.db.select().from(reservations).where(eq(reservations.userId, bo!.id))).toEqual(before);
    // Back-to-back is not an overlap: the departure morning is not a night.
    const next = await startDraft(t, bo!, {
      campgroundId: tent.campgroundId,
      siteId,
      startDate: '2030-07-11',
      endDate: '2030-07-13',
    });
    expect(next.status).toBe(201);
  });

  it("answers the camper's live draft at the campground with 409 draft-exists naming it", async () => {
    const [ada] = await campers(1);
    const first = await startDraft(t, ada!, { campgroundId: tent.campgroundId });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes['hold-expires-at']).toBeNull();
    const again = await startDraft(t, ada!, { campgroundId: tent.campgroundId });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({
      code: 'draft-exists',
      meta: { 'reservation-id': first.body.data.id },
    });
    const found = await t.get(
      `/api/v6/reservations?filter[status]=draft&filter[campground]=${tent.campgroundId}`,
      ada!.headers,
    );
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([first.body.data.id]);
  });

  it('refuses anonymous callers (401), bad stays (422 at the field) and campgrounds without bookings', async () => {
    const [ada] = await campers(1);
    expect((await startDraft(t, null, { campgroundId: tent.campgroundId })).status).toBe(401);
    const past = await startDraft(t, ada!, {
      campgroundId: tent.campgroundId,
      startDate: '2030-06-01',
      endDate: '2030-06-04',
    });
    expect(past.status).toBe(422);
    expect(past.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/start-date' },
      detail: 'Choose dates from today on.',
    });
    const one = await startDraft(t, ada!, { campgroundId: tent.campgroundId, startDate: '2030-07-08' });
    expect(one.status).toBe(422);
    const closed = await createBookableCampground(t.database.db, { settings: { enabled: false } });
    const refused = await startDraft(t, ada!, { campgroundId: closed.campgroundId });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('not-bookable');
    const noRate = await createBookableCampground(t.database.db, {
      siteTypes: [{ name: 'Unpriced', sites: 1, rates: [] }],
    });
    const unpriced = await startDraft(t, ada!, {
      campgroundId: noRate.campgroundId,
      siteId: noRate.siteIds[0]!,
      ...STAY,
    });
    expect(unpriced.status).toBe(422);
    expect(unpriced.body.errors[0].detail).toContain('July 8, 2030');
    const otherSite = await startDraft(t, ada!, {
      campgroundId: tent.campgroundId,
      siteId: noRate.siteIds[0]!,
      ...STAY,
    });
    expect(otherSite.status).toBe(422);
    expect(otherSite.body.errors[0].source).toEqual({ pointer: '/data/relationships/site' });
  });
});

describe('GET /reservations/{id}', () => {
  it('shows the reservation to its camper and the campground’s manager, 404 to anyone else', async () => {
    const [ada, bo] = await campers(2);
    const draft = await startDraft(t, ada!, { campgroundId: tent.campgroundId });
    const id = draft.body.data.id as string;
    const own = await t.get(`/api/v6/reservations/${id}?include=reservation-items`, ada!.headers);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await t.get(`/api/v6/reservations/${id}`, bo!.headers)).status).toBe(404);
    expect((await t.get(`/api/v6/reservations/${id}`)).status).toBe(401);
    const manager = await sessionFor(t.database.db, tent.managerUserId!, clock.now());
    expect((await t.get(`/api/v6/reservations/${id}`, manager.headers)).status).toBe(200);
    expect((await t.get('/api/v6/reservations/not-a-uuid', ada!.headers)).status).toBe(404);
  });
});

describe('PATCH /reservations/{id}', () => {
  it('moves the hold with the dates and restarts its minutes; a refused move leaves it as it was', async () => {
    const [ada, bo] = await campers(2);
    const campground = await createBookableCampground(t.database.db);
    const [siteA, siteB] = campground.sitesByType[0]!;
    const draft = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId: siteA!, ...STAY });
    const id = draft.body.data.id as string;
    await startDraft(t, bo!, { campgroundId: campground.campgroundId, siteId: siteB!, ...STAY });

    clock.advance(120);
    const moved = await patchDraft(t, ada!, id, { 'start-date': '2030-07-15', 'end-date': '2030-07-17' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.attributes).toMatchObject({ 'start-date': '2030-07-15', nights: 2, 'total-cents': 5400 });
    expect(moved.body.data.attributes['hold-expires-at']).toBe(new Date(clock.now().getTime() + 600_000).toISOString());
    // The nights it left are free again.
    const [cy] = await campers(1);
    expect((await startDraft(t, cy!, { campgroundId: campground.campgroundId, siteId: siteA!, ...STAY })).status).toBe(
      201,
    );

    // Site B is Bo's for the first dates: moving there with them is refused and changes nothing.
    const refused = await patchDraft(t, ada!, id, STAY_ATTRIBUTES, {
      site: { data: { type: 'sites', id: String(siteB) } },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('site-unavailable');
    const after = await t.get(`/api/v6/reservations/${id}`, ada!.headers);
    expect(after.body.data.relationships.site.data.id).toBe(String(siteA));
    expect(after.body.data.attributes).toMatchObject({ 'start-date': '2030-07-15', 'end-date': '2030-07-17' });
    expect(after.body.data.attributes['hold-expires-at']).toBe(moved.body.data.attributes['hold-expires-at']);
  });

  it('refuses a move onto nights another camper holds, leaving the draft and its hold as they were', async () => {
    const [ada, bo] = await campers(2);
    const campground = await createBookableCampground(t.database.db);
    const siteId = campground.siteIds[0]!;
    const mine = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId, ...STAY });
    const theirs = await startDraft(t, bo!, {
      campgroundId: campground.campgroundId,
      siteId,
      startDate: '2030-07-20',
      endDate: '2030-07-22',
    });
    expect(theirs.status).toBe(201);
    const refused = await patchDraft(t, ada!, mine.body.data.id, {
      'start-date': '2030-07-19',
      'end-date': '2030-07-21',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('site-unavailable');
    const after = await t.get(`/api/v6/reservations/${mine.body.data.id}`, ada!.headers);
    expect(after.body.data.attributes).toMatchObject({ 'start-date': STAY.startDate, 'end-date': STAY.endDate });
    expect(after.body.data.attributes['hold-expires-at']).toBe(mine.body.data.attributes['hold-expires-at']);
    expect(await occupancyCount(t.database.db, siteId)).toBe(2);
  });

  it('answers an empty payload with the reservation unchanged', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const draft = await startDraft(t, ada!, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[0]!,
      ...STAY,
    });
    const empty = await patchDraft(t, ada!, draft.body.data.id, {});
    expect(empty.status).toBe(200);
    expect(empty.body.data.attributes['updated-at']).toBe(draft.body.data.attributes['updated-at']);
    expect(empty.body.data.attributes['total-cents']).toBe(8100);
  });

  it('checks the phone, the party size and the RV length against the site', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const rvSite = campground.sitesByType[1]![0]!;
    const draft = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId: rvSite, ...STAY });
    const id = draft.body.data.id as string;
    expect(draft.body.data.attributes['information-fields']).toContainEqual({ name: 'vehicle' });
    const phone = await patchDraft(t, ada!, id, { phone: '12' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors[0]).toMatchObject({
      detail: 'Please enter a valid phone number.',
      source: { pointer: '/data/attributes/phone' },
    });
    expect((await patchDraft(t, ada!, id, { adults: 5, children: 3 })).status).toBe(422);
    const long = await patchDraft(t, ada!, id, { equipment: 'rv', 'vehicle-length-ft': 45 });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].detail).toBe('This site takes vehicles up to 40 feet long.');
    expect((await patchDraft(t, ada!, id, { equipment: 'rv', 'vehicle-length-ft': 38 })).status).toBe(200);
    const other = (await campers(1))[0]!;
    expect((await patchDraft(t, other, id, { notes: 'mine now' })).status).toBe(404);
  });
});

describe('holds expire', () => {
  it('frees the site once the hold ends: another camper takes it, and the draft answers hold-expired', async () => {
    const [ada, bo] = await campers(2);
    const campground = await createBookableCampground(t.database.db);
    const siteId = campground.siteIds[0]!;
    const draft = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId, ...STAY });
    const id = draft.body.data.id as string;
    clock.advance(11 * 60);
    const taken = await startDraft(t, bo!, { campgroundId: campground.campgroundId, siteId, ...STAY });
    expect(taken.status).toBe(201);
    const patched = await patchDraft(t, ada!, id, { notes: 'still here?' });
    expect(patched.status).toBe(409);
    expect(patched.body.errors[0].code).toBe('hold-expired');
    const shown = await t.get(`/api/v6/reservations/${id}`, ada!.headers);
    expect(shown.body.data.attributes).toMatchObject({ status: 'expired', 'hold-expires-at': null });
    expect(await occupancyCount(t.database.db, siteId)).toBe(1);
  });

  it('the expire-holds job expires drafts whose hold ended and deletes their rows', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const siteId = campground.siteIds[0]!;
    const draft = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId, ...STAY });
    clock.advance(10 * 60 + 1);
    await reservationJobRunner(t, clock.now, provider).runDue();
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, draft.body.data.id));
    expect(row?.status).toBe('expired');
    expect(await occupancyCount(t.database.db, siteId)).toBe(0);
    // A new start at the campground is a new draft, not the lapsed one.
    expect((await startDraft(t, ada!, { campgroundId: campground.campgroundId })).status).toBe(201);
  });
});

describe('payment', () => {
  it('charges the total once and confirms, keeping the site for good, with a confirmation email and .ics', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const siteId = campground.siteIds[0]!;
    const calls = provider.calls.charge;
    const paid = await confirmedStay(ada!, campground, siteId);
    expect(provider.calls.charge).toBe(calls + 1);
    expect(paid.body.data.attributes).toMatchObject({
      status: 'confirmed',
      'payment-status': 'captured',
      'total-cents': 8100,
      'hold-expires-at': null,
      'cancellation-refund-cents': 8100,
    });
    const id = paid.body.data.id as string;
    const [charge] = await t.database.db
      .select()
      .from(localProviderCharges)
      .where(eq(localProviderCharges.idempotencyKey, `reservation:${id}:charge:1`));
    expect(charge).toMatchObject({ amountCents: 8100, status: 'succeeded' });
    // Held for good: the hold's minutes no longer matter.
    clock.advance(3600);
    const [bo] = await campers(1);
    expect((await startDraft(t, bo!, { campgroundId: campground.campgroundId, siteId, ...STAY })).status).toBe(409);

    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, ada!.email))
      .orderBy(desc(emailOutbox.id));
    expect(email?.subject).toBe(`Booking confirmed: ${paid.body.data.attributes['campground-name']}`);
    expect(email?.textBody).toContain('Dates: July 8, 2030 – July 11, 2030');
    expect(email?.textBody).toContain(`http://localhost:3000/account/trips/${id}`);
    expect(email?.htmlBody).toContain(`/account/trips/${id}`);
    const ics = email!.attachments[0]!;
    expect(ics.filename).toBe('reservation.ics');
    expect(ics.content).toContain(`UID:reservation-${id}@campwise`);
    expect(ics.content).toContain('DTSTART;VALUE=DATE:20300708\r\nDTEND;VALUE=DATE:20300711\r\n');
  });

  it('gives PRO members the campground’s discount and no booking fee', async () => {
    const campground = await createBookableCampground(t.database.db, {
      settings: { proDiscountPercent: 10, taxRateBps: 500 },
    });
    const [pro] = await campers(1, true);
    const [plain] = await campers(1);
    const proDraft = await startDraft(t, pro!, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[0]!,
      ...STAY,
    });
    // $75 − $7.50 = $67.50; tax 5% = $3.375 → $3.38; no booking fee.
    expect(proDraft.body.data.attributes['total-cents']).toBe(7088);
    expect(
      proDraft.body.included.map((item: { attributes: { label: string; 'amount-cents': number } }) => [
        item.attributes.label,
        item.attributes['amount-cents'],
      ]),
    ).toEqual([
      ['3 nights × $25.00', 7500],
      ['PRO member discount (10%)', -750],
      ['Tax (5%)', 338],
      ['Booking fee — waived for PRO', 0],
    ]);
    const plainDraft = await startDraft(t, plain!, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[1]!,
      ...STAY,
    });
    // $75 + tax $3.75 + booking fee $6.
    expect(plainDraft.body.data.attributes['total-cents']).toBe(8475);
    await completeDraft(t, pro!, proDraft.body.data.id);
    const paid = await pay(t, pro!, proDraft.body.data.id, await cardToken(t));
    expect(paid.body.data.attributes).toMatchObject({ status: 'confirmed', 'total-cents': 7088 });
    const [charge] = await t.database.db
      .select()
      .from(localProviderCharges)
      .where(eq(localProviderCharges.idempotencyKey, `reservation:${proDraft.body.data.id}:charge:1`));
    expect(charge?.amountCents).toBe(7088);
  });

  it('answers a declined card with 402 and the provider’s code; the draft and its hold stay, another card works', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const siteId = campground.siteIds[0]!;
    const draft = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId, ...STAY });
    const id = draft.body.data.id as string;
    const missing = await pay(t, ada!, id, await cardToken(t));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].source).toEqual({ pointer: '/data/attributes/phone' });
    await completeDraft(t, ada!, id);
    const declined = await pay(t, ada!, id, await cardToken(t, CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.body.errors[0]).toMatchObject({ code: 'card_declined', detail: 'Your card was declined.' });
    const kept = await t.get(`/api/v6/reservations/${id}`, ada!.headers);
    expect(kept.body.data.attributes).toMatchObject({
      status: 'draft',
      'hold-expires-at': draft.body.data.attributes['hold-expires-at'],
    });
    expect(await occupancyCount(t.database.db, siteId)).toBe(1);
    const paid = await pay(t, ada!, id, await cardToken(t));
    expect(paid.body.data.attributes.status).toBe('confirmed');
  });

  it('answers a retry with the reservation as it is, charging nothing more; an expired hold cannot be paid', async () => {
    const [ada, bo] = await campers(2);
    const campground = await createBookableCampground(t.database.db);
    const paid = await confirmedStay(ada!, campground, campground.siteIds[0]!);
    const calls = provider.calls.charge;
    const again = await pay(t, ada!, paid.body.data.id, await cardToken(t));
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.status).toBe('confirmed');
    expect(provider.calls.charge).toBe(calls);

    const draft = await startDraft(t, bo!, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[1]!,
      ...STAY,
    });
    await completeDraft(t, bo!, draft.body.data.id);
    clock.advance(10 * 60 + 5);
    const late = await pay(t, bo!, draft.body.data.id, await cardToken(t));
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe('hold-expired');
    expect(provider.calls.charge).toBe(calls);
  });
});

describe('when the provider does not answer', () => {
  /** The local processor, but the answer to `method` is lost once (after it acted, when `acted`). */
  function losingOnce(method: 'charge' | 'refund', acted: boolean): CardPaymentProvider {
    const real = local;
    let lost = false;
    return {
      ...real,
      [method]: async (input: never) => {
        if (lost) return (real[method] as (input: never) => Promise<{ id: string }>)(input);
        lost = true;
        if (acted) await (real[method] as (input: never) => Promise<{ id: string }>)(input);
        throw new PaymentProviderError('socket hang up');
      },
    };
  }

  it('a payment whose answer was lost is 502; the retry asks again under the same key and charges once', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const draft = await startDraft(t, ada!, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[0]!,
      ...STAY,
    });
    const id = draft.body.data.id as string;
    await completeDraft(t, ada!, id);
    const card = await cardToken(t);
    const real = local;
    local = losingOnce('charge', true);
    try {
      const lost = await pay(t, ada!, id, card);
      expect(lost.status).toBe(502);
      expect(lost.body.errors[0].code).toBe('payment_provider_unavailable');
      expect((await t.get(`/api/v6/reservations/${id}`, ada!.headers)).body.data.attributes.status).toBe('draft');
      const retried = await pay(t, ada!, id, card);
      expect(retried.body.data.attributes.status).toBe('confirmed');
    } finally {
      local = real;
    }
    const charges = await t.database.db
      .select()
      .from(localProviderCharges)
      .where(eq(localProviderCharges.paymentMethodId, card));
    expect(charges.map((charge) => charge.amountCents)).toEqual([8100]);
  });

  it('a refund the provider could not be asked for is made by the settle job, once', async () => {
    const [ada] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const paid = await confirmedStay(ada!, campground, campground.siteIds[0]!);
    const id = paid.body.data.id as string;
    const real = local;
    local = losingOnce('refund', false);
    try {
      const cancelled = await action(t, ada!, id, 'cancellation');
      expect(cancelled.body.data.attributes).toMatchObject({
        status: 'cancelled',
        'refunded-cents': 0,
        'payment-status': 'captured',
      });
    } finally {
      local = real;
    }
    const runner = reservationJobRunner(t, clock.now, provider);
    await runner.runDue();
    // Not before the request's own attempt could still be under way.
    expect((await t.get(`/api/v6/reservations/${id}`, ada!.headers)).body.data.attributes['refunded-cents']).toBe(0);
    clock.advance(121);
    await runner.runDue();
    clock.advance(61);
    await runner.runDue();
    const settled = await t.get(`/api/v6/reservations/${id}`, ada!.headers);
    expect(settled.body.data.attributes).toMatchObject({ 'refunded-cents': 8100, 'payment-status': 'refunded' });
    const refunds = await t.database.db
      .select()
      .from(localProviderRefunds)
      .where(eq(localProviderRefunds.idempotencyKey, `reservation:${id}:refund`));
    expect(refunds).toHaveLength(1);
  });
});

describe('requests to book', () => {
  async function pendingRequest(campground: BookableCampground, siteId: number) {
    const [ada] = await campers(1);
    const draft = await startDraft(t, ada!, { campgroundId: campground.campgroundId, siteId, ...STAY });
    await completeDraft(t, ada!, draft.body.data.id);
    const paid = await pay(t, ada!, draft.body.data.id, await cardToken(t));
    expect(paid.status).toBe(200);
    return { camper: ada!, id: paid.body.data.id as string, response: paid };
  }

  async function chargeOf(id: string) {
    const [row] = await t.database.db
      .select()
      .from(localProviderCharges)
      .where(eq(localProviderCharges.idempotencyKey, `reservation:${id}:authorize:1`));
    return row!;
  }

  it('holds the amount (pending, 24 hours) and the manager’s approval captures it, once', async () => {
    const campground = await createBookableCampground(t.database.db, { settings: { bookingPolicy: 'request' } });
    const { camper, id, response } = await pendingRequest(campground, campground.siteIds[0]!);
    expect(response.body.data.attributes).toMatchObject({
      status: 'pending',
      'payment-status': 'authorized',
      'request-expires-at': new Date(clock.now().getTime() + 24 * 3600_000).toISOString(),
      'cancellation-refund-cents': 0,
    });
    expect((await chargeOf(id)).status).toBe('authorized');
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'reservations.request-expire'), eq(jobs.uniqueKey, id)));
    expect(job?.runAt.toISOString()).toBe(response.body.data.attributes['request-expires-at']);

    expect((await action(t, camper, id, 'approval')).status).toBe(403);
    const manager = await sessionFor(t.database.db, campground.managerUserId!, clock.now());
    const approved = await action(t, manager, id, 'approval');
    expect(approved.status).toBe(200);
    expect(approved.body.data.attributes).toMatchObject({ status: 'confirmed', 'payment-status': 'captured' });
    expect((await chargeOf(id)).status).toBe('succeeded');
    const twice = await action(t, manager, id, 'approval');
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('not-pending');
  });

  it('a decline voids the hold and frees the site', async () => {
    const campground = await createBookableCampground(t.database.db, { settings: { bookingPolicy: 'request' } });
    const siteId = campground.siteIds[0]!;
    const { id } = await pendingRequest(campground, siteId);
    const manager = await sessionFor(t.database.db, campground.managerUserId!, clock.now());
    const declined = await decline(t, manager, id, 'Closed for maintenance that week.');
    expect(declined.status).toBe(200);
    expect(declined.body.data.attributes).toMatchObject({
      status: 'declined',
      'payment-status': 'voided',
      'status-reason': 'Closed for maintenance that week.',
    });
    expect((await chargeOf(id)).status).toBe('voided');
    expect(await occupancyCount(t.database.db, siteId)).toBe(0);
    expect((await decline(t, manager, id)).status).toBe(409);
  });

  it('an unanswered request is declined by its job after 24 hours and its hold voided', async () => {
    const campground = await createBookableCampground(t.database.db, { settings: { bookingPolicy: 'request' } });
    const siteId = campground.siteIds[0]!;
    const { id, camper } = await pendingRequest(campground, siteId);
    const runner = reservationJobRunner(t, clock.now, provider);
    clock.advance(23 * 3600);
    await runner.runDue();
    // Access tokens last an hour: a new session at the moved clock.
    const later = await sessionFor(t.database.db, camper.id, clock.now());
    expect((await t.get(`/api/v6/reservations/${id}`, later.headers)).body.data.attributes.status).toBe('pending');
    clock.advance(3600 + 1);
    await runner.runDue();
    const shown = await t.get(
      `/api/v6/reservations/${id}`,
      (await sessionFor(t.database.db, camper.id, clock.now())).headers,
    );
    expect(shown.body.data.attributes).toMatchObject({ status: 'declined', 'payment-status': 'voided' });
    expect((await chargeOf(id)).status).toBe('voided');
    expect(await occupancyCount(t.database.db, siteId)).toBe(0);
  });

  it('the camper cancelling a pending request voids it: nothing was charged', async () => {
    const campground = await createBookableCampground(t.database.db, { settings: { bookingPolicy: 'request' } });
    const { id, camper } = await pendingRequest(campground, campground.siteIds[0]!);
    // The web's trips page sends a reservation-cancellations document without attributes.
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v6/reservations/${id}/cancellation`,
      headers: { ...camper.headers, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { type: 'reservation-cancellations', attributes: {} } }),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.attributes).toMatchObject({
      status: 'cancelled',
      'payment-status': 'voided',
      'refunded-cents': 0,
    });
    expect((await chargeOf(id)).status).toBe('voided');
  });
});

describe('cancellation', () => {
  // Full refund until 7 days before arrival, 50% (booking fee excluded) until 2 days, then nothing.
  async function cancelAt(today: string) {
    clock.set(START);
    const [first] = await campers(1);
    const campground = await createBookableCampground(t.database.db);
    const siteId = campground.siteIds[0]!;
    const paid = await confirmedStay(first!, campground, siteId);
    clock.set(`${today}T18:00:00.000Z`);
    const ada = await sessionFor(t.database.db, first!.id, clock.now());
    const id = paid.body.data.id as string;
    const shown = await t.get(`/api/v6/reservations/${id}`, ada!.headers);
    const response = await action(t, ada!, id, 'cancellation');
    const refunds = await t.database.db
      .select({ amountCents: localProviderRefunds.amountCents })
      .from(localProviderRefunds)
      .where(eq(localProviderRefunds.idempotencyKey, `reservation:${id}:refund`));
    return { ada, id, response, refunds, siteId, promised: shown.body.data.attributes['cancellation-refund-cents'] };
  }

  it('refunds everything at least 7 days before arrival and frees the site; twice is 409', async () => {
    const { ada, id, response, refunds, siteId, promised } = await cancelAt('2030-07-01');
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      status: 'cancelled',
      'refunded-cents': 8100,
      'payment-status': 'refunded',
    });
    expect(promised).toBe(8100);
    expect(refunds).toEqual([{ amountCents: 8100 }]);
    expect(await occupancyCount(t.database.db, siteId)).toBe(0);
    const twice = await action(t, ada, id, 'cancellation');
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('not-cancellable');
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, ada.email))
      .orderBy(desc(emailOutbox.id));
    expect(email?.subject).toMatch(/^Booking cancelled: /);
    expect(email?.textBody).toContain('Refund: $81.00 to your card');
  });

  it('refunds half of the total less the booking fee from 2 to 6 days before', async () => {
    const { response, refunds, promised } = await cancelAt('2030-07-04');
    // 50% of ($81.00 − $6.00) = $37.50.
    expect(promised).toBe(3750);
    expect(response.body.data.attributes).toMatchObject({
      'refunded-cents': 3750,
      'payment-status': 'partially_refunded',
    });
    expect(refunds).toEqual([{ amountCents: 3750 }]);
  });

  it('refunds nothing the day before arrival, and cannot be cancelled on the arrival day', async () => {
    const none = await cancelAt('2030-07-07');
    expect(none.promised).toBe(0);
    expect(none.response.body.data.attributes).toMatchObject({
      status: 'cancelled',
      'refunded-cents': 0,
      'payment-status': 'captured',
    });
    expect(none.refunds).toEqual([]);
    const late = await cancelAt('2030-07-08');
    expect(late.promised).toBeNull();
    expect(late.response.status).toBe(409);
    expect(late.response.body.errors[0].code).toBe('too-late-to-cancel');
    clock.set(START);
  });
});

describe('GET /reservations', () => {
  it('lists the camper’s placed stays: upcoming soonest first, past latest first, with their lines', async () => {
    clock.set(START);
    let [ada] = (await campers(1)) as [Camper];
    const campground = await createBookableCampground(t.database.db, {
      siteTypes: [{ name: 'Tent', sites: 3, rates: [{ nightlyCents: 2000 }] }],
    });
    const [s1, s2, s3] = campground.siteIds;
    await confirmedStay(ada!, campground, s1!, { startDate: '2030-06-10', endDate: '2030-06-12' });
    await confirmedStay(ada!, campground, s2!, { startDate: '2030-08-01', endDate: '2030-08-03' });
    await confirmedStay(ada!, campground, s3!, { startDate: '2030-07-01', endDate: '2030-07-02' });
    await startDraft(t, ada!, { campgroundId: tent.campgroundId });
    clock.set('2030-06-20T18:00:00.000Z');
    ada = await sessionFor(t.database.db, ada.id, clock.now());
    const upcoming = await t.get('/api/v6/reservations?filter[when]=upcoming&include=reservation-items', ada!.headers);
    expect(upcoming.status).toBe(200);
    expect(
      upcoming.body.data.map((row: { attributes: { 'start-date': string } }) => row.attributes['start-date']),
    ).toEqual(['2030-07-01', '2030-08-01']);
    expect(upcoming.body.included.length).toBeGreaterThanOrEqual(4);
    const past = await t.get('/api/v6/reservations?filter[when]=past', ada!.headers);
    expect(past.body.data.map((row: { attributes: { 'start-date': string } }) => row.attributes['start-date'])).toEqual(
      ['2030-06-10'],
    );
    expect((await t.get('/api/v6/reservations?filter[when]=soon', ada!.headers)).status).toBe(400);
    clock.set(START);
  });
});

describe('a draft whose campground an admin hid', () => {
  it('refuses new dates, another site and payment with 422 not-bookable, changing and charging nothing', async () => {
    clock.set(START);
    const [ada] = (await campers(1)) as [Camper];
    const campground = await createBookableCampground(t.database.db);
    const started = await startDraft(t, ada, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[0]!,
      ...STAY,
    });
    expect(started.status, started.text).toBe(201);
    const id = started.body.data.id as string;
    expect((await completeDraft(t, ada, id)).status).toBe(200);
    const admin = await createAdmin(t);
    const hidden = await t.request(
      jsonApi(
        'POST',
        `/api/v6/campgrounds/${campground.campgroundId}/hiding`,
        'campground-hidings',
        { reason: 'Closed' },
        { headers: admin.headers },
      ),
    );
    expect(hidden.status, hidden.text).toBe(200);
    const [before] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    const calls = { ...provider.calls };

    const expectNotBookable = (response: TestResponse) => {
      expect(response.status, response.text).toBe(422);
      expect(response.body.errors[0]).toMatchObject({
        code: 'not-bookable',
        detail: 'This campground does not take bookings online.',
      });
    };
    expectNotBookable(await patchDraft(t, ada, id, { 'end-date': '2030-07-12' }));
    expectNotBookable(
      await patchDraft(t, ada, id, {}, { site: { data: { type: 'sites', id: String(campground.siteIds[1]) } } }),
    );
    expectNotBookable(await pay(t, ada, id, await cardToken(t)));
    const [after] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(after).toEqual(before);
    expect(provider.calls).toEqual(calls);
    expect(
      await t.database.db
        .select()
        .from(localProviderCharges)
        .where(like(localProviderCharges.idempotencyKey, `reservation:${id}:%`)),
    ).toEqual([]);
  });
});
