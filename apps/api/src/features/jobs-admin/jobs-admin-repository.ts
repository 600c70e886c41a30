// The jobs table as an admin sees it: the jobs in trouble, counted by kind of trouble, and a retry.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';
import type { Page } from '../../jsonapi/query.ts';
import { JOBS_CHANNEL } from '../../jobs/job-repository.ts';
import type { TroubleStatus } from './jobs-admin-schemas.ts';

function inTrouble(status: TroubleStatus, now: Date): SQL {
  if (status === 'stuck') return and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))!;
  return eq(jobs.status, status);
}

/** Jobs in the given trouble (all three kinds when none is given), most recently changed first. */
export async function listJobsInTrouble(
  db: Db,
  status: TroubleStatus | undefined,
  now: Date,
  page: Page,
): Promise<{ rows: JobRow[]; total: number }> {
  const where = status
    ? inTrouble(status, now)
    : or(inTrouble('dead', now), inTrouble('retrying', now), inTrouble('stuck', now));
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** How many jobs are in each kind of trouble, in one scan of the statuses that can be. */
export async function countJobsInTrouble(db: Db, now: Date): Promise<Record<TroubleStatus, number>> {
  const [row] = await db
    .select({
      dead: sql<number>`count(*) filter (where ${jobs.status} = 'dead')::int`,
      retrying: sql<number>`count(*) filter (where ${jobs.status} = 'retrying')::int`,
      stuck: sql<number>`count(*) filter (where ${inTrouble('stuck', now)})::int`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['dead', 'retrying', 'running']));
  return { dead: row?.dead ?? 0, retrying: row?.retrying ?? 0, stuck: row?.stuck ?? 0 };
}

export async function findJobById(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export type RetryResult = { retried: JobRow } | { retried: null; duplicate: boolean };

/**
 * A dead or retrying job queued again, due now, with its attempts reset (last_error stays, for
 * the record), and the runners told. Nothing changes for any other status, or when a live job
 * of the same kind holds its unique key (a recurring job's next run, say): `duplicate`.
 */
export async function requeueJob(db: Db, id: number, now: Date): Promise<RetryResult> {
  try {
    const [row] = await db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['dead', 'retrying'])))
      .returning();
    if (!row) return { retried: null, duplicate: false };
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${row.kind})`);
    return { retried: row };
  } catch (error) {
    if (isUniqueViolation(error, 'jobs_live_unique_idx')) return { retried: null, duplicate: true };
    throw error;
  }
}
