// Schema: durable jobs (apps/api/src/jobs, decision 0012). A row is one run of a job kind; the
// runner claims due rows with FOR UPDATE SKIP LOCKED, so several API processes share one table.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'retrying', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The queue: which registered handler runs it, e.g. "email.send". */
    kind: text('kind').notNull(),
    /** The handler's input; set to null once the job succeeded (emails hold reset links). */
    payload: jsonb('payload').$type<unknown>(),
    /** queued (never tried), running (claimed, lease in locked_until), succeeded, retrying (failed, runs again at run_at), dead. */
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Runs started so far, including one a crashed process never finished. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before this time (first run, retry after backoff, next period of a recurring job). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The runner that holds the job, and until when: after that another runner may take it over. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** At most one live (queued, running, retrying) job per kind and key: deduplication, singletons. */
    uniqueKey: text('unique_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_live_unique_idx')
      .on(t.kind, t.uniqueKey)
      .where(sql`${t.uniqueKey} is not null and ${t.status} in ('queued', 'running', 'retrying')`),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'retrying')`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'succeeded'`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'retrying', 'dead')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
