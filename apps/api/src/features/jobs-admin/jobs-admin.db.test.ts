// Admin view of background jobs (docs/api-alerts.md, "Jobs (admins)") through app.inject() on a
// real database: who may look, what is listed and counted, payloads never shown, and a retry
// that a runner then runs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs, type JobRow } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { findJob } from '../../jobs/job-repository.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { jobType } from '../../jobs/job-type.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';

const SECRET = 'https://campwise.test/password/reset?token=never-shown';
const mailJob = jobType('test.mail', z.object({ link: z.string() }));

const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
const at = (offsetSeconds: number) => new Date(clock.now().getTime() + offsetSeconds * 1000);

let t: TestApp;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
  admin = await createAdmin(t);
  camper = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

async function insertJob(values: Partial<typeof jobs.$inferInsert>): Promise<JobRow> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({ kind: mailJob.kind, payload: { link: SECRET }, createdAt: at(-600), updatedAt: at(-600), ...values })
    .returning();
  return row!;
}

async function seedJobs() {
  const dead = await insertJob({
    status: 'dead',
    attempts: 5,
    lastError: 'Error: smtp down',
    updatedAt: at(-60),
    finishedAt: at(-60),
  });
  const retrying = await insertJob({
    status: 'retrying',
    attempts: 2,
    lastError: 'Error: timeout',
    runAt: at(300),
    updatedAt: at(-30),
  });
  const stuck = await insertJob({
    status: 'running',
    attempts: 1,
    lockedBy: 'host:1:abc',
    lockedUntil: at(-10),
    updatedAt: at(-400),
  });
  const running = await insertJob({ status: 'running', attempts: 1, lockedBy: 'host:2:def', lockedUntil: at(200) });
  const queued = await insertJob({});
  const succeeded = await insertJob({ status: 'succeeded', attempts: 1, payload: null, finishedAt: at(-5) });
  return { dead, retrying, stuck, running, queued, succeeded };
}

const retry = (id: number | string, user?: TestUser) =>
  t.request({ method: 'POST', url: `/api/v6/jobs/${id}/retry`, headers: user?.headers ?? {} });

describe('GET /jobs', () => {
  it('is for admins: anonymous 401, others 403', async () => {
    await seedJobs();
    expect((await t.get('/api/v6/jobs')).status).toBe(401);
    const refused = await t.get('/api/v6/jobs', camper.headers);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(SECRET);
  });

  it('lists dead, retrying and stuck jobs, newest change first, with counts and without payloads', async () => {
    const { dead, retrying, stuck } = await seedJobs();
    const res = await t.get('/api/v6/jobs', admin.headers);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain('payload');
    expect(res.body.data.map((job: { id: string }) => job.id)).toEqual([retrying.id, dead.id, stuck.id].map(String));
    expect(res.body.meta).toMatchObject({ total: 3, counts: { dead: 1, retrying: 1, stuck: 1 } });
    expect(res.body.data[1]).toMatchObject({
      type: 'jobs',
      attributes: {
        kind: 'test.mail',
        status: 'dead',
        attempts: 5,
        'max-attempts': 5,
        'last-error': 'Error: smtp down',
        'finished-at': at(-60).toISOString(),
        'locked-by': null,
      },
    });
    expect(res.body.data[2].attributes).toMatchObject({
      status: 'stuck',
      'locked-by': 'host:1:abc',
      'locked-until': at(-10).toISOString(),
    });
  });

  it('filters by status and pages, the counts staying whole', async () => {
    const { stuck } = await seedJobs();
    const res = await t.get('/api/v6/jobs?filter[status]=stuck', admin.headers);
    expect(res.body.data.map((job: { id: string }) => job.id)).toEqual([String(stuck.id)]);
    expect(res.body.meta).toMatchObject({ total: 1, counts: { dead: 1, retrying: 1, stuck: 1 } });

    const paged = await t.get('/api/v6/jobs?page[size]=2&page[number]=2', admin.headers);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.total).toBe(3);
    expect(paged.body.links.prev).toContain('page%5Bnumber%5D=1');

    const bad = await t.get('/api/v6/jobs?filter[status]=running', admin.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source.parameter).toBe('filter[status]');
  });
});

describe('POST /jobs/{id}/retry', () => {
  it('queues a dead job again from its first attempt, and a runner runs it', async () => {
    const { dead } = await seedJobs();
    const res = await retry(dead.id, admin);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(SECRET);
    expect(res.body.data.attributes).toMatchObject({
      status: 'queued',
      attempts: 0,
      'run-at': clock.now().toISOString(),
      'finished-at': null,
      'last-error': 'Error: smtp down',
    });

    const links: string[] = [];
    const runner = new JobRunner({
      db: t.database.db,
      handlers: new JobHandlers().on(mailJob, async ({ link }) => {
        links.push(link);
      }),
      clock: clock.now,
      log: recordingJobLog(),
      pollMs: 1000,
    });
    // The seeded queued job runs too; the retried one with its payload intact.
    await runner.runDue();
    expect(links).toContain(SECRET);
    expect(await findJob(t.database.db, dead.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('retries a retrying job now', async () => {
    const { retrying } = await seedJobs();
    const res = await retry(retrying.id, admin);
    expect(res.status).toBe(200);
    expect((await findJob(t.database.db, retrying.id))?.runAt).toEqual(clock.now());
  });

  it('refuses any other status with 409 not-retryable, changing nothing', async () => {
    const seeded = await seedJobs();
    for (const job of [seeded.queued, seeded.running, seeded.stuck, seeded.succeeded]) {
      const res = await retry(job.id, admin);
      expect(res.status).toBe(409);
      expect(res.body.errors[0].code).toBe('not-retryable');
      expect(await findJob(t.database.db, job.id)).toEqual(job);
    }
  });

  it('refuses a dead job whose next run is already waiting (a recurring job)', async () => {
    const dead = await insertJob({ status: 'dead', attempts: 5, uniqueKey: 'recurring', finishedAt: at(-60) });
    await insertJob({ uniqueKey: 'recurring', runAt: at(3600) });
    const res = await retry(dead.id, admin);
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ code: 'not-retryable' });
    expect(res.body.errors[0].detail).toContain('already waiting');
    expect((await findJob(t.database.db, dead.id))?.status).toBe('dead');
  });

  it('is for admins; an unknown or impossible id is 404', async () => {
    const { dead } = await seedJobs();
    expect((await retry(dead.id)).status).toBe(401);
    expect((await retry(dead.id, camper)).status).toBe(403);
    expect((await findJob(t.database.db, dead.id))?.status).toBe('dead');
    expect((await retry(999999, admin)).status).toBe(404);
    expect((await retry('abc', admin)).status).toBe(404);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(rows).toHaveLength(1);
  });
});
