// The runner's wake-up (decision 0012, amended for issue 15) on a real database: an enqueue's
// NOTIFY, delivered at commit, starts the job at once. Every runner here polls once an hour, so
// only the notification can explain a job starting within the test's bound.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Db } from '../db/client.ts';
import type { Listen } from '../db/listen.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { recordingJobLog } from '../test/test-job-log.ts';
import { JobHandlers } from './job-handlers.ts';
import { enqueueJob, findJob, JOBS_CHANNEL } from './job-repository.ts';
import { JobRunner } from './job-runner.ts';
import { jobType } from './job-type.ts';

const pingJob = jobType('test.ping', z.object({ n: z.number() }));
const HOUR_MS = 3_600_000;
// Generous: the notification takes milliseconds; the poll would take an hour.
const BOUND_MS = 10_000;

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

/** The database's listen, recording what reached this runner. */
function recordingListen(listen: Listen, heard: string[]): Listen {
  return (channel, handlers) =>
    listen(channel, {
      notify: (payload) => {
        heard.push(payload);
        handlers.notify(payload);
      },
      trouble: handlers.trouble,
    });
}

function pingRunner(seen: number[], options: { db?: Db; listen?: Listen } = {}) {
  return new JobRunner({
    db: options.db ?? database.db,
    handlers: new JobHandlers().on(pingJob, async ({ n }) => {
      seen.push(n);
    }),
    clock: () => new Date(),
    log: recordingJobLog(),
    pollMs: HOUR_MS,
    listen: options.listen ?? database.listen,
  });
}

async function eventually(check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + BOUND_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

async function enqueueCommitted(db: Db, n: number): Promise<number> {
  return db.transaction(async (tx) => (await enqueueJob(tx as unknown as Db, pingJob, { n }, new Date()))!);
}

describe('job wake-up on commit', () => {
  it('starts a job enqueued in a committed transaction without waiting for the poll', async () => {
    const seen: number[] = [];
    const runner = pingRunner(seen);
    // Waiting before the runner starts: its first poll takes it. Once it has run, that poll is
    // over and the next one is an hour away.
    await enqueueJob(database.db, pingJob, { n: 0 }, new Date());
    await runner.start();
    try {
      expect(await eventually(() => seen.length === 1)).toBe(true);
      const id = await enqueueCommitted(database.db, 1);
      expect(await eventually(() => seen.length === 2)).toBe(true);
      expect(seen).toEqual([0, 1]);
      expect(await eventually(async () => (await findJob(database.db, id))?.status === 'succeeded')).toBe(true);
      // And again: the runner went back to listening after the first wake-up.
      await enqueueCommitted(database.db, 2);
      expect(await eventually(() => seen.length === 3)).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  it('hears nothing from a rolled-back enqueue, and keeps working', async () => {
    const seen: number[] = [];
    const heard: string[] = [];
    const runner = pingRunner(seen, { listen: recordingListen(database.listen, heard) });
    await runner.start();
    try {
      await database.db
        .transaction(async (tx) => {
          await enqueueJob(tx as unknown as Db, pingJob, { n: 1 }, new Date());
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(await database.db.select().from(jobs)).toEqual([]);
      await enqueueCommitted(database.db, 2);
      expect(await eventually(() => seen.length === 1)).toBe(true);
      // Only the committed enqueue was announced and run.
      expect(heard).toEqual([pingJob.kind]);
      expect(seen).toEqual([2]);
    } finally {
      await runner.stop();
    }
  });

  it('does not announce a job that is not due yet', async () => {
    const heard: string[] = [];
    const later: string[] = [];
    const unlisten = await database.listen(JOBS_CHANNEL, { notify: (payload) => heard.push(payload) });
    try {
      await enqueueJob(database.db, pingJob, { n: 1 }, new Date(), { runAt: new Date(Date.now() + HOUR_MS) });
      // A due job after it: once its notification is here, the first one's would have been too.
      const probe = await database.listen(JOBS_CHANNEL, { notify: (payload) => later.push(payload) });
      await enqueueJob(database.db, pingJob, { n: 2 }, new Date());
      expect(await eventually(() => later.length === 1 && heard.length >= 1)).toBe(true);
      await probe();
      expect(heard).toEqual([pingJob.kind]);
    } finally {
      await unlisten();
    }
  });

  it('stop() unlistens: later notifications reach nobody there', async () => {
    const seen: number[] = [];
    const heard: string[] = [];
    const runner = pingRunner(seen, { listen: recordingListen(database.listen, heard) });
    await runner.start();
    await runner.stop();
    if (database.driver === 'postgres') {
      const result = await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${`campwise-listen-${JOBS_CHANNEL}`} and datname = current_database()`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    }
    const witness: string[] = [];
    const unlisten = await database.listen(JOBS_CHANNEL, { notify: (payload) => witness.push(payload) });
    try {
      await enqueueCommitted(database.db, 1);
      expect(await eventually(() => witness.length === 1)).toBe(true);
      expect(heard).toEqual([]);
      expect(seen).toEqual([]);
      expect((await database.db.select().from(jobs))[0]?.status).toBe('queued');
    } finally {
      await unlisten();
    }
  });

  // Several API processes: each listens on its own connection and hears every enqueue.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'wakes every runner on one PostgreSQL; each job still runs once',
    async () => {
      const second = await openDatabase(database.target);
      const seenA: number[] = [];
      const seenB: number[] = [];
      const heardA: string[] = [];
      const heardB: string[] = [];
      const a = pingRunner(seenA, { listen: recordingListen(database.listen, heardA) });
      const b = pingRunner(seenB, { db: second.db, listen: recordingListen(second.listen, heardB) });
      await Promise.all([a.start(), b.start()]);
      try {
        await database.db.transaction(async (tx) => {
          for (let n = 0; n < 20; n += 1) await enqueueJob(tx as unknown as Db, pingJob, { n }, new Date());
        });
        expect(await eventually(() => seenA.length + seenB.length >= 20)).toBe(true);
        expect([...seenA, ...seenB].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
        expect(heardA.length).toBeGreaterThan(0);
        expect(heardB.length).toBeGreaterThan(0);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await second.close();
      }
    },
  );

  it.skipIf(process.env.TEST_DB !== 'postgres')('listens again after its connection drops', async () => {
    const seen: number[] = [];
    const log = recordingJobLog();
    const runner = new JobRunner({
      db: database.db,
      handlers: new JobHandlers().on(pingJob, async ({ n }) => {
        seen.push(n);
      }),
      clock: () => new Date(),
      log,
      pollMs: HOUR_MS,
      listen: database.listen,
    });
    await runner.start();
    try {
      const listener = sql`application_name = ${`campwise-listen-${JOBS_CHANNEL}`} and datname = current_database()`;
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where ${listener}`);
      // Back (the reconnect looks once for what it missed), then an enqueue wakes it as before.
      expect(
        await eventually(async () => {
          const result = await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where ${listener} and state = 'idle'`,
          );
          return (result as unknown as { rows: { n: number }[] }).rows[0]?.n === 1;
        }),
      ).toBe(true);
      await enqueueCommitted(database.db, 5);
      expect(await eventually(() => seen.length === 1)).toBe(true);
      expect(log.lines.some((line) => line.message === 'job wake-up connection lost')).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
