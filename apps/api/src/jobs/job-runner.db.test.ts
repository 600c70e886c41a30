// The job runner on a real database (PGlite, or PostgreSQL with TEST_DB=postgres): enqueue, claim,
// retries and the dead state, recurring jobs, a job surviving its runner, two runners at once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestClock } from '../test/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { recordingJobLog } from '../test/test-job-log.ts';
import { JobHandlers } from './job-handlers.ts';
import { enqueueJob, findJob } from './job-repository.ts';
import { JobRunner } from './job-runner.ts';
import { jobType } from './job-type.ts';

const echoJob = jobType('test.echo', z.object({ n: z.number() }), { maxAttempts: 3 });
const tickJob = jobType('test.tick', z.object({}));

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

function runnerWith(
  handlers: JobHandlers,
  clock: () => Date,
  options: { leaseSeconds?: number; db?: TestDatabase['db'] } = {},
) {
  return new JobRunner({
    db: options.db ?? database.db,
    handlers,
    clock,
    log: recordingJobLog(),
    pollMs: 20,
    leaseSeconds: options.leaseSeconds,
  });
}

async function liveJobs(kind: string) {
  const rows = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
  return rows.filter((row) => ['queued', 'running', 'retrying'].includes(row.status));
}

describe('durable jobs', () => {
  it('enqueues, claims and completes a job once, clearing its payload', async () => {
    const clock = createTestClock();
    const seen: number[] = [];
    const runner = runnerWith(
      new JobHandlers().on(echoJob, async ({ n }) => {
        seen.push(n);
      }),
      clock.now,
    );
    const first = await enqueueJob(database.db, echoJob, { n: 1 }, clock.now());
    await enqueueJob(database.db, echoJob, { n: 2 }, clock.now());

    expect(await runner.runDue()).toEqual(['succeeded', 'succeeded']);
    expect(seen).toEqual([1, 2]);
    expect(await runner.runDue()).toEqual([]);
    const done = await findJob(database.db, first!);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, payload: null, lockedBy: null });
    expect(done?.finishedAt).toEqual(clock.now());
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    const clock = createTestClock();
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, echoJob, { n: 1 }, clock.now());
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('keeps one live job per unique key', async () => {
    const now = new Date();
    expect(await enqueueJob(database.db, echoJob, { n: 1 }, now, { uniqueKey: 'k' })).not.toBeNull();
    expect(await enqueueJob(database.db, echoJob, { n: 2 }, now, { uniqueKey: 'k' })).toBeNull();
    expect(await enqueueJob(database.db, echoJob, { n: 3 }, now, { uniqueKey: 'other' })).not.toBeNull();
  });

  it('retries a failing job with exponential backoff, then marks it dead', async () => {
    const clock = createTestClock();
    let calls = 0;
    const runner = runnerWith(
      new JobHandlers().on(echoJob, async () => {
        calls += 1;
        throw new Error(`smtp down (${calls})`);
      }),
      clock.now,
    );
    const id = (await enqueueJob(database.db, echoJob, { n: 1 }, clock.now()))!;

    expect(await runner.runDue()).toEqual(['retrying']);
    let job = await findJob(database.db, id);
    expect(job).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'Error: smtp down (1)' });
    expect(job?.runAt.getTime()).toBe(clock.now().getTime() + 10_000);
    clock.advance(9);
    expect(await runner.runDue()).toEqual([]);

    clock.advance(1);
    expect(await runner.runDue()).toEqual(['retrying']);
    job = await findJob(database.db, id);
    expect(job?.runAt.getTime()).toBe(clock.now().getTime() + 20_000);

    clock.advance(20);
    expect(await runner.runDue()).toEqual(['dead']);
    job = await findJob(database.db, id);
    expect(job).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Error: smtp down (3)' });
    // Kept with its payload, for a person to look at; never run again.
    expect(job?.payload).toEqual({ n: 1 });
    clock.advance(3600);
    expect(await runner.runDue()).toEqual([]);
    expect(calls).toBe(3);
  });

  it('runs a recurring job once per period, with exactly one pending run', async () => {
    const clock = createTestClock();
    let runs = 0;
    const handlers = () =>
      new JobHandlers().on(
        tickJob,
        async () => {
          runs += 1;
        },
        { everySeconds: 60 },
      );
    const runner = runnerWith(handlers(), clock.now);
    // A second process starting up schedules nothing more.
    const other = runnerWith(handlers(), clock.now);

    expect(await runner.runDue()).toEqual(['succeeded']);
    expect(await other.runDue()).toEqual([]);
    expect(runs).toBe(1);
    let live = await liveJobs(tickJob.kind);
    expect(live).toHaveLength(1);
    expect(live[0]?.runAt.getTime()).toBe(clock.now().getTime() + 60_000);

    clock.advance(59);
    expect(await runner.runDue()).toEqual([]);
    clock.advance(1);
    expect([...(await runner.runDue()), ...(await other.runDue())]).toEqual(['succeeded']);
    expect(runs).toBe(2);
    live = await liveJobs(tickJob.kind);
    expect(live).toHaveLength(1);
  });

  it('survives its runner stopping mid-run: after the lease, a fresh runner runs it again', async () => {
    const clock = createTestClock();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // The first runner's process "dies" during the run: its handler never returns.
    const dying = runnerWith(
      new JobHandlers().on(echoJob, () => {
        started();
        return new Promise<void>(() => {});
      }),
      clock.now,
      { leaseSeconds: 30 },
    );
    const id = (await enqueueJob(database.db, echoJob, { n: 7 }, clock.now()))!;
    void dying.runDue();
    await running;
    expect(await findJob(database.db, id)).toMatchObject({ status: 'running', lockedBy: dying.runnerId });

    // A fresh runner on its own connection to the same database, as after a restart.
    const fresh = database.driver === 'postgres' ? await openDatabase(database.target) : null;
    try {
      const seen: number[] = [];
      const restarted = runnerWith(
        new JobHandlers().on(echoJob, async ({ n }) => {
          seen.push(n);
        }),
        clock.now,
        { db: fresh?.db },
      );
      // Still leased: nobody else may take it.
      expect(await restarted.runDue()).toEqual([]);
      clock.advance(31);
      expect(await restarted.runDue()).toEqual(['succeeded']);
      expect(seen).toEqual([7]);
      expect(await findJob(database.db, id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    } finally {
      await fresh?.close();
    }
  });

  it('stops cleanly: stop() waits for the run under way', async () => {
    const done: number[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runner = runnerWith(
      new JobHandlers().on(echoJob, async ({ n }) => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 100));
        done.push(n);
      }),
      () => new Date(),
    );
    const id = (await enqueueJob(database.db, echoJob, { n: 1 }, new Date()))!;
    await runner.start();
    await running;
    await runner.stop();
    expect(done).toEqual([1]);
    expect((await findJob(database.db, id))?.status).toBe('succeeded');
  });

  // The API process serves requests while its runner works off a backlog (after `npm start`
  // seeds the demo inventory, thousands of alert jobs are due at once): on PGlite a runner that
  // never gave the event loop a turn kept every timer and socket waiting until the queue was empty.
  it('leaves the event loop free while it works off a backlog', async () => {
    const total = 100;
    const now = new Date();
    await database.db
      .insert(jobs)
      .values(Array.from({ length: total }, (_, n) => ({ kind: echoJob.kind, payload: { n }, runAt: now })));
    const done: number[] = [];
    const runner = runnerWith(
      new JobHandlers().on(echoJob, async ({ n }) => {
        done.push(n);
      }),
      () => new Date(),
    );
    await runner.start();
    const doneWhenTimerFired = await new Promise<number>((resolve) => setTimeout(() => resolve(done.length), 0));
    const deadline = Date.now() + 20_000;
    while (done.length < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await runner.stop();
    expect(doneWhenTimerFired).toBeLessThan(total);
    expect(done.sort((x, y) => x - y)).toEqual([...Array(total).keys()]);
  });

  // PGlite is one connection inside this process: two pools (two API processes) need PostgreSQL.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'two runners on two connection pools run each of many jobs exactly once',
    async () => {
      const second = await openDatabase(database.target);
      try {
        const runs: { n: number; runner: string }[] = [];
        const handlers = (runner: string) =>
          new JobHandlers().on(echoJob, async ({ n }) => {
            runs.push({ n, runner });
            await new Promise((resolve) => setTimeout(resolve, 5));
          });
        const now = new Date();
        const ids: number[] = [];
        for (let n = 0; n < 60; n += 1) ids.push((await enqueueJob(database.db, echoJob, { n }, now))!);
        const a = runnerWith(handlers('a'), () => new Date());
        const b = runnerWith(handlers('b'), () => new Date(), { db: second.db });
        await Promise.all([a.start(), b.start()]);
        const deadline = Date.now() + 20_000;
        while (Date.now() < deadline) {
          const left = await database.db
            .select({ id: jobs.id })
            .from(jobs)
            .where(inArray(jobs.status, ['queued', 'running']));
          if (!left.length) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await Promise.all([a.stop(), b.stop()]);
        expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
        // Both processes took part.
        expect(new Set(runs.map((run) => run.runner)).size).toBe(2);
        const rows = await database.db.select().from(jobs).where(inArray(jobs.id, ids));
        expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
      } finally {
        await second.close();
      }
    },
  );
});
