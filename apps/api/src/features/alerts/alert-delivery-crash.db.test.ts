// Exactly once when workers die or race (docs/api-alerts.md "Delivery"; decision 0019), on
// PostgreSQL, where several API processes share one database (PGlite is one process: its
// crash-and-rerun case is in alert-matching.db.test.ts). A real worker process is killed with
// SIGKILL in the middle of a member's delivery; a fresh runner then delivers each opening once.
// Two runners on two connection pools work through many members' openings at the same time and
// never tell anyone twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client.ts';
import {
  alertDeliveries,
  alertOpenings,
  emailOutbox,
  inventoryReleases,
  jobs,
  notifications,
  type AlertChannel,
} from '../../db/schema/index.ts';
import { findJob } from '../../jobs/job-repository.ts';
import { createBookableCampground, type BookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { paidStay } from '../manager-reservations/manager-test-helpers.ts';
import { action, makeCampers, settableClock, type Camper } from '../reservations/reservation-test-helpers.ts';
import { deliverOpeningsJob } from './alert-job-types.ts';
import { matchRelease } from './alert-matcher.ts';
import { alertContext, alertJobRunner, makeAlert } from './alert-test-helpers.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
// Monday June 3, 2030, noon in Denver; July 5 is a Friday.
const clock = settableClock('2030-06-03T18:00:00.000Z');
const WEEKEND = { startDate: '2030-07-05', endDate: '2030-07-07' };
const WORKER = fileURLToPath(new URL('../../test/alert-worker-process.ts', import.meta.url));
let t: TestApp;
let db: Db;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ seed: false, clock: clock.now });
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

const runJobs = () => alertJobRunner(t, clock.now).runDue();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined>, seconds = 30): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A campground whose sites' own "site opened" releases are matched, and every site booked that weekend. */
async function soldOutCampground(): Promise<{ park: BookableCampground; bookings: string[]; booker: Camper }> {
  const park = await createBookableCampground(db);
  await runJobs();
  const [booker] = await makeCampers(db, 1, clock.now());
  const bookings: string[] = [];
  for (const siteId of park.siteIds) bookings.push(await paidStay(t, booker!, park, siteId, WEEKEND));
  return { park, bookings, booker: booker! };
}

async function cancel(booker: Camper, bookingId: string): Promise<number> {
  expect((await action(t, booker, bookingId, 'cancellation')).status).toBe(200);
  const [release] = await db.select().from(inventoryReleases).where(eq(inventoryReleases.reservationId, bookingId));
  return release!.id;
}

describe.skipIf(!onPostgres)('a worker process killed mid-delivery', () => {
  let worker: ChildProcess | null = null;
  afterAll(() => {
    worker?.kill('SIGKILL');
  });

  it(
    'leaves nothing half-told: after its lease a fresh runner tells the member once on every channel',
    { timeout: 120_000 },
    async () => {
      const { park, bookings, booker } = await soldOutCampground();
      const [member] = await makeCampers(db, 1, clock.now(), { pro: true });
      const alertId = await makeAlert(t, member!, { campgroundId: park.campgroundId, ...WEEKEND });
      // Matched here; the member's delivery job is left for the worker process.
      expect(await matchRelease(alertContext(t, clock.now), await cancel(booker, bookings[0]!))).toBe(1);
      const [opening] = await db.select().from(alertOpenings).where(eq(alertOpenings.alertId, alertId));
      const [job] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, deliverOpeningsJob.kind), eq(jobs.status, 'queued')));
      expect(job).toBeDefined();

      // Another session holds an uncommitted delivery row of that opening, so the worker's delivery
      // stops at its last insert, with its bell row and email job written but not committed.
      const blocker = new pg.Client({ connectionString: (t.database.target as { url: string }).url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query(
          `insert into alert_deliveries (opening_id, alert_id, user_id, channel, status) values ($1, $2, $3, 'push', 'skipped')`,
          [opening!.id, alertId, member!.id],
        );
        worker = spawn(process.execPath, ['--import', 'tsx', WORKER], {
          env: {
            ...process.env,
            ALERT_WORKER_DATABASE_URL: (t.database.target as { url: string }).url,
            ALERT_WORKER_NOW: clock.now().toISOString(),
            ALERT_WORKER_ID: 'doomed-worker',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const exited = new Promise((resolve) => worker!.once('exit', resolve));
        const waiting = await waitFor('the worker to block inside its delivery', async () => {
          // Inside a transaction the statistics views keep their first snapshot unless cleared.
          await blocker.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker.query<{ pid: number }>(
            `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into "alert_deliveries"%'`,
          );
          return rows[0];
        });
        expect(await findJob(db, job!.id)).toMatchObject({ status: 'running', lockedBy: 'doomed-worker' });

        worker.kill('SIGKILL');
        await exited;
        worker = null;
        // Let the dead worker's statement finish: its session then finds the client gone and rolls
        // its transaction back, as the server does for any process that dies before COMMIT.
        await blocker.query('rollback');
        await waitFor('the killed worker’s session to end', async () => {
          await blocker.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker.query('select 1 from pg_stat_activity where pid = $1', [waiting.pid]);
          return rows.length === 0 ? true : null;
        });
      } finally {
        await blocker.end();
      }

      expect(await db.select().from(notifications).where(eq(notifications.userId, member!.id))).toEqual([]);
      expect(await db.select().from(alertDeliveries).where(eq(alertDeliveries.openingId, opening!.id))).toEqual([]);
      // Still leased to the dead worker until the lease runs out; then anyone may run it again.
      expect(await runJobs()).toEqual([]);
      clock.advance(301);
      await runJobs();

      expect(await findJob(db, job!.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(await db.select().from(notifications).where(eq(notifications.userId, member!.id))).toHaveLength(1);
      const deliveries = await db
        .select({ channel: alertDeliveries.channel, status: alertDeliveries.status })
        .from(alertDeliveries)
        .where(eq(alertDeliveries.openingId, opening!.id));
      expect(deliveries.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
        { channel: 'email', status: 'sent' },
        { channel: 'in-app', status: 'sent' },
        { channel: 'push', status: 'skipped' },
      ]);
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member!.email))).toHaveLength(1);
    },
  );
});

describe.skipIf(!onPostgres)('two runners on one PostgreSQL', () => {
  it('tell every member of every opening once, however the jobs fall between them', { timeout: 180_000 }, async () => {
    const { park, bookings, booker } = await soldOutCampground();
    const members = await makeCampers(db, 24, clock.now(), { pro: true });
    // Each member watches the campground twice over: any site, and the site type of the first site.
    for (const member of members) {
      await makeAlert(t, member, { campgroundId: park.campgroundId, ...WEEKEND });
      await makeAlert(t, member, { campgroundId: park.campgroundId, siteTypeId: park.siteTypeIds[0]!, ...WEEKEND });
    }
    for (const bookingId of bookings.slice(0, 3)) await cancel(booker, bookingId);

    const second = await openDatabase(t.database.target);
    try {
      const runnerA = alertJobRunner(t, clock.now);
      const runnerB = alertJobRunner({ ...t, database: { ...t.database, db: second.db } }, clock.now);
      // Both poll at once until neither finds anything due.
      for (let round = 0; round < 20; round += 1) {
        const [a, b] = await Promise.all([runnerA.runDue(), runnerB.runDue()]);
        if (a.length === 0 && b.length === 0) break;
      }
    } finally {
      await second.close();
    }

    const ids = members.map((member) => member.id);
    const openings = await db.select().from(alertOpenings).where(inArray(alertOpenings.userId, ids));
    // Three releases, each fitting both alerts of every member (the type alert only on its type's sites).
    expect(openings.length).toBeGreaterThanOrEqual(members.length * 3);
    const bell = await db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(bell).toHaveLength(openings.length);
    expect(new Set(bell.map((row) => row.openingId)).size).toBe(openings.length);
    const told = (channel: AlertChannel) =>
      db
        .select()
        .from(alertDeliveries)
        .where(and(inArray(alertDeliveries.userId, ids), eq(alertDeliveries.channel, channel)));
    expect(await told('in-app')).toHaveLength(openings.length);
    // The rate limit: three openings emailed one by one per member, each once; the rest wait for
    // the digest at the window's end, which goes out once too.
    const emailsOf = (member: Camper) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    for (const member of members) expect(await emailsOf(member)).toHaveLength(3);
    clock.advance(601);
    await Promise.all([alertJobRunner(t, clock.now).runDue(), alertJobRunner(t, clock.now).runDue()]);
    expect(await told('email')).toHaveLength(openings.length);
    for (const member of members) {
      const emails = await emailsOf(member);
      expect(emails).toHaveLength(4);
      expect(emails.filter((email) => email.subject.includes('openings')).length).toBe(1);
    }
    const failed = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.status, ['dead', 'retrying']));
    expect(failed).toEqual([]);
  });
});
