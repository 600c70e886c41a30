// The jobs table's reads and writes. Every statement is short and outside any long transaction,
// so on PGlite (one connection) the runner never holds up requests for more than one statement.
import { and, asc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/index.ts';
import type { JobType } from './job-type.ts';

/**
 * The channel runners LISTEN on: an enqueue NOTIFYs it (delivered when the enqueue commits, never
 * after a rollback), so a new job starts at once instead of at the next poll. Migration 0014's
 * release trigger notifies it too.
 */
export const JOBS_CHANNEL = 'campwise_jobs';

/** The key recurring jobs use, so only one run of each is ever pending. */
export const RECURRING_KEY = 'recurring';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one live job per kind and key; a second enqueue with the same key is dropped. */
  uniqueKey?: string;
}

/**
 * Adds a job. `db` may be the caller's transaction, so the job exists only if the caller's
 * writes commit (and the runners hear of it then). Returns the job's id, or null when a live job
 * with the same unique key exists.
 */
export async function enqueueJob<P>(
  db: Db,
  type: JobType<P>,
  payload: P,
  now: Date,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: type.kind,
      payload: type.payload.parse(payload),
      maxAttempts: type.maxAttempts,
      runAt: options.runAt ?? now,
      uniqueKey: options.uniqueKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [jobs.kind, jobs.uniqueKey],
      where: sql`${jobs.uniqueKey} is not null and ${jobs.status} in ('queued', 'running', 'retrying')`,
    })
    .returning({ id: jobs.id });
  const id = rows[0]?.id ?? null;
  const runAt = options.runAt ?? now;
  // A job due later (a recurring run, a retry, an in-request email) is found by the poll that
  // finds it due; waking every runner for it now would only cost them a poll.
  if (id !== null && runAt <= now) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type.kind})`);
  return id;
}

/**
 * Adds a job only if `condition` holds, in one INSERT … SELECT … WHERE statement either way: a
 * caller that must not show by its timing whether the condition held runs the same statement.
 * Returns the job's id, or null when the condition did not hold.
 */
export async function enqueueJobIf<P>(
  db: Db,
  condition: SQL,
  type: JobType<P>,
  payload: P,
  now: Date,
  options: Pick<EnqueueOptions, 'runAt'> = {},
): Promise<number | null> {
  const runAt = options.runAt ?? now;
  // The notification rides in the same statement, so the statement is the same whether or not
  // the condition held (a NOTIFY of nothing is never sent).
  const notify = runAt <= now ? sql`pg_notify(${JOBS_CHANNEL}, ${type.kind})` : sql`null`;
  const result = await db.execute<{ id: string | number }>(sql`
    with inserted as (
      insert into ${jobs} (kind, payload, max_attempts, run_at, created_at, updated_at)
      select ${type.kind}, ${JSON.stringify(type.payload.parse(payload))}::jsonb, ${type.maxAttempts}::int,
        ${runAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      where ${condition}
      returning id
    )
    select id, ${notify} as notified from inserted`);
  const [row] = (result as unknown as { rows: { id: string | number }[] }).rows;
  return row ? Number(row.id) : null;
}

export interface Lease {
  runnerId: string;
  now: Date;
  until: Date;
}

/** Takes up to `limit` due jobs of the given kinds; rows another runner holds are skipped, not waited for. */
export async function claimDueJobs(db: Db, kinds: string[], limit: number, lease: Lease): Promise<JobRow[]> {
  if (!kinds.length || limit < 1) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ['queued', 'retrying']), lte(jobs.runAt, lease.now), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(jobs).set(claimed(lease)).where(inArray(jobs.id, due)).returning();
}

/** Takes one queued job whatever its run_at (delivering it in the request that made it). */
export async function claimJobById(db: Db, id: number, lease: Lease): Promise<JobRow | null> {
  const one = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'retrying'])))
    .for('update', { skipLocked: true });
  const rows = await db.update(jobs).set(claimed(lease)).where(inArray(jobs.id, one)).returning();
  return rows[0] ?? null;
}

function claimed(lease: Lease) {
  return {
    status: 'running' as const,
    attempts: sql`${jobs.attempts} + 1`,
    lockedBy: lease.runnerId,
    lockedUntil: lease.until,
    updatedAt: lease.now,
  };
}

/** Keeps a long run's lease; false when the job is no longer this runner's. */
export async function renewLease(db: Db, id: number, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: lease.until, updatedAt: lease.now })
    .where(heldBy(id, lease.runnerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

function heldBy(id: number, runnerId: string) {
  return and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, runnerId));
}

/** Succeeded: the payload goes (an email's reset link must not outlive its delivery). */
export async function completeJob(db: Db, id: number, runnerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'succeeded', payload: null, lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now })
    .where(heldBy(id, runnerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Failed: tried again at `retryAt`, or dead when it has had all its attempts (retryAt null). */
export async function failJob(
  db: Db,
  id: number,
  runnerId: string,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: retryAt ? 'retrying' : 'dead',
      runAt: retryAt ?? sql`${jobs.runAt}`,
      lastError: error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
      finishedAt: retryAt ? null : now,
    })
    .where(heldBy(id, runnerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Jobs whose runner stopped mid-run (crash, kill, lost connection): once the lease has expired
 * they run again, or are dead when that run was their last attempt.
 */
export async function releaseExpiredLeases(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'dead' else 'retrying' end`,
      runAt: now,
      lastError: sql`'lease expired: runner ' || coalesce(${jobs.lockedBy}, '?') || ' stopped during the run'`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
      finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Makes sure one run of a recurring job is pending (nothing happens when one already is). */
export function scheduleRecurring(db: Db, type: JobType<unknown>, runAt: Date, now: Date): Promise<number | null> {
  return enqueueJob(db, type, {}, now, { runAt, uniqueKey: RECURRING_KEY });
}

/** Deletes succeeded jobs finished before `before`; dead ones stay for a person to look at. */
export async function pruneSucceededJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'succeeded'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function findJob(db: Db, id: number): Promise<JobRow | null> {
  const rows = await db.select().from(jobs).where(eq(jobs.id, id));
  return rows[0] ?? null;
}
