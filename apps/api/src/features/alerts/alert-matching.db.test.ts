// Alerts end to end (docs/api-alerts.md "What an alert watches", "Openings", "Delivery",
// "Notifications"): nights freed by every path (a camper's cancellation through its route, a
// declined request, a manager's unblocking, a new site, an expired checkout) reach exactly the
// alerts they fit, once, through the real job handlers; reruns and crashes duplicate nothing;
// a site taken again is never told; the rate limit makes a digest; the first member to open an
// opening gets the site.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  alertDeliveries,
  alertOpenings,
  bookingSettings,
  campgrounds,
  emailOutbox,
  inventoryReleases,
  jobs,
  notifications,
  pushSubscriptions,
  siteBlocks,
  sites,
} from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { enqueueJob } from '../../jobs/job-repository.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import {
  blockSite,
  createBookableCampground,
  holdSite,
  type BookableCampground,
} from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import {
  action,
  decline,
  makeCampers,
  sessionFor,
  settableClock,
  startDraft,
  type Camper,
} from '../reservations/reservation-test-helpers.ts';
import { paidStay } from '../manager-reservations/manager-test-helpers.ts';
import { expireHolds } from '../reservations/reservation-jobs.ts';
import { deliverOpeningsJob, matchReleaseJob } from './alert-job-types.ts';
import { matchRelease } from './alert-matcher.ts';
import { alertContext, alertJobRunner, makeAlert, patchAlert } from './alert-test-helpers.ts';

// Monday June 3, 2030, noon in Denver. July 5, 2030 is a Friday.
const clock = settableClock('2030-06-03T18:00:00.000Z');
const WEEKEND = { startDate: '2030-07-05', endDate: '2030-07-07' };
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

const runJobs = () => alertJobRunner(t, clock.now).runDue();

/** A campground whose sites' own "site opened" releases are already matched (before any alert exists). */
async function campground(options: Parameters<typeof createBookableCampground>[1] = {}): Promise<BookableCampground> {
  const made = await createBookableCampground(db, options);
  await runJobs();
  return made;
}

const members = (n: number) => makeCampers(db, n, clock.now(), { pro: true });

function bookedStay(camper: Camper, park: BookableCampground, siteId: number): Promise<string> {
  return paidStay(t, camper, park, siteId, WEEKEND);
}

const openingsOf = (alertId: string) =>
  db.select().from(alertOpenings).where(eq(alertOpenings.alertId, alertId)).orderBy(asc(alertOpenings.createdAt));
const bellOf = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));
const emailsTo = (camper: Camper) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, camper.email));
const deliveriesOf = (openingId: string) =>
  db
    .select({ channel: alertDeliveries.channel, status: alertDeliveries.status, digestKey: alertDeliveries.digestKey })
    .from(alertDeliveries)
    .where(eq(alertDeliveries.openingId, openingId))
    .orderBy(asc(alertDeliveries.channel));

describe('a camper cancels a confirmed reservation', () => {
  let park: BookableCampground;
  let who: Camper[];
  const ids: Record<string, string> = {};
  let releaseId: number;

  beforeAll(async () => {
    park = await campground();
    const [booker] = await makeCampers(db, 1, clock.now());
    who = await members(8);
    const [tent1, tent2] = park.sitesByType[0]!;
    const bookingId = await bookedStay(booker!, park, tent1!);
    const cg = park.campgroundId;
    const window = { mode: 'flexible' as const, startDate: '2030-07-01', endDate: '2030-07-20' };
    ids.exact = await makeAlert(t, who[0]!, { campgroundId: cg, ...WEEKEND });
    ids.weekend = await makeAlert(t, who[1]!, {
      campgroundId: cg,
      siteTypeId: park.siteTypeIds[0]!,
      ...window,
      nights: 2,
      weekendsOnly: true,
    });
    ids.flexibleSite = await makeAlert(t, who[2]!, { campgroundId: cg, siteId: tent1!, ...window, nights: 3 });
    ids.rv = await makeAlert(t, who[3]!, { campgroundId: cg, siteTypeId: park.siteTypeIds[1]!, ...WEEKEND });
    ids.later = await makeAlert(t, who[4]!, { campgroundId: cg, startDate: '2030-07-10', endDate: '2030-07-12' });
    ids.otherSite = await makeAlert(t, who[5]!, { campgroundId: cg, siteId: tent2!, ...WEEKEND });
    ids.paused = await makeAlert(t, who[6]!, { campgroundId: cg, ...WEEKEND });
    expect((await patchAlert(t, who[6]!, ids.paused, { status: 'paused' })).status).toBe(200);

    const cancelled = await action(t, booker!, bookingId, 'cancellation');
    expect(cancelled.status, cancelled.text).toBe(200);
    const [release] = await db.select().from(inventoryReleases).where(eq(inventoryReleases.reservationId, bookingId));
    releaseId = release!.id;
    await runJobs();
  });

  it('gives each fitting alert exactly one opening, the earliest stay that fits, and nothing to the others', async () => {
    const [exact] = await openingsOf(ids.exact!);
    expect(exact).toMatchObject({ ...WEEKEND, reason: 'cancellation', releaseId, siteId: park.sitesByType[0]![0] });
    expect(await openingsOf(ids.weekend!)).toMatchObject([WEEKEND]);
    // Three nights overlapping Friday and Saturday, from the earliest arrival: Wednesday the 3rd.
    expect(await openingsOf(ids.flexibleSite!)).toMatchObject([{ startDate: '2030-07-03', endDate: '2030-07-06' }]);
    for (const name of ['rv', 'later', 'otherSite', 'paused']) expect(await openingsOf(ids[name]!)).toEqual([]);

    const alert = await t.get(`/api/v6/alerts/${ids.exact}`, who[0]!.headers);
    expect(alert.body.data.attributes['opening-count']).toBe(1);
    expect(alert.body.data.attributes['last-opening-at']).toBe(clock.now().toISOString());
  });

  it('tells each of those members once: the bell, an email with the booking link, push skipped without a subscription', async () => {
    for (const [index, name] of [
      [0, 'exact'],
      [1, 'weekend'],
      [2, 'flexibleSite'],
    ] as const) {
      const [opening] = await openingsOf(ids[name]!);
      const bell = await bellOf(who[index]!.id);
      expect(bell).toMatchObject([
        { kind: 'alert-opening', url: `/alerts/openings/${opening!.id}`, alertId: ids[name], readAt: null },
      ]);
      const emails = await emailsTo(who[index]!);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toContain('A site opened at Bookable Campground');
      expect(emails[0]!.textBody).toContain(`Book it now: http://localhost:3000/alerts/openings/${opening!.id}`);
      expect(emails[0]!.htmlBody).toContain('>Book it now</a>');
      expect(await deliveriesOf(opening!.id)).toEqual([
        { channel: 'email', status: 'sent', digestKey: null },
        { channel: 'in-app', status: 'sent', digestKey: null },
        { channel: 'push', status: 'skipped', digestKey: null },
      ]);
    }
    for (const index of [3, 4, 5, 6]) {
      expect(await bellOf(who[index]!.id)).toEqual([]);
      expect(await emailsTo(who[index]!)).toEqual([]);
    }
  });

  it('writes nothing twice when the jobs run again, or the release is matched again as after a lost commit', async () => {
    const now = clock.now();
    await enqueueJob(db, matchReleaseJob, { releaseId }, now);
    await enqueueJob(db, deliverOpeningsJob, { userId: who[0]!.id }, now);
    await runJobs();
    await db.update(inventoryReleases).set({ processedAt: null }).where(eq(inventoryReleases.id, releaseId));
    expect(await matchRelease(alertContext(t, clock.now), releaseId)).toBe(0);
    await runJobs();
    expect(await openingsOf(ids.exact!)).toHaveLength(1);
    expect(await bellOf(who[0]!.id)).toHaveLength(1);
    expect(await emailsTo(who[0]!)).toHaveLength(1);
    const [release] = await db.select().from(inventoryReleases).where(eq(inventoryReleases.id, releaseId));
    expect(release!.processedAt).not.toBeNull();
  });

  it('lists the openings with their deliveries, and the bell with its unread count', async () => {
    const list = await t.get(`/api/v6/alerts/${ids.exact}/openings`, who[0]!.headers);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0].attributes).toMatchObject({
      'start-date': WEEKEND.startDate,
      reason: 'cancellation',
      'still-available': true,
      'book-path': `/alerts/openings/${list.body.data[0].id}`,
    });
    expect(list.body.data[0].attributes.deliveries.map((d: { channel: string }) => d.channel).sort()).toEqual([
      'email',
      'in-app',
      'push',
    ]);

    const bell = await t.get('/api/v6/notifications', who[0]!.headers);
    expect(bell.body.meta).toMatchObject({ total: 1, unread: 1 });
    const id = bell.body.data[0].id as string;
    const read = await t.request({
      method: 'PATCH',
      url: `/api/v6/notifications/${id}`,
      headers: { 'content-type': 'application/vnd.api+json', ...who[0]!.headers },
      payload: JSON.stringify({
        data: { type: 'notifications', id, attributes: { 'read-at': '1999-01-01T00:00:00Z' } },
      }),
    });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes['read-at']).toBe(clock.now().toISOString());
    expect((await t.get('/api/v6/notifications', who[0]!.headers)).body.meta.unread).toBe(0);
    const stranger = await t.request({
      method: 'PATCH',
      url: `/api/v6/notifications/${id}`,
      headers: { 'content-type': 'application/vnd.api+json', ...who[1]!.headers },
      payload: JSON.stringify({ data: { type: 'notifications', id, attributes: { 'read-at': null } } }),
    });
    expect(stranger.status).toBe(404);
    const all = await t.request({ method: 'POST', url: '/api/v6/notifications/read-all', headers: who[1]!.headers });
    expect(all.status).toBe(200);
    expect(all.body.meta.unread).toBe(0);
    expect((await bellOf(who[1]!.id))[0]!.readAt).not.toBeNull();
  });

  it('gives the site to the member who opens an opening first; the next gets 409 opening-taken', async () => {
    const [first] = await openingsOf(ids.exact!);
    const [second] = await openingsOf(ids.weekend!);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v6/alert-openings/${first!.id}/reservation`,
          headers: who[1]!.headers,
        })
      ).status,
    ).toBe(404);
    const won = await t.request({
      method: 'POST',
      url: `/api/v6/alert-openings/${first!.id}/reservation`,
      headers: who[0]!.headers,
    });
    expect(won.status, won.text).toBe(201);
    expect(won.body.data.attributes).toMatchObject({
      status: 'draft',
      ...{ 'start-date': WEEKEND.startDate, 'end-date': WEEKEND.endDate },
    });
    expect(won.body.data.relationships.site.data.id).toBe(String(first!.siteId));
    const lost = await t.request({
      method: 'POST',
      url: `/api/v6/alert-openings/${second!.id}/reservation`,
      headers: who[1]!.headers,
    });
    expect(lost.status).toBe(409);
    expect(lost.body.errors[0]).toMatchObject({
      code: 'opening-taken',
      detail: 'Someone booked these nights first. Your alert is still watching.',
      meta: { 'alert-id': ids.weekend },
    });
    expect((await t.get(`/api/v6/alerts/${ids.weekend}`, who[1]!.headers)).body.data.attributes.status).toBe('active');
  });
});

describe('nights freed where nobody watches', () => {
  it('are not recorded: no release and no job until the campground has an active alert', async () => {
    const park = await createBookableCampground(db);
    const [booker] = await makeCampers(db, 1, clock.now());
    const bookingId = await bookedStay(booker!, park, park.siteIds[0]!);
    expect((await action(t, booker!, bookingId, 'cancellation')).status).toBe(200);
    const releases = () =>
      db.select().from(inventoryReleases).where(eq(inventoryReleases.campgroundId, park.campgroundId));
    // Its sites, rates and settings were added and a stay cancelled: nothing to match.
    expect(await releases()).toEqual([]);

    const [member] = await members(1);
    await makeAlert(t, member!, { campgroundId: park.campgroundId, ...WEEKEND });
    const again = await bookedStay(booker!, park, park.siteIds[0]!);
    expect((await action(t, booker!, again, 'cancellation')).status).toBe(200);
    expect(await releases()).toMatchObject([{ reservationId: again }]);
  });
});

describe('an RV length on the alert', () => {
  it('matches only sites that state they take a rig that long', async () => {
    const park = await campground();
    const [booker] = await makeCampers(db, 1, clock.now());
    const who = await members(4);
    const cg = park.campgroundId;
    // The fixture's RV sites take 40 and 30 feet; its tent sites state no length.
    const [rv40, rv30] = park.sitesByType[1]!;
    const ids = {
      fits: await makeAlert(t, who[0]!, { campgroundId: cg, ...WEEKEND, rvLengthFt: 25 }),
      tooLong: await makeAlert(t, who[1]!, { campgroundId: cg, ...WEEKEND, rvLengthFt: 35 }),
      exactly: await makeAlert(t, who[2]!, { campgroundId: cg, ...WEEKEND, rvLengthFt: 30 }),
      anyRig: await makeAlert(t, who[3]!, { campgroundId: cg, ...WEEKEND }),
    };
    // Every other site is taken, so only the cancelled 30-foot site can open.
    for (const siteId of park.siteIds.filter((id) => id !== rv30)) await bookedStay(booker!, park, siteId);
    const bookingId = await bookedStay(booker!, park, rv30!);
    expect((await action(t, booker!, bookingId, 'cancellation')).status).toBe(200);
    await runJobs();

    expect(await openingsOf(ids.fits)).toMatchObject([{ siteId: rv30 }]);
    expect(await openingsOf(ids.exactly)).toMatchObject([{ siteId: rv30 }]);
    expect(await openingsOf(ids.anyRig)).toMatchObject([{ siteId: rv30 }]);
    expect(await openingsOf(ids.tooLong)).toEqual([]);
    expect(rv40).toBeDefined();

    const alert = await t.get(`/api/v6/alerts/${ids.tooLong}`, who[1]!.headers);
    expect(alert.body.data.attributes['rv-length-ft']).toBe(35);
  });

  it('never matches a site that states no length (a tent site) for a rig', async () => {
    const park = await campground();
    const [booker] = await makeCampers(db, 1, clock.now());
    const [member, other] = await members(2);
    const cg = park.campgroundId;
    const [tent1] = park.sitesByType[0]!;
    const rig = await makeAlert(t, member!, { campgroundId: cg, ...WEEKEND, rvLengthFt: 20 });
    const tent = await makeAlert(t, other!, { campgroundId: cg, siteId: tent1!, ...WEEKEND });
    for (const siteId of park.siteIds.filter((id) => id !== tent1)) await bookedStay(booker!, park, siteId);
    const bookingId = await bookedStay(booker!, park, tent1!);
    expect((await action(t, booker!, bookingId, 'cancellation')).status).toBe(200);
    await runJobs();
    expect(await openingsOf(rig)).toEqual([]);
    expect(await openingsOf(tent)).toHaveLength(1);
  });
});

describe('every way nights come free', () => {
  it('a declined request, an unblocked site, a new site and an expired checkout each make openings', async () => {
    const park = await campground({
      settings: { bookingPolicy: 'request' },
      siteTypes: [{ sites: 3, rates: [{ nightlyCents: 2500 }] }],
    });
    const [s1, s2, s3] = park.siteIds;
    const [booker] = await makeCampers(db, 1, clock.now());
    const manager = await sessionFor(db, park.managerUserId!, clock.now());
    const who = await members(4);
    const requestId = await bookedStay(booker!, park, s1!);
    const blockId = await blockSite(db, { campgroundId: park.campgroundId, siteId: s2!, ...WEEKEND });
    await holdSite(db, {
      campgroundId: park.campgroundId,
      siteId: s3!,
      userId: booker!.id,
      ...WEEKEND,
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    await runJobs();
    const declined = await makeAlert(t, who[0]!, { campgroundId: park.campgroundId, siteId: s1!, ...WEEKEND });
    const unblocked = await makeAlert(t, who[1]!, { campgroundId: park.campgroundId, siteId: s2!, ...WEEKEND });
    const expired = await makeAlert(t, who[2]!, { campgroundId: park.campgroundId, siteId: s3!, ...WEEKEND });
    const anySite = await makeAlert(t, who[3]!, {
      campgroundId: park.campgroundId,
      startDate: '2030-07-20',
      endDate: '2030-07-22',
    });

    expect((await decline(t, manager, requestId, 'Full that weekend')).status).toBe(200);
    const unblock = await t.request({
      method: 'DELETE',
      url: `/api/v6/site-blocks/${blockId}`,
      headers: manager.headers,
    });
    expect(unblock.status, unblock.text).toBe(204);
    const [added] = await db
      .insert(sites)
      .values({ campgroundId: park.campgroundId, siteTypeId: park.siteTypeIds[0]!, name: 'A4' })
      .returning({ id: sites.id });
    clock.advance(120);
    expect(await expireHolds({ db, clock: clock.now })).toHaveLength(1);
    await runJobs();

    expect(await openingsOf(declined)).toMatchObject([{ reason: 'declined', siteId: s1 }]);
    expect(await openingsOf(unblocked)).toMatchObject([{ reason: 'unblocked', siteId: s2 }]);
    expect(await openingsOf(expired)).toMatchObject([{ reason: 'expired', siteId: s3 }]);
    // The new site is the only release touching July 20–22.
    expect(await openingsOf(anySite)).toMatchObject([
      { reason: 'site-opened', siteId: added!.id, startDate: '2030-07-20', endDate: '2030-07-22' },
    ]);
    for (const member of who) expect(await bellOf(member.id)).toHaveLength(1);
  });
});

describe('a member with a device to push to', () => {
  it('gets the opening pushed once, as a push.send job, and only their own subscriptions count', async () => {
    const park = await campground({ siteTypes: [{ sites: 1, rates: [{ nightlyCents: 2500 }] }] });
    const [withDevice, withoutDevice] = await members(2);
    const blockId = await blockSite(db, { campgroundId: park.campgroundId, siteId: park.siteIds[0]!, ...WEEKEND });
    await runJobs();
    const pushed = await makeAlert(t, withDevice!, { campgroundId: park.campgroundId, ...WEEKEND });
    const notPushed = await makeAlert(t, withoutDevice!, { campgroundId: park.campgroundId, ...WEEKEND });
    // A subscription whose id equals the other member's user id must not count for that member.
    await db.insert(pushSubscriptions).values({
      userId: withDevice!.id,
      endpoint: `https://push.example.com/${withDevice!.id}`,
      p256dh: 'key',
      auth: 'auth',
    });
    const pushJobsBefore = await db.select().from(jobs).where(eq(jobs.kind, 'push.send'));

    await db.delete(siteBlocks).where(eq(siteBlocks.id, blockId));
    await runJobs();

    const [openingPushed] = await openingsOf(pushed);
    const [openingNotPushed] = await openingsOf(notPushed);
    expect(await deliveriesOf(openingPushed!.id)).toContainEqual(
      expect.objectContaining({ channel: 'push', status: 'sent' }),
    );
    expect(await deliveriesOf(openingNotPushed!.id)).toContainEqual(
      expect.objectContaining({ channel: 'push', status: 'skipped' }),
    );
    const pushJobs = await db.select().from(jobs).where(eq(jobs.kind, 'push.send'));
    expect(pushJobs.length - pushJobsBefore.length).toBe(1);
    expect(pushJobs.at(-1)?.payload).toEqual(expect.objectContaining({ userId: withDevice!.id }));
  });
});

describe('a campground that starts taking bookings again', () => {
  it('opens its sites to the alerts that watched it while it was off or hidden (migration 0015)', async () => {
    const park = await campground({ siteTypes: [{ sites: 1, rates: [{ nightlyCents: 2500 }] }] });
    const [member] = await members(1);
    await db.update(bookingSettings).set({ enabled: false }).where(eq(bookingSettings.campgroundId, park.campgroundId));
    await runJobs();
    const alertId = await makeAlert(t, member!, { campgroundId: park.campgroundId, ...WEEKEND });
    expect(await openingsOf(alertId)).toHaveLength(0);

    await db.update(bookingSettings).set({ enabled: true }).where(eq(bookingSettings.campgroundId, park.campgroundId));
    await runJobs();
    expect(await openingsOf(alertId)).toMatchObject([{ reason: 'site-opened', siteId: park.siteIds[0], ...WEEKEND }]);

    // Hidden by an admin and shown again: a release per active site, matched again (a new chance).
    await db.update(campgrounds).set({ hiddenAt: clock.now() }).where(eq(campgrounds.id, park.campgroundId));
    const before = await db
      .select()
      .from(inventoryReleases)
      .where(eq(inventoryReleases.campgroundId, park.campgroundId));
    await db.update(campgrounds).set({ hiddenAt: null }).where(eq(campgrounds.id, park.campgroundId));
    const after = await db
      .select()
      .from(inventoryReleases)
      .where(eq(inventoryReleases.campgroundId, park.campgroundId));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ cause: 'site-opened', siteId: park.siteIds[0] });
  });
});

describe('an opening taken again before it is told', () => {
  it('is recorded as skipped on every channel: no notification, no email', async () => {
    const park = await campground();
    const [booker, rival] = await makeCampers(db, 2, clock.now());
    const [ann] = await members(1);
    const siteId = park.siteIds[0]!;
    const bookingId = await bookedStay(booker!, park, siteId);
    const alertId = await makeAlert(t, ann!, { campgroundId: park.campgroundId, siteId, ...WEEKEND });
    expect((await action(t, booker!, bookingId, 'cancellation')).status).toBe(200);
    // Only the matcher runs; then someone else starts checkout for those nights.
    const ctx = alertContext(t, clock.now);
    const matchOnly = new JobHandlers().on(matchReleaseJob, async ({ releaseId }) => {
      await matchRelease(ctx, releaseId);
    });
    await new JobRunner({ db, handlers: matchOnly, clock: clock.now, log: recordingJobLog(), pollMs: 20 }).runDue();
    const [opening] = await openingsOf(alertId);
    expect(opening).toBeDefined();
    expect((await startDraft(t, rival!, { campgroundId: park.campgroundId, siteId, ...WEEKEND })).status).toBe(201);
    await runJobs();

    expect(await deliveriesOf(opening!.id)).toEqual([
      { channel: 'email', status: 'skipped', digestKey: null },
      { channel: 'in-app', status: 'skipped', digestKey: null },
      { channel: 'push', status: 'skipped', digestKey: null },
    ]);
    expect(await bellOf(ann!.id)).toEqual([]);
    expect(await emailsTo(ann!)).toEqual([]);
    const list = await t.get(`/api/v6/alerts/${alertId}/openings`, ann!.headers);
    expect(list.body.data[0].attributes['still-available']).toBe(false);
    const taken = await t.request({
      method: 'POST',
      url: `/api/v6/alert-openings/${opening!.id}/reservation`,
      headers: ann!.headers,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].code).toBe('opening-taken');
  });
});

describe('the rate limit', () => {
  it('emails three openings within ten minutes one by one and the rest as one digest at the window’s end', async () => {
    const park = await campground({ siteTypes: [{ sites: 5, rates: [{ nightlyCents: 2500 }] }] });
    const stay = { startDate: '2030-07-15', endDate: '2030-07-17' };
    const blockIds: number[] = [];
    for (const siteId of park.siteIds)
      blockIds.push(await blockSite(db, { campgroundId: park.campgroundId, siteId, ...stay }));
    await runJobs();
    const [zoe] = await members(1);
    const alertId = await makeAlert(t, zoe!, { campgroundId: park.campgroundId, ...stay });
    await db.delete(siteBlocks).where(inArray(siteBlocks.id, blockIds));
    await runJobs();

    const openings = await openingsOf(alertId);
    expect(openings).toHaveLength(5);
    expect(await bellOf(zoe!.id)).toHaveLength(5);
    expect(await emailsTo(zoe!)).toHaveLength(3);
    const held = await db
      .select({ openingId: alertDeliveries.openingId, digestKey: alertDeliveries.digestKey })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.alertId, alertId), eq(alertDeliveries.channel, 'in-app')));
    const keys = held.map((row) => row.digestKey).filter((key) => key !== null);
    expect(keys).toHaveLength(2);
    const [digestJob] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'alerts.deliver'), eq(jobs.uniqueKey, `digest:${zoe!.id}`)));
    expect(digestJob!.runAt.toISOString()).toBe(new Date(clock.now().getTime() + 600_000).toISOString());

    clock.advance(600);
    await runJobs();
    const emails = await emailsTo(zoe!);
    expect(emails).toHaveLength(4);
    expect(emails.map((email) => email.subject)).toContain('2 openings for your Campwise alerts');
    const digested = await db
      .select()
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.alertId, alertId),
          eq(alertDeliveries.channel, 'email'),
          eq(alertDeliveries.status, 'digest'),
        ),
      );
    expect(digested.map((row) => row.digestKey)).toEqual([keys[0], keys[0]]);
    expect(await bellOf(zoe!.id)).toHaveLength(5);
  });
});
