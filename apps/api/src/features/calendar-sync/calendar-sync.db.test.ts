// Calendar sync against a local calendar host serving real-world .ics shapes (fixtures/): imported
// holds are exact, bad feeds change nothing, conflicts are recorded and told once, exports parse
// back to the same stays, and only a campground's managers may touch any of it.
import { and, asc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { calendarImportEvents, jobs, reservations, siteBlocks, siteOccupancies } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import {
  blockSite,
  createBookableCampground,
  holdSite,
  type BookableCampground,
} from '../../test/inventory-fixtures.ts';
import { buildCheckedApp, createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import type { EmailMessage } from '../email/email-sender.ts';
import { makeCampers, sessionFor, settableClock, type Camper } from '../reservations/reservation-test-helpers.ts';
import { calendarFixture, startFeedServer, type FeedServer } from './calendar-feed-server.ts';
import { PRIVATE_ADDRESS_MESSAGE, TOO_LARGE_MESSAGE, TOO_MANY_REDIRECTS_MESSAGE } from './calendar-fetcher.ts';
import { registerCalendarSyncJobs } from './calendar-sync-jobs.ts';

const JSON_API = 'application/vnd.api+json';
const clock = settableClock('2027-05-01T12:00:00Z');
const sent: EmailMessage[] = [];

let t: TestApp;
let feeds: FeedServer;
let camp: BookableCampground;
let other: BookableCampground;
let manager: Camper;
let otherManager: Camper;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({
    clock: clock.now,
    config: { calendarFetchAllowPrivate: true, publicWebUrl: 'https://campwise.example' },
    emailSender: { send: async (message) => void sent.push(message) },
  });
  // Eight sites, one per scenario, so each test reads exactly its own site's nights.
  camp = await createBookableCampground(t.database.db, {
    siteTypes: [{ name: 'Tent sites', kind: 'tent', sites: 8, rates: [{ nightlyCents: 2500 }] }],
  });
  other = await createBookableCampground(t.database.db);
  manager = await sessionFor(t.database.db, camp.managerUserId!, clock.now());
  otherManager = await sessionFor(t.database.db, other.managerUserId!, clock.now());
}, 60_000);

afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

function addImport(who: Camper | null, siteId: number, url: string, name = 'Airbnb'): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/v6/calendar-imports',
    headers: { 'content-type': JSON_API, ...(who?.headers ?? {}) },
    payload: JSON.stringify({
      data: {
        type: 'calendar-imports',
        attributes: { name, url },
        relationships: { site: { data: { type: 'sites', id: String(siteId) } } },
      },
    }),
  });
}

const sync = (who: Camper | null, id: string) =>
  t.request({ method: 'POST', url: `/api/v6/calendar-imports/${id}/sync`, headers: who?.headers ?? {} });

async function imported(siteId: number, url: string, name?: string): Promise<string> {
  const response = await addImport(manager, siteId, url, name);
  expect(response.status, response.text).toBe(201);
  return response.body.data.id as string;
}

/** The site's held nights, as the occupancy table has them. */
async function occupancies(siteId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ stay: siteOccupancies.stay })
    .from(siteOccupancies)
    .where(eq(siteOccupancies.siteId, siteId))
    .orderBy(asc(sql`lower(${siteOccupancies.stay})`));
  return rows.map((row) => row.stay);
}

async function siteAvailable(siteId: number, startDate: string, endDate: string): Promise<boolean> {
  const response = await t.get(
    `/api/v6/campgrounds/${camp.campgroundId}/sites?filter[start-date]=${startDate}&filter[end-date]=${endDate}`,
  );
  expect(response.status).toBe(200);
  const site = response.body.data.find((s: { id: string }) => s.id === String(siteId));
  return site.attributes.available as boolean;
}

describe('importing calendars', () => {
  it('holds exactly the nights of an Airbnb feed, moves changed stays and frees vanished ones', async () => {
    const siteId = camp.siteIds[0]!;
    feeds.serve('/airbnb.ics', calendarFixture('airbnb.ics'));
    const response = await addImport(manager, siteId, `${feeds.origin}/airbnb.ics`);
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      name: 'Airbnb',
      'last-status': 'ok',
      'last-error': null,
      'held-count': 2,
      'conflict-count': 0,
    });
    // The past stay and our own echoed event are not held.
    expect(await occupancies(siteId)).toEqual(['[2027-06-01,2027-06-05)', '[2027-06-12,2027-06-15)']);
    const blocks = await t.database.db.select().from(siteBlocks).where(eq(siteBlocks.siteId, siteId));
    expect(blocks.map((b) => [b.source, b.reason])).toEqual([
      ['calendar', 'Airbnb: Reserved'],
      ['calendar', 'Airbnb: Airbnb (Not available)'],
    ]);
    expect(await siteAvailable(siteId, '2027-06-04', '2027-06-05')).toBe(false);
    expect(await siteAvailable(siteId, '2027-06-05', '2027-06-12')).toBe(true);
    expect(await siteAvailable(camp.siteIds[1]!, '2027-06-01', '2027-06-05')).toBe(true);

    feeds.serve('/airbnb.ics', calendarFixture('airbnb-updated.ics'));
    const again = await sync(manager, response.body.data.id);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.attributes['held-count']).toBe(1);
    expect(await occupancies(siteId)).toEqual(['[2027-06-02,2027-06-07)']);
    expect(await siteAvailable(siteId, '2027-06-01', '2027-06-02')).toBe(true);
    expect(await siteAvailable(siteId, '2027-06-12', '2027-06-15')).toBe(true);
    expect(await siteAvailable(siteId, '2027-06-06', '2027-06-07')).toBe(false);
  });

  it('holds the nights timed events touch in the campground time zone (Google, VTIMEZONE)', async () => {
    const siteId = camp.siteIds[1]!;
    feeds.serve('/google.ics', calendarFixture('google-timed.ics'));
    await imported(siteId, `${feeds.origin}/google.ics?ical=1`, 'Google');
    expect(await occupancies(siteId)).toEqual([
      '[2027-06-20,2027-06-22)',
      '[2027-06-24,2027-06-25)',
      '[2027-06-28,2027-06-30)',
    ]);
  });

  it('expands a weekly recurrence with EXDATE, RDATE and overridden occurrences', async () => {
    const siteId = camp.siteIds[2]!;
    feeds.serve('/weekly.ics', calendarFixture('weekly-recurring.ics'));
    await imported(siteId, `${feeds.origin}/weekly.ics`, 'Scouts');
    expect(await occupancies(siteId)).toEqual([
      '[2027-07-02,2027-07-04)',
      '[2027-07-09,2027-07-11)',
      '[2027-07-24,2027-07-26)',
      '[2027-08-06,2027-08-08)',
      '[2027-08-20,2027-08-22)',
    ]);
  });

  it('skips cancelled events', async () => {
    const siteId = camp.siteIds[3]!;
    feeds.serve('/hipcamp.ics', calendarFixture('cancelled.ics'));
    await imported(siteId, `${feeds.origin}/hipcamp.ics`, 'Hipcamp');
    expect(await occupancies(siteId)).toEqual(['[2027-07-15,2027-07-17)']);
  });

  it('refuses a malformed, huge or endlessly redirecting feed with its message and changes nothing', async () => {
    const siteId = camp.siteIds[4]!;
    feeds.serve('/changing.ics', calendarFixture('airbnb-updated.ics'));
    const id = await imported(siteId, `${feeds.origin}/changing.ics`, 'Changing');
    const before = await occupancies(siteId);
    const blocksBefore = await t.database.db.select().from(siteBlocks).where(eq(siteBlocks.siteId, siteId));

    feeds.serve('/changing.ics', calendarFixture('malformed.ics'));
    const malformed = await sync(manager, id);
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toMatchObject({ code: 'calendar-unreadable', status: '422' });
    expect(malformed.body.errors[0].detail).toMatch(/^The calendar file is malformed and could not be read \(/);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/v6/calendar-imports/${id}`,
      headers: { 'content-type': JSON_API, ...manager.headers },
      payload: JSON.stringify({
        data: { type: 'calendar-imports', id, attributes: { url: `${feeds.origin}/huge.ics` } },
      }),
    });
    expect(patched.status, patched.text).toBe(200);
    const huge = await sync(manager, id);
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0].detail).toBe(TOO_LARGE_MESSAGE);

    await t.request({
      method: 'PATCH',
      url: `/api/v6/calendar-imports/${id}`,
      headers: { 'content-type': JSON_API, ...manager.headers },
      payload: JSON.stringify({
        data: { type: 'calendar-imports', id, attributes: { url: `${feeds.origin}/loop.ics` } },
      }),
    });
    const loop = await sync(manager, id);
    expect(loop.status).toBe(422);
    expect(loop.body.errors[0].detail).toBe(TOO_MANY_REDIRECTS_MESSAGE);
    // The first request and three redirects followed, no more.
    expect(feeds.requests.filter((r) => r.path === '/loop.ics')).toHaveLength(4);

    expect(await occupancies(siteId)).toEqual(before);
    expect(await t.database.db.select().from(siteBlocks).where(eq(siteBlocks.siteId, siteId))).toEqual(blocksBefore);
    const list = await t.get(`/api/v6/calendar-imports?filter[campground]=${camp.campgroundId}`, manager.headers);
    const row = list.body.data.find((r: { id: string }) => r.id === id);
    expect(row.attributes).toMatchObject({ 'last-status': 'failed', 'last-error': TOO_MANY_REDIRECTS_MESSAGE });
  });

  it('follows a redirect and fetches conditionally: 304 keeps the holds', async () => {
    const siteId = camp.siteIds[1]!;
    feeds.serve('/airbnb.ics', calendarFixture('airbnb.ics'), '"v1"');
    // This site already holds June 20–30 (Google); the Airbnb nights come before them.
    const id = await imported(siteId, `${feeds.origin}/moved.ics`, 'Moved Airbnb');
    const held = await occupancies(siteId);
    expect(held).toEqual([
      '[2027-06-01,2027-06-05)',
      '[2027-06-12,2027-06-15)',
      '[2027-06-20,2027-06-22)',
      '[2027-06-24,2027-06-25)',
      '[2027-06-28,2027-06-30)',
    ]);
    const again = await sync(manager, id);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes['last-status']).toBe('not-modified');
    expect(feeds.requests.at(-1)).toEqual({ path: '/airbnb.ics', ifNoneMatch: '"v1"' });
    expect(await occupancies(siteId)).toEqual(held);
  });

  it('records a conflict with a confirmed reservation, tells the managers once, and holds it once freed', async () => {
    const db = t.database.db;
    const siteId = camp.siteIds[5]!;
    const [camper] = await makeCampers(db, 1, clock.now());
    const reservationId = await holdSite(db, {
      campgroundId: camp.campgroundId,
      siteId,
      userId: camper!.id,
      startDate: '2027-06-03',
      endDate: '2027-06-06',
      status: 'confirmed',
    });
    await db.update(reservations).set({ name: 'Casey Camper' }).where(eq(reservations.id, reservationId));
    sent.length = 0;
    feeds.serve('/conflict.ics', calendarFixture('airbnb.ics'));
    const response = await addImport(manager, siteId, `${feeds.origin}/conflict.ics`);
    expect(response.body.data.attributes).toMatchObject({ 'held-count': 1, 'conflict-count': 1 });
    const id = response.body.data.id as string;
    // The stay keeps its nights; the other Airbnb event is held; nothing was forced.
    expect(await occupancies(siteId)).toEqual(['[2027-06-03,2027-06-06)', '[2027-06-12,2027-06-15)']);

    const conflicts = await t.get(`/api/v6/calendar-imports/${id}/conflicts`, manager.headers);
    expect(conflicts.status).toBe(200);
    expect(conflicts.body.data.map((c: { attributes: unknown }) => c.attributes)).toEqual([
      {
        uid: '1418fb94e984-a3c1b8e7d5f0b2c1f5d0f8a2b7c9e4d1@airbnb.com',
        summary: 'Reserved',
        'start-date': '2027-06-01',
        'end-date': '2027-06-05',
        'reservation-id': reservationId,
        'guest-name': 'Casey Camper',
        'reservation-start-date': '2027-06-03',
        'reservation-end-date': '2027-06-06',
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(manager.email);
    expect(sent[0]!.subject).toMatch(/^Calendar conflict at Bookable Campground \S+$/);
    expect(sent[0]!.text).toContain('“Reserved” (June 1, 2027 – June 5, 2027) overlaps Casey Camper’s reservation');

    expect((await sync(manager, id)).body.data.attributes['conflict-count']).toBe(1);
    expect(sent).toHaveLength(1);

    // Once the stay is cancelled, the next sync holds the event's nights.
    await db.delete(siteOccupancies).where(eq(siteOccupancies.reservationId, reservationId));
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, reservationId));
    const freed = await sync(manager, id);
    expect(freed.body.data.attributes).toMatchObject({ 'held-count': 2, 'conflict-count': 0 });
    expect(await occupancies(siteId)).toEqual(['[2027-06-01,2027-06-05)', '[2027-06-12,2027-06-15)']);
    expect(sent).toHaveLength(1);
  });

  it('frees every night when an import is removed', async () => {
    const siteId = camp.siteIds[6]!;
    feeds.serve('/removed.ics', calendarFixture('weekly-recurring.ics'));
    const id = await imported(siteId, `${feeds.origin}/removed.ics`);
    expect(await occupancies(siteId)).toHaveLength(5);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v6/calendar-imports/${id}`,
      headers: manager.headers,
    });
    expect(removed.status).toBe(204);
    expect(await occupancies(siteId)).toEqual([]);
  });

  it('refuses private and loopback addresses unless allowed, without asking them anything', async () => {
    const strict = await buildCheckedApp({
      db: t.database.db,
      clock: clock.now,
      emailSender: { send: async () => {} },
    });
    try {
      const siteId = other.siteIds[0]!;
      const before = feeds.requests.length;
      const response = await strict.inject({
        method: 'POST',
        url: '/api/v6/calendar-imports',
        headers: { 'content-type': JSON_API, ...otherManager.headers },
        payload: JSON.stringify({
          data: {
            type: 'calendar-imports',
            attributes: { name: 'Local', url: `${feeds.origin}/airbnb.ics` },
            relationships: { site: { data: { type: 'sites', id: String(siteId) } } },
          },
        }),
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.data.attributes).toMatchObject({ 'last-status': 'failed', 'last-error': PRIVATE_ADDRESS_MESSAGE });
      const again = await strict.inject({
        method: 'POST',
        url: `/api/v6/calendar-imports/${body.data.id}/sync`,
        headers: otherManager.headers,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0].detail).toBe(PRIVATE_ADDRESS_MESSAGE);
      const mapped = await strict.inject({
        method: 'PATCH',
        url: `/api/v6/calendar-imports/${body.data.id}`,
        headers: { 'content-type': JSON_API, ...otherManager.headers },
        payload: JSON.stringify({
          data: { type: 'calendar-imports', id: body.data.id, attributes: { url: 'http://[::ffff:127.0.0.1]/x.ics' } },
        }),
      });
      expect(mapped.statusCode).toBe(200);
      const refused = await strict.inject({
        method: 'POST',
        url: `/api/v6/calendar-imports/${body.data.id}/sync`,
        headers: otherManager.headers,
      });
      expect(refused.json().errors[0].detail).toBe(PRIVATE_ADDRESS_MESSAGE);
      expect(feeds.requests.length).toBe(before);
      expect(await occupancies(siteId)).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('checks the link (spec: contains .ics or ical) and refuses the same link twice for one site', async () => {
    const bad = await addImport(manager, camp.siteIds[0]!, 'https://calendar.example.com/feed');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({
      detail: 'Please enter a valid .ics URL.',
      source: { pointer: '/data/attributes/url' },
    });
    const ftp = await addImport(manager, camp.siteIds[0]!, 'ftp://calendar.example.com/feed.ics');
    expect(ftp.body.errors[0].detail).toBe('Please enter a valid .ics URL.');
    const twice = await addImport(manager, camp.siteIds[0]!, `${feeds.origin}/airbnb.ics`);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('import-exists');
  });
});

describe('permissions', () => {
  it('answers 401 to anonymous callers and 403 to another campground’s manager', async () => {
    const siteId = camp.siteIds[0]!;
    const list = `/api/v6/calendar-imports?filter[campground]=${camp.campgroundId}`;
    expect((await t.get(list)).status).toBe(401);
    expect((await t.get(list, otherManager.headers)).status).toBe(403);
    expect((await t.get(`/api/v6/sites/${siteId}/calendar-export`)).status).toBe(401);
    const forbidden = await t.get(`/api/v6/sites/${siteId}/calendar-export`, otherManager.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0].code).toBe('not-a-manager');
    expect((await addImport(null, siteId, `${feeds.origin}/x.ics`)).status).toBe(401);
    expect((await addImport(otherManager, siteId, `${feeds.origin}/x.ics`)).status).toBe(403);
    const [first] = (await t.get(list, manager.headers)).body.data;
    for (const request of [
      { method: 'POST' as const, url: `/api/v6/calendar-imports/${first.id}/sync` },
      { method: 'GET' as const, url: `/api/v6/calendar-imports/${first.id}/conflicts` },
      { method: 'DELETE' as const, url: `/api/v6/calendar-imports/${first.id}` },
      { method: 'POST' as const, url: `/api/v6/sites/${siteId}/calendar-export/rotation` },
    ]) {
      expect((await t.request({ ...request, headers: {} })).status, request.url).toBe(401);
      expect((await t.request({ ...request, headers: otherManager.headers })).status, request.url).toBe(403);
    }
  });
});

describe('exporting a site', () => {
  it('serves a feed that parses back to the same stays, without names or imported blocks; rotation retires it', async () => {
    const db: Db = t.database.db;
    const siteId = camp.siteIds[7]!;
    const [camper] = await makeCampers(db, 1, clock.now(), { fullName: 'Jordan Privacy' });
    const stay = await holdSite(db, {
      campgroundId: camp.campgroundId,
      siteId,
      userId: camper!.id,
      startDate: '2027-08-10',
      endDate: '2027-08-13',
      status: 'confirmed',
    });
    await db.update(reservations).set({ name: 'Jordan Privacy' }).where(eq(reservations.id, stay));
    const blockId = await blockSite(db, {
      campgroundId: camp.campgroundId,
      siteId,
      startDate: '2027-09-01',
      endDate: '2027-09-03',
      reason: 'Paving',
    });
    const exported = await t.get(`/api/v6/sites/${siteId}/calendar-export`, manager.headers);
    expect(exported.status).toBe(200);
    const url = exported.body.data.attributes.url as string;
    expect(url).toMatch(/^https:\/\/campwise\.example\/api\/v6\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.get(`/api/v6/sites/${siteId}/calendar-export`, manager.headers)).body.data.attributes.url).toBe(
      url,
    );

    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).not.toContain('Jordan');
    expect(feed.body).not.toContain('Paving');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, event.startDate.toString(), event.endDate.toString(), event.summary];
    });
    expect(events).toEqual([
      [`reservation-${stay}@campwise`, '2027-08-10', '2027-08-13', 'Reserved'],
      [`block-${blockId}@campwise`, '2027-09-01', '2027-09-03', 'Blocked'],
    ]);

    // The first site holds Airbnb nights (blocks from a calendar): they are not echoed in its feed.
    const calendarSite = camp.siteIds[0]!;
    const calendarExport = await t.get(`/api/v6/sites/${calendarSite}/calendar-export`, manager.headers);
    const calendarFeed = await t.app.inject({
      method: 'GET',
      url: new URL(calendarExport.body.data.attributes.url as string).pathname,
    });
    expect(calendarFeed.statusCode).toBe(200);
    expect(calendarFeed.body).not.toContain('BEGIN:VEVENT');

    const etag = feed.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const notModified = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const rotated = await t.request({
      method: 'POST',
      url: `/api/v6/sites/${siteId}/calendar-export/rotation`,
      headers: manager.headers,
    });
    expect(rotated.status).toBe(200);
    const newUrl = rotated.body.data.attributes.url as string;
    expect(newUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(newUrl).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v6/calendar-feeds/not-a-token.ics' })).statusCode).toBe(404);
  });
});

describe('jobs', () => {
  it('fans out one calendar-sync.import per due import, once, and syncs them', async () => {
    const db = t.database.db;
    const handlers = registerCalendarSyncJobs(new JobHandlers(), {
      db,
      clock: clock.now,
      emailSender: { send: async () => {} },
      config: { calendarSyncMinutes: 15, calendarFetchAllowPrivate: true, publicWebUrl: 'https://campwise.example' },
      log: { info() {}, warn() {}, error() {} },
    });
    const runner = new JobRunner({ db, handlers, clock: clock.now, log: recordingJobLog(), pollMs: 20 });
    const importJobs = () =>
      db.select({ key: jobs.uniqueKey, status: jobs.status }).from(jobs).where(eq(jobs.kind, 'calendar-sync.import'));
    // Everything was just fetched: nothing is due.
    await runner.runDue();
    expect(await importJobs()).toEqual([]);

    clock.advance(16 * 60);
    feeds.serve('/airbnb.ics', calendarFixture('airbnb-updated.ics'), '"v2"');
    await runner.runDue();
    const ran = await importJobs();
    const total = (await t.get(`/api/v6/calendar-imports?filter[campground]=${camp.campgroundId}`, manager.headers))
      .body.meta.total as number;
    const others = (
      await t.get(`/api/v6/calendar-imports?filter[campground]=${other.campgroundId}`, otherManager.headers)
    ).body.meta.total as number;
    expect(ran).toHaveLength(total + others);
    expect(new Set(ran.map((job) => job.key)).size).toBe(ran.length);
    expect(ran.every((job) => job.status === 'succeeded')).toBe(true);
    // The redirected Airbnb import now holds the updated feed.
    expect(await occupancies(camp.siteIds[1]!)).toEqual([
      '[2027-06-02,2027-06-07)',
      '[2027-06-20,2027-06-22)',
      '[2027-06-24,2027-06-25)',
      '[2027-06-28,2027-06-30)',
    ]);
    const events = await db
      .select({ status: calendarImportEvents.status })
      .from(calendarImportEvents)
      .where(and(eq(calendarImportEvents.status, 'conflict')));
    expect(events).toEqual([]);
  });
});
