// The permission matrix of issue 14: every manager-scoped route × anonymous, a camper, a manager
// of campground A, the manager of campground B and an admin, always acting on A's resources.
// A's manager is a plain co-manager (role manager; A's owner is someone else), so routes for the
// campground's managers succeed for them while the owner's routes refuse them. By default anonymous
// is 401, the camper and B's manager 403 not-a-manager, A's manager and admins succeed; a row whose
// route is for fewer callers (admins only, the owner, the user themself) says so in `expected`.
// Every refused call changes nothing anywhere (every table these routes write is the same before
// and after, and no calendar link is fetched). Each row builds a fresh target for each caller, so
// a route that consumes its target (approve, delete) is checked as often as one that does not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  campgroundClaims,
  campgroundManagers,
  campgrounds,
  campgroundSubmissions,
  managerInvitations,
  payoutLedgerEntries,
  rates,
  sites,
  siteTypes,
} from '../../db/schema/index.ts';
import { createAdmin } from '../../test/accounts.ts';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server.ts';
import {
  blockSite,
  createBookableCampground,
  holdSite,
  type BookableCampground,
} from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startFeedServer, type FeedServer } from '../calendar-sync/calendar-feed-server.ts';
import { addCampgroundManager } from '../claims/claim-repository.ts';
import { findPayoutAccount, insertPayoutAccount } from '../payouts/payout-account-repository.ts';
import type { PayoutProvider } from '../payouts/payout-provider.ts';
import { createStripePayoutProvider } from '../payouts/stripe-payout-provider.ts';
import { makeCampers, sessionFor, settableClock } from '../reservations/reservation-test-helpers.ts';
import { doc, rel, send, type Caller } from './manager-test-helpers.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type CallerName = 'anonymous' | 'camper' | 'manager of A' | 'manager of B' | 'admin';

interface World {
  db: Db;
  a: BookableCampground;
  /** Someone with an account who manages nothing: the guest of A's reservations. */
  guestId: number;
  /** A's co-manager (role manager), the "manager of A" caller. */
  managerOfA: number;
  /** A site of A that only imported calendars hold (not in a.siteIds). */
  calendarSiteId: number;
}

type Refusal = { status: 401 | 403; code: string };
type Expected = 'success' | Refusal;

const UNAUTHORIZED: Refusal = { status: 401, code: 'unauthorized' };
const NOT_A_MANAGER: Refusal = { status: 403, code: 'not-a-manager' };
const FORBIDDEN: Refusal = { status: 403, code: 'forbidden' };
const NOT_THE_OWNER: Refusal = { status: 403, code: 'not-the-owner' };

/** Routes for the campground's managers (any role) and admins: the default. */
const MANAGERS: Record<CallerName, Expected> = {
  anonymous: UNAUTHORIZED,
  camper: NOT_A_MANAGER,
  'manager of A': 'success',
  'manager of B': NOT_A_MANAGER,
  admin: 'success',
};
/** Admin routes: A's manager is refused like everyone else. */
const ADMINS: Record<CallerName, Expected> = {
  ...MANAGERS,
  camper: FORBIDDEN,
  'manager of A': FORBIDDEN,
  'manager of B': FORBIDDEN,
};
/** The campground's owner or an admin: A's co-manager is on the team but not its owner. */
const OWNER: Record<CallerName, Expected> = { ...MANAGERS, 'manager of A': NOT_THE_OWNER };
/** About A's manager as a user: themself or an admin; anyone else is simply not them. */
const SELF: Record<CallerName, Expected> = { ...MANAGERS, camper: FORBIDDEN, 'manager of B': FORBIDDEN };

interface Row {
  /** How the route is documented: "PATCH /site-blocks/{id}". */
  route: string;
  /** The status of a call that is allowed. */
  success: number;
  /** What each caller gets; MANAGERS when absent. */
  expected?: Record<CallerName, Expected>;
  /** A fresh target in campground A for one call: the URL and body to send. */
  build: (w: World) => Promise<{ method: Method; url: string; body?: unknown }>;
}

const clock = settableClock('2030-06-03T18:00:00.000Z');
let t: TestApp;
let world: World;
let feeds: FeedServer;
// Stripe Connect for the payout account routes, answered by a local server like Stripe's API.
let stripe: FakeStripeServer;
let payouts: PayoutProvider;
const callers = {} as Record<CallerName, Caller>;

// Each target gets nights of its own, far from every other one.
let slot = 0;
function nights(length = 2): { startDate: string; endDate: string } {
  slot += 1;
  const start = new Date(Date.UTC(2030, 6, 1) + slot * 5 * 86_400_000);
  const end = new Date(start.getTime() + length * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}
const siteOf = (w: World) => w.a.siteIds[slot % w.a.siteIds.length]!;

async function reservation(w: World, status: 'pending' | 'confirmed'): Promise<string> {
  const stay = nights();
  return holdSite(w.db, { campgroundId: w.a.campgroundId, siteId: siteOf(w), userId: w.guestId, status, ...stay });
}

async function siteType(w: World): Promise<number> {
  const [row] = await w.db
    .insert(siteTypes)
    .values({ campgroundId: w.a.campgroundId, name: `Type ${++slot}`, kind: 'tent' })
    .returning({ id: siteTypes.id });
  return row!.id;
}

// Imported calendars hold one night each on the calendar site, before the first night nights()
// hands out, so no other row's stay or campground-wide block meets them.
let calendarNight = 0;
const ymd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/** A tiny .ics of one stay, served at a path of its own: its URL. */
function servedCalendar(): string {
  const start = new Date(Date.UTC(2030, 5, 3) + calendarNight * 86_400_000);
  calendarNight += 1;
  if (start >= new Date(Date.UTC(2030, 6, 6))) throw new Error('the calendar nights ran into nights()');
  const end = new Date(start.getTime() + 86_400_000);
  const path = `/matrix-${calendarNight}.ics`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Campwise tests//Permission matrix//EN',
    'BEGIN:VEVENT',
    `UID:matrix-${calendarNight}@example.com`,
    'DTSTAMP:20300601T000000Z',
    `DTSTART;VALUE=DATE:${ymd(start)}`,
    `DTEND;VALUE=DATE:${ymd(end)}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  feeds.serve(path, `${lines.join('\r\n')}\r\n`);
  return `${feeds.origin}${path}`;
}

const calendarImportDocument = (w: World) =>
  doc(
    'calendar-imports',
    { name: `Matrix ${++slot}`, url: servedCalendar() },
    { site: rel('sites', w.calendarSiteId) },
  );

/** An import of A's calendar site holding its night, made through the route by an admin. */
async function calendarImport(w: World): Promise<string> {
  const response = await send(t, callers.admin, 'POST', '/api/v6/calendar-imports', calendarImportDocument(w));
  expect(response.status, response.text).toBe(201);
  expect(response.body.data.attributes['held-count']).toBe(1);
  return response.body.data.id as string;
}

/** A user who manages nothing (no session needed: they are only ever a target). */
async function someone(w: World): Promise<number> {
  const [person] = await makeCampers(w.db, 1, clock.now());
  return person!.id;
}

const blockAttributes = () => {
  const stay = nights();
  return { 'start-date': stay.startDate, 'end-date': stay.endDate, reason: 'Matrix' };
};

const ROWS: Row[] = [
  // --- inventory (docs/api-bookings.md) ---
  {
    route: 'POST /booking-settings',
    success: 201,
    build: async (w) => {
      const fresh = await createBookableCampground(w.db, { withManager: false, siteTypes: [] });
      await w.db.execute(sql`delete from booking_settings where campground_id = ${fresh.campgroundId}`);
      await w.db.insert(campgroundManagers).values({ campgroundId: fresh.campgroundId, userId: w.managerOfA });
      return {
        method: 'POST',
        url: '/api/v6/booking-settings',
        body: doc('booking-settings', {}, { campground: rel('campgrounds', fresh.campgroundId) }),
      };
    },
  },
  {
    route: 'PATCH /booking-settings/{id}',
    success: 200,
    build: async (w) => ({
      method: 'PATCH',
      url: `/api/v6/booking-settings/${w.a.campgroundId}`,
      body: doc('booking-settings', { 'max-nights': 20 + (slot++ % 10) }),
    }),
  },
  {
    route: 'POST /site-types',
    success: 201,
    build: async (w) => ({
      method: 'POST',
      url: '/api/v6/site-types',
      body: doc(
        'site-types',
        { name: `New type ${++slot}`, kind: 'cabin' },
        { campground: rel('campgrounds', w.a.campgroundId) },
      ),
    }),
  },
  {
    route: 'PATCH /site-types/{id}',
    success: 200,
    build: async (w) => ({
      method: 'PATCH',
      url: `/api/v6/site-types/${w.a.siteTypeIds[0]}`,
      body: doc('site-types', { description: `Edited ${++slot}` }),
    }),
  },
  {
    route: 'DELETE /site-types/{id}',
    success: 204,
    build: async (w) => ({ method: 'DELETE', url: `/api/v6/site-types/${await siteType(w)}` }),
  },
  {
    route: 'POST /rates',
    success: 201,
    build: async (w) => ({
      method: 'POST',
      url: '/api/v6/rates',
      body: doc(
        'rates',
        { name: 'Holiday', 'nightly-cents': 5000, 'start-date': '2031-12-20', 'end-date': '2031-12-31' },
        { 'site-type': rel('site-types', w.a.siteTypeIds[1]!) },
      ),
    }),
  },
  {
    route: 'PATCH /rates/{id}',
    success: 200,
    build: async (w) => ({
      method: 'PATCH',
      url: `/api/v6/rates/${w.a.rateIds[0]}`,
      body: doc('rates', { name: `Base ${++slot}` }),
    }),
  },
  {
    route: 'DELETE /rates/{id}',
    success: 204,
    build: async (w) => {
      const [row] = await w.db
        .insert(rates)
        .values({
          campgroundId: w.a.campgroundId,
          siteTypeId: w.a.siteTypeIds[1]!,
          name: 'Spare',
          nightlyCents: 100,
          startDate: '2032-01-01',
          endDate: '2032-01-02',
        })
        .returning({ id: rates.id });
      return { method: 'DELETE', url: `/api/v6/rates/${row!.id}` };
    },
  },
  {
    route: 'POST /sites',
    success: 201,
    build: async (w) => ({
      method: 'POST',
      url: '/api/v6/sites',
      body: doc('sites', { name: `Matrix ${++slot}` }, { 'site-type': rel('site-types', w.a.siteTypeIds[0]!) }),
    }),
  },
  {
    route: 'PATCH /sites/{id}',
    success: 200,
    build: async (w) => ({
      method: 'PATCH',
      url: `/api/v6/sites/${w.a.siteIds[0]}`,
      body: doc('sites', { description: `Edited ${++slot}` }),
    }),
  },
  {
    route: 'DELETE /sites/{id}',
    success: 204,
    build: async (w) => {
      const [row] = await w.db
        .insert(sites)
        .values({
          campgroundId: w.a.campgroundId,
          siteTypeId: w.a.siteTypeIds[0]!,
          name: `Spare ${++slot}`,
          active: false,
        })
        .returning({ id: sites.id });
      return { method: 'DELETE', url: `/api/v6/sites/${row!.id}` };
    },
  },
  {
    route: 'GET /site-blocks?filter[campground]',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/site-blocks?filter[campground]=${w.a.campgroundId}` }),
  },
  {
    route: 'POST /site-blocks (site)',
    success: 201,
    build: async (w) => ({
      method: 'POST',
      url: '/api/v6/site-blocks',
      body: doc('site-blocks', blockAttributes(), { site: rel('sites', siteOf(w)) }),
    }),
  },
  {
    route: 'DELETE /site-blocks/{id}',
    success: 204,
    build: async (w) => {
      const id = await blockSite(w.db, { campgroundId: w.a.campgroundId, siteId: siteOf(w), ...nights() });
      return { method: 'DELETE', url: `/api/v6/site-blocks/${id}` };
    },
  },
  // --- running reservations (docs/api-manager.md) ---
  {
    route: 'POST /site-blocks (campground)',
    success: 201,
    build: async (w) => ({
      method: 'POST',
      url: '/api/v6/site-blocks',
      body: doc('site-blocks', blockAttributes(), { campground: rel('campgrounds', w.a.campgroundId) }),
    }),
  },
  {
    route: 'PATCH /site-blocks/{id}',
    success: 200,
    build: async (w) => {
      const id = await blockSite(w.db, { campgroundId: w.a.campgroundId, siteId: siteOf(w), ...nights() });
      return { method: 'PATCH', url: `/api/v6/site-blocks/${id}`, body: doc('site-blocks', { reason: 'Edited' }) };
    },
  },
  {
    route: 'GET /reservations?filter[campground]',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/reservations?filter[campground]=${w.a.campgroundId}` }),
  },
  {
    route: 'GET /campgrounds/{id}/occupancy',
    success: 200,
    build: async (w) => ({
      method: 'GET',
      url: `/api/v6/campgrounds/${w.a.campgroundId}/occupancy?filter[from]=2030-07-01&filter[to]=2030-08-01`,
    }),
  },
  {
    route: 'GET /reservations/{id}/events',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/reservations/${await reservation(w, 'confirmed')}/events` }),
  },
  {
    route: 'POST /reservations/manual',
    success: 201,
    build: async (w) => {
      const stay = nights();
      return {
        method: 'POST',
        url: '/api/v6/reservations/manual',
        body: doc(
          'reservations',
          { source: 'internal', name: 'Walk-in', 'start-date': stay.startDate, 'end-date': stay.endDate },
          { site: rel('sites', siteOf(w)) },
        ),
      };
    },
  },
  {
    route: 'POST /reservations/{id}/modification',
    success: 200,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/reservations/${await reservation(w, 'confirmed')}/modification`,
      body: doc('reservations', { 'total-cents': 4200, reason: 'Matrix' }),
    }),
  },
  {
    route: 'POST /reservations/{id}/cancellation (manager)',
    success: 200,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/reservations/${await reservation(w, 'confirmed')}/cancellation`,
      body: doc('reservation-cancellations', { refund: 'none', reason: 'Matrix' }),
    }),
  },
  {
    route: 'POST /reservations/{id}/approval',
    success: 200,
    build: async (w) => ({ method: 'POST', url: `/api/v6/reservations/${await reservation(w, 'pending')}/approval` }),
  },
  {
    route: 'POST /reservations/{id}/decline',
    success: 200,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/reservations/${await reservation(w, 'pending')}/decline`,
      body: doc('reservations', { reason: 'Matrix' }),
    }),
  },
  // --- calendar sync (docs/api-calendar-sync.md) ---
  {
    route: 'GET /calendar-imports?filter[campground]',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/calendar-imports?filter[campground]=${w.a.campgroundId}` }),
  },
  {
    route: 'POST /calendar-imports',
    success: 201,
    build: async (w) => ({ method: 'POST', url: '/api/v6/calendar-imports', body: calendarImportDocument(w) }),
  },
  {
    route: 'PATCH /calendar-imports/{id}',
    success: 200,
    build: async (w) => {
      const id = await calendarImport(w);
      return {
        method: 'PATCH',
        url: `/api/v6/calendar-imports/${id}`,
        body: doc('calendar-imports', { name: `Renamed ${++slot}` }),
      };
    },
  },
  {
    route: 'DELETE /calendar-imports/{id}',
    success: 204,
    build: async (w) => ({ method: 'DELETE', url: `/api/v6/calendar-imports/${await calendarImport(w)}` }),
  },
  {
    route: 'POST /calendar-imports/{id}/sync',
    success: 200,
    build: async (w) => ({ method: 'POST', url: `/api/v6/calendar-imports/${await calendarImport(w)}/sync` }),
  },
  {
    route: 'GET /calendar-imports/{id}/conflicts',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/calendar-imports/${await calendarImport(w)}/conflicts` }),
  },
  {
    route: 'GET /sites/{id}/calendar-export',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/sites/${siteOf(w)}/calendar-export` }),
  },
  {
    route: 'POST /sites/{id}/calendar-export/rotation',
    success: 200,
    build: async (w) => ({ method: 'POST', url: `/api/v6/sites/${siteOf(w)}/calendar-export/rotation` }),
  },
  // --- payouts and the listing editor (docs/api-manager.md) ---
  {
    route: 'GET /campgrounds/{id}/payouts',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/campgrounds/${w.a.campgroundId}/payouts` }),
  },
  {
    route: 'GET /campgrounds/{id}/payout-entries',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/campgrounds/${w.a.campgroundId}/payout-entries` }),
  },
  {
    route: 'POST /campgrounds/{id}/payouts',
    success: 201,
    expected: ADMINS,
    build: async (w) => {
      // A balance to pay out of.
      await w.db.insert(payoutLedgerEntries).values({
        campgroundId: w.a.campgroundId,
        kind: 'credit',
        amountCents: 1000,
        description: 'Matrix stay',
        idempotencyKey: `matrix:${++slot}`,
      });
      return {
        method: 'POST',
        url: `/api/v6/campgrounds/${w.a.campgroundId}/payouts`,
        body: doc('payouts', { 'amount-cents': 500 }),
      };
    },
  },
  {
    route: 'POST /campgrounds/{id}/payout-account',
    // A's account exists already (made once below), so each allowed call answers 200 and a new link.
    success: 200,
    build: async (w) => {
      await payoutAccount(w);
      return { method: 'POST', url: `/api/v6/campgrounds/${w.a.campgroundId}/payout-account` };
    },
  },
  {
    route: 'POST /campgrounds/{id}/payout-account/refresh',
    success: 200,
    build: async (w) => {
      await payoutAccount(w);
      return { method: 'POST', url: `/api/v6/campgrounds/${w.a.campgroundId}/payout-account/refresh` };
    },
  },
  {
    route: 'PATCH /campgrounds/{id}',
    success: 200,
    build: async (w) => ({
      method: 'PATCH',
      url: `/api/v6/campgrounds/${w.a.campgroundId}`,
      body: doc('campgrounds', { description: `Edited ${++slot}`, 'num-sites': 10 + (slot % 50) }),
    }),
  },
  // --- the team (docs/api-claims.md, docs/api-manager.md) ---
  {
    route: 'GET /manager-invitations?filter[campground]',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/manager-invitations?filter[campground]=${w.a.campgroundId}` }),
  },
  {
    route: 'POST /manager-invitations',
    success: 201,
    expected: OWNER,
    build: async (w) => ({
      method: 'POST',
      url: '/api/v6/manager-invitations',
      body: doc(
        'manager-invitations',
        { email: `invitee-${++slot}@example.com` },
        { campground: rel('campgrounds', w.a.campgroundId) },
      ),
    }),
  },
  {
    route: 'DELETE /manager-invitations/{id}',
    success: 204,
    expected: OWNER,
    build: async (w) => {
      const [row] = await w.db
        .insert(managerInvitations)
        .values({
          campgroundId: w.a.campgroundId,
          email: `invitee-${++slot}@example.com`,
          tokenHash: `matrix-${slot}`,
          expiresAt: new Date(Date.UTC(2031, 0, 1)),
        })
        .returning({ id: managerInvitations.id });
      return { method: 'DELETE', url: `/api/v6/manager-invitations/${row!.id}` };
    },
  },
  {
    route: 'GET /campgrounds/{id}/managers',
    success: 200,
    build: async (w) => ({ method: 'GET', url: `/api/v6/campgrounds/${w.a.campgroundId}/managers` }),
  },
  {
    route: 'DELETE /campgrounds/{id}/managers/{userId}',
    success: 204,
    expected: OWNER,
    build: async (w) => {
      const coManager = await someone(w);
      await addCampgroundManager(w.db, w.a.campgroundId, coManager, 'manager');
      return { method: 'DELETE', url: `/api/v6/campgrounds/${w.a.campgroundId}/managers/${coManager}` };
    },
  },
  {
    route: 'GET /users/{id}/managed-campgrounds',
    success: 200,
    expected: SELF,
    build: async (w) => ({ method: 'GET', url: `/api/v6/users/${w.managerOfA}/managed-campgrounds` }),
  },
  // --- admin routes of claims and suggested listings (docs/api-claims.md) ---
  {
    route: 'POST /campground-claims/{id}/approval',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({ method: 'POST', url: `/api/v6/campground-claims/${await claim(w, 'pending')}/approval` }),
  },
  {
    route: 'POST /campground-claims/{id}/rejection',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/campground-claims/${await claim(w, 'unverified')}/rejection`,
      body: doc('claim-rejections', { reason: 'Matrix' }),
    }),
  },
  {
    route: 'POST /campground-submissions/{id}/approval',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({ method: 'POST', url: `/api/v6/campground-submissions/${await submission(w)}/approval` }),
  },
  {
    route: 'POST /campground-submissions/{id}/rejection',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/campground-submissions/${await submission(w)}/rejection`,
      body: doc('submission-rejections', { reason: 'Matrix' }),
    }),
  },
  {
    route: 'GET /outbox-sms',
    success: 200,
    expected: ADMINS,
    build: async () => ({ method: 'GET', url: '/api/v6/outbox-sms' }),
  },
  // --- admin moderation of campgrounds (docs/api-claims.md, "Admin: hide and merge campgrounds") ---
  {
    route: 'POST /campgrounds/{id}/hiding',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/campgrounds/${await plainCampground(w)}/hiding`,
      body: doc('campground-hidings', { reason: 'Matrix' }),
    }),
  },
  {
    route: 'DELETE /campgrounds/{id}/hiding',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({ method: 'DELETE', url: `/api/v6/campgrounds/${await plainCampground(w, true)}/hiding` }),
  },
  {
    route: 'POST /campgrounds/{id}/merge',
    success: 200,
    expected: ADMINS,
    build: async (w) => ({
      method: 'POST',
      url: `/api/v6/campgrounds/${await plainCampground(w)}/merge`,
      body: doc('campground-merges', {}, { target: rel('campgrounds', w.a.campgroundId) }),
    }),
  },
  {
    route: 'GET /hidden-campgrounds',
    success: 200,
    expected: ADMINS,
    build: async () => ({ method: 'GET', url: '/api/v6/hidden-campgrounds' }),
  },
];

/** A campground with no bookings or managers (what an admin hides or merges), hidden if asked. */
async function plainCampground(w: World, hidden = false): Promise<number> {
  const n = ++slot;
  const [row] = await w.db
    .insert(campgrounds)
    .values({
      externalKey: `test:matrix-${n}`,
      slug: `matrix-${n}`,
      regionCode: 'CO',
      name: `Matrix Campground ${n}`,
      latitude: 39.4,
      longitude: -105.9,
      agency: 'usfs',
      sources: [{ source: 'osm', id: `matrix-${n}` }],
      contentHash: `hash-matrix-${n}`,
      ...(hidden && { hiddenAt: clock.now(), hiddenReason: 'Matrix' }),
    })
    .returning({ id: campgrounds.id });
  return row!.id;
}

/** An open claim of A by someone new. */
async function claim(w: World, status: 'unverified' | 'pending'): Promise<number> {
  const [row] = await w.db
    .insert(campgroundClaims)
    .values({
      campgroundId: w.a.campgroundId,
      userId: await someone(w),
      status,
      claimantName: 'Matrix Claimant',
      claimantRole: 'owner',
      ...(status === 'pending' && { verificationMethod: 'document' as const, verifiedAt: clock.now() }),
    })
    .returning({ id: campgroundClaims.id });
  return row!.id;
}

/** A's Stripe connected account, made at the fake Stripe once. */
async function payoutAccount(w: World): Promise<void> {
  if (await findPayoutAccount(w.db, { campgroundId: w.a.campgroundId })) return;
  const account = await payouts.createAccount({ campgroundId: w.a.campgroundId, idempotencyKey: 'matrix-account' });
  await insertPayoutAccount(w.db, w.a.campgroundId, account, w.managerOfA, clock.now());
}

/** A pending suggestion of a campground in Colorado, by someone new. */
async function submission(w: World): Promise<number> {
  const [row] = await w.db
    .insert(campgroundSubmissions)
    .values({
      submittedBy: await someone(w),
      submitterRole: 'camper',
      name: `Matrix Meadow ${++slot}`,
      latitude: 39.2,
      longitude: -105.8,
    })
    .returning({ id: campgroundSubmissions.id });
  return row!.id;
}

/** Every table a manager route writes, as one fingerprint: a refused call must leave it as it was. */
const WRITTEN_TABLES = [
  'booking_settings',
  'site_types',
  'rates',
  'sites',
  'site_blocks',
  'site_occupancies',
  'reservations',
  'reservation_items',
  'reservation_payments',
  'reservation_events',
  'campground_managers',
  'calendar_imports',
  'calendar_import_events',
  'calendar_exports',
  'payout_ledger_entries',
  'campground_payout_accounts',
  'manager_invitations',
  'campground_claims',
  'campground_submissions',
  'campgrounds',
  'campground_map_cells',
  'regions',
  'users',
  'email_outbox',
  'reviews',
  'photos',
  'field_reports',
  'saved_list_items',
  'places',
];

async function fingerprint(db: Db): Promise<string[]> {
  const prints: string[] = [];
  for (const table of WRITTEN_TABLES) {
    const result = await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from ${sql.identifier(table)} t`,
    );
    prints.push(`${table}:${(result as unknown as { rows: { print: string }[] }).rows[0]!.print}`);
  }
  return prints;
}

beforeAll(async () => {
  feeds = await startFeedServer();
  stripe = await startFakeStripeServer();
  payouts = createStripePayoutProvider({ secretKey: 'sk_test_matrix', apiUrl: stripe.url });
  // Calendar links are served from 127.0.0.1 here: only tests may allow private addresses.
  t = await createTestApp({
    seed: false,
    clock: clock.now,
    config: { calendarFetchAllowPrivate: true },
    payoutProvider: payouts,
  });
  const { db } = t.database;
  const a = await createBookableCampground(db);
  const b = await createBookableCampground(db);
  const [camper, guest, coManager] = await makeCampers(db, 3, clock.now());
  await addCampgroundManager(db, a.campgroundId, coManager!.id, 'manager');
  const [calendarSite] = await db
    .insert(sites)
    .values({ campgroundId: a.campgroundId, siteTypeId: a.siteTypeIds[0]!, name: 'Calendar site' })
    .returning({ id: sites.id });
  world = { db, a, guestId: guest!.id, managerOfA: coManager!.id, calendarSiteId: calendarSite!.id };
  callers.anonymous = null;
  callers.camper = camper!;
  callers['manager of A'] = coManager!;
  callers['manager of B'] = await sessionFor(db, b.managerUserId!, clock.now());
  callers.admin = await createAdmin(t);
  console.log(`permission matrix: ${ROWS.length} routes × 5 callers = ${ROWS.length * 5} checks`);
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
  await stripe?.close();
});

describe('permission matrix: every manager route × anonymous, camper, manager of A, manager of B, admin', () => {
  for (const row of ROWS) {
    it(row.route, async () => {
      for (const [name, expected] of Object.entries(row.expected ?? MANAGERS) as [CallerName, Expected][]) {
        const target = await row.build(world);
        const before = expected === 'success' ? null : await fingerprint(world.db);
        const fetchesBefore = feeds.requests.length;
        const response = await send(t, callers[name], target.method, target.url, target.body);
        const status = expected === 'success' ? row.success : expected.status;
        expect(response.status, `${row.route} as ${name}: ${response.text}`).toBe(status);
        if (expected !== 'success') {
          expect(response.body.errors[0].code, `${row.route} as ${name}`).toBe(expected.code);
          // Nothing of A's is read or changed, and no calendar link is fetched.
          expect(response.body.data).toBeUndefined();
          expect(await fingerprint(world.db), `${row.route} as ${name} changed data`).toEqual(before);
          expect(feeds.requests.length, `${row.route} as ${name} fetched a calendar`).toBe(fetchesBefore);
        }
      }
    });
  }
});
