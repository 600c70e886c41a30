// `npm run bench -- alerts [--alerts 10000] [--matching 100] [--rounds 20] [--phases]`
// Issue 15's figure: with `alerts` active alerts stored (spread over 100 campgrounds and their
// members), a cancellation that `matching` of them fit, the time from its commit to the last of
// their notification rows, through the real job runner (LISTEN wake-up, four jobs at once),
// p50/p99 over `rounds` cancellations. On a fresh in-memory PGlite, or a throwaway PostgreSQL
// database with TEST_DB=postgres (TEST_DATABASE_URL, dropped after). --phases prints, per round,
// when the openings and the first and last notifications were written.
import { parseArgs } from 'node:util';
import { addDays } from '@campwise/domain';
import { and, count, eq, gte, inArray, lte, max, min } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import {
  alertOpenings,
  availabilityAlerts,
  jobs,
  notifications,
  reservations,
  siteOccupancies,
  users,
} from '../db/schema/index.ts';
import { registerAlertJobs } from '../features/alerts/alert-jobs.ts';
import { registerEmailDelivery } from '../features/email/email-job.ts';
import { OutboxEmailSender } from '../features/email/outbox-email-sender.ts';
import { JobHandlers } from '../jobs/job-handlers.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { createBookableCampground, holdSite } from '../test/inventory-fixtures.ts';
import { createTestDatabase } from '../test/test-database.ts';

const { values } = parseArgs({
  options: {
    alerts: { type: 'string', default: '10000' },
    matching: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '20' },
    phases: { type: 'boolean', default: false },
  },
});
const alertCount = Number(values.alerts);
const matching = Number(values.matching);
const rounds = Number(values.rounds);
if (![alertCount, matching, rounds].every((n) => Number.isInteger(n) && n > 0) || matching > alertCount) {
  console.error('Usage: npm run bench -- alerts [--alerts 10000] [--matching 100] [--rounds 20] [--phases]');
  process.exit(2);
}

const quiet = { info() {}, warn() {}, error() {} };
const database = await createTestDatabase();
const { db } = database;
console.log(`alerts bench on ${database.driver}: ${alertCount} active alerts, ${matching} matching each cancellation`);

const today = new Date().toISOString().slice(0, 10);
const stay = { startDate: addDays(today, 30), endDate: addDays(today, 32) };
const campgrounds = [];
for (let i = 0; i < 100; i += 1) campgrounds.push(await createBookableCampground(db));
const target = campgrounds[0]!;
const siteId = target.siteIds[0]!;

const handlers = registerAlertJobs(new JobHandlers(), {
  db,
  clock: systemClock,
  config: { publicWebUrl: 'http://localhost:3000' },
  log: quiet,
});
registerEmailDelivery(handlers, new OutboxEmailSender(db, quiet as never, systemClock));
const runner = new JobRunner({
  db,
  handlers,
  clock: systemClock,
  log: quiet,
  pollMs: 1000,
  listen: database.listen,
});
// The sites' own "opened" releases, before any measurement.
await runner.runDue();
// One member per matching alert (each gets their own delivery job), the rest 50 alerts each.
const memberCount = matching + Math.ceil((alertCount - matching) / 50);
const members = await db
  .insert(users)
  .values(
    Array.from({ length: memberCount }, (_, i) => ({
      email: `alerts-bench-${i}@example.com`,
      fullName: `Member ${i}`,
      pro: true,
    })),
  )
  .returning({ id: users.id });
const rows = [];
for (let i = 0; i < alertCount; i += 1) {
  const fits = i < matching;
  const campground = fits ? target : campgrounds[1 + (i % 99)]!;
  rows.push({
    userId: fits ? members[i]!.id : members[matching + Math.floor((i - matching) / 50)]!.id,
    campgroundId: campground.campgroundId,
    mode: 'flexible' as const,
    startDate: addDays(today, 20 + (i % 7)),
    endDate: addDays(today, 40 + (i % 5)),
    nights: 2,
  });
}
for (let i = 0; i < rows.length; i += 1000) await db.insert(availabilityAlerts).values(rows.slice(i, i + 1000));

await runner.start();

const latencies: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  // The previous round's emails are sent before the next cancellation.
  const due = and(
    inArray(jobs.status, ['queued', 'running']),
    lte(jobs.runAt, new Date()),
    inArray(jobs.kind, handlers.kinds()),
  );
  while ((await db.select({ n: count() }).from(jobs).where(due))[0]!.n > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const reservationId = await holdSite(db, {
    campgroundId: target.campgroundId,
    siteId,
    userId: members[0]!.id,
    ...stay,
    status: 'confirmed',
  });
  const since = new Date();
  await db.transaction(async (tx) => {
    await tx.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, reservationId));
    await tx.delete(siteOccupancies).where(eq(siteOccupancies.reservationId, reservationId));
  });
  const committed = performance.now();
  for (;;) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(gte(notifications.createdAt, since), eq(notifications.kind, 'alert-opening')));
    if ((row?.n ?? 0) >= matching) break;
    if (performance.now() - committed > 60_000)
      throw new Error(`round ${round}: only ${row?.n} notifications after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  latencies.push(performance.now() - committed);
  if (values.phases) {
    const [o] = await db
      .select({ first: min(alertOpenings.createdAt) })
      .from(alertOpenings)
      .where(gte(alertOpenings.createdAt, since));
    const [n] = await db
      .select({ first: min(notifications.createdAt), last: max(notifications.createdAt) })
      .from(notifications)
      .where(gte(notifications.createdAt, since));
    console.log(
      `round ${round}: opening +${o!.first!.getTime() - since.getTime()} ms, notifications +${n!.first!.getTime() - since.getTime()} … +${n!.last!.getTime() - since.getTime()} ms`,
    );
  }
}
await runner.stop();
await database.destroy();

latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
console.log(
  `commit → last of ${matching} notifications: p50 ${at(50).toFixed(0)} ms, p99 ${at(99).toFixed(0)} ms, max ${at(100).toFixed(0)} ms`,
);
console.log(at(99) < 5000 ? 'within the 5 s target' : 'OVER the 5 s target');
