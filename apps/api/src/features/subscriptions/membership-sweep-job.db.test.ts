// The membership sweep as a recurring job: the runner runs it, it does its work, and the next
// run is scheduled one period later (one pending run, whichever process picks it up).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, subscriptions, users } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import { createLocalPaymentProvider } from '../payments/local-provider.ts';
import { membershipSweepJob, registerMembershipSweep } from './membership-sweep.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('membership sweep job', () => {
  it('runs the sweep through the job runner, once per MEMBERSHIP_SWEEP_SECONDS', async () => {
    const { db } = database;
    const clock = createTestClock(new Date('2026-11-22T10:00:00.000Z'));
    const [user] = await db.insert(users).values({ email: 'sweep@example.com' }).returning({ id: users.id });
    // A purchase an interrupted request left pending 31 minutes ago.
    const [pending] = await db
      .insert(subscriptions)
      .values({
        userId: user!.id,
        provider: 'local',
        status: 'pending',
        sku: 'campwise_pro_yearly',
        amountCents: 5999,
        firstYearCents: 5999,
        dueNowCents: 0,
        createdAt: new Date(clock.now().getTime() - 31 * 60_000),
        updatedAt: new Date(clock.now().getTime() - 31 * 60_000),
      })
      .returning({ id: subscriptions.id });

    const appLog = recordingJobLog();
    const handlers = new JobHandlers();
    registerMembershipSweep(handlers, {
      db,
      clock: clock.now,
      provider: createLocalPaymentProvider({ db, clock: clock.now }),
      everySeconds: 60,
      log: appLog as unknown as FastifyBaseLogger,
    });
    const runner = new JobRunner({ db, handlers, clock: clock.now, log: recordingJobLog(), pollMs: 20 });

    expect(await runner.runDue()).toEqual(['succeeded']);
    const [swept] = await db.select().from(subscriptions).where(eq(subscriptions.id, pending!.id));
    expect(swept?.status).toBe('failed');
    expect(appLog.lines).toEqual([
      { level: 'info', fields: { events: 0, giftsEnded: 0, interrupted: 1 }, message: 'membership sweep' },
    ]);

    const queued = await db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: membershipSweepJob.kind, uniqueKey: 'recurring' });
    expect(queued[0]?.runAt.getTime()).toBe(clock.now().getTime() + 60_000);
    expect(await runner.runDue()).toEqual([]);
    clock.advance(60);
    expect(await runner.runDue()).toEqual(['succeeded']);
  });
});
