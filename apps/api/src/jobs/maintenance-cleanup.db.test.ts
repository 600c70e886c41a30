// The hourly maintenance job on a real database (PGlite, or PostgreSQL with TEST_DB=postgres):
// what is dead goes, in bounded batches; everything still in use stays.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  inventoryReleases,
  jobs,
  notifications,
  oauthTokens,
  passwordResetTokens,
  rateLimitEvents,
  users,
} from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { recordingJobLog } from '../test/test-job-log.ts';
import { JobHandlers } from './job-handlers.ts';
import { JobRunner } from './job-runner.ts';
import { maintenanceCleanupJob, registerMaintenanceCleanup, runMaintenanceCleanup } from './maintenance-cleanup.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

let database: TestDatabase;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ email: 'cleanup@example.com' }).returning({ id: users.id });
  userId = user!.id;
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  const { db } = database;
  for (const table of [passwordResetTokens, oauthTokens, rateLimitEvents, notifications, inventoryReleases, jobs]) {
    await db.delete(table);
  }
});

async function seed() {
  const { db } = database;
  await db.insert(passwordResetTokens).values([
    { tokenHash: 'live', userId, expiresAt: at(HOUR) },
    { tokenHash: 'used', userId, expiresAt: at(HOUR), usedAt: at(-HOUR) },
    { tokenHash: 'expired', userId, expiresAt: at(-1) },
  ]);
  await db.insert(oauthTokens).values([
    { tokenHash: 'live-access', kind: 'access', userId, familyId: 'f', expiresAt: at(HOUR) },
    // Revoked by its rotation but not expired: kept, so a replay can still end the session.
    { tokenHash: 'rotated', kind: 'refresh', userId, familyId: 'f', expiresAt: at(DAY), revokedAt: at(-HOUR) },
    { tokenHash: 'expired', kind: 'refresh', userId, familyId: 'g', expiresAt: at(-1) },
  ]);
  await db.insert(rateLimitEvents).values([
    { key: 'recent', createdAt: at(-30 * 60_000) },
    { key: 'old', createdAt: at(-2 * HOUR) },
  ]);
  const notification = { userId, kind: 'alert-opening', title: 'Site free', url: '/alerts' };
  await db.insert(notifications).values([
    { ...notification, title: 'read old', readAt: at(-80 * DAY), createdAt: at(-91 * DAY) },
    { ...notification, title: 'unread old', createdAt: at(-91 * DAY) },
    { ...notification, title: 'read recent', readAt: at(-DAY), createdAt: at(-89 * DAY) },
  ]);
  const release = { campgroundId: 1, siteId: 1, stay: '[2026-07-01,2026-07-03)', cause: 'released' };
  await db.insert(inventoryReleases).values([
    { ...release, createdAt: at(-31 * DAY), processedAt: at(-31 * DAY) },
    { ...release, createdAt: at(-31 * DAY) },
    { ...release, createdAt: at(-29 * DAY), processedAt: at(-29 * DAY) },
  ]);
}

describe('maintenance cleanup', () => {
  it('deletes dead tokens, old rate-limit events, old read notifications and old processed releases only', async () => {
    await seed();
    const { db } = database;
    // Batches of one: every table needs several statements, as a backlog would.
    const counts = await runMaintenanceCleanup(db, NOW, { batchSize: 1, maxBatches: 10 });
    expect(counts).toEqual({
      resetTokens: 2,
      oauthTokens: 1,
      rateLimitEvents: 1,
      notifications: 1,
      inventoryReleases: 1,
    });
    expect((await db.select().from(passwordResetTokens)).map((row) => row.tokenHash)).toEqual(['live']);
    expect((await db.select().from(oauthTokens)).map((row) => row.tokenHash).sort()).toEqual([
      'live-access',
      'rotated',
    ]);
    expect((await db.select().from(rateLimitEvents)).map((row) => row.key)).toEqual(['recent']);
    expect((await db.select().from(notifications)).map((row) => row.title).sort()).toEqual([
      'read recent',
      'unread old',
    ]);
    const releases = await db.select().from(inventoryReleases);
    expect(releases).toHaveLength(2);
    expect(releases.every((row) => row.processedAt === null || row.createdAt > at(-30 * DAY))).toBe(true);

    // Nothing left to do: a second run deletes nothing.
    expect(Object.values(await runMaintenanceCleanup(db, NOW))).toEqual([0, 0, 0, 0, 0]);
  });

  it('stops a run at its cap; the next run goes on', async () => {
    const { db } = database;
    await db
      .insert(passwordResetTokens)
      .values(Array.from({ length: 5 }, (_, n) => ({ tokenHash: `t${n}`, userId, expiresAt: at(-1) })));
    expect((await runMaintenanceCleanup(db, NOW, { batchSize: 2, maxBatches: 2 })).resetTokens).toBe(4);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
    expect((await runMaintenanceCleanup(db, NOW, { batchSize: 2, maxBatches: 2 })).resetTokens).toBe(1);
  });

  it('is a recurring job, once an hour', async () => {
    await seed();
    const { db } = database;
    const clock = () => NOW;
    const log = recordingJobLog();
    const handlers = new JobHandlers();
    registerMaintenanceCleanup(handlers, { db, clock, log });
    const runner = new JobRunner({ db, handlers, clock, log, pollMs: 1000 });
    expect(await runner.runDue()).toEqual(['succeeded']);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
    expect(log.lines.find((line) => line.message === 'maintenance cleanup')?.fields).toMatchObject({
      deleted: { resetTokens: 2 },
    });
    const pending = await db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(pending.map((job) => [job.kind, job.runAt])).toEqual([[maintenanceCleanupJob.kind, at(HOUR)]]);
  });
});
