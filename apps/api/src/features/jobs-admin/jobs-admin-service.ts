// The admin's view of background jobs: what is dead, failing or stuck, and running one again.
import type { AppContext } from '../../app-context.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import { countJobsInTrouble, findJobById, listJobsInTrouble, requeueJob } from './jobs-admin-repository.ts';
import type { TroubleStatus } from './jobs-admin-schemas.ts';

export interface JobsInTrouble {
  rows: JobRow[];
  total: number;
  counts: Record<TroubleStatus, number>;
}

export async function listTroubledJobs(
  ctx: AppContext,
  status: TroubleStatus | undefined,
  page: Page,
): Promise<JobsInTrouble> {
  const now = ctx.clock();
  const [{ rows, total }, counts] = await Promise.all([
    listJobsInTrouble(ctx.db, status, now, page),
    countJobsInTrouble(ctx.db, now),
  ]);
  return { rows, total, counts };
}

/** Runs a dead or retrying job again now, from its first attempt. */
export async function retryJob(ctx: AppContext, id: number): Promise<JobRow> {
  const result = await requeueJob(ctx.db, id, ctx.clock());
  if (result.retried) return result.retried;
  const job = await findJobById(ctx.db, id);
  if (!job) throw AppError.notFound(`No job with id ${id}.`);
  const detail = result.duplicate
    ? 'Another run of this job is already waiting; it runs instead.'
    : `Only a dead or retrying job can be retried; this one is ${job.status}.`;
  throw AppError.conflict('Not retryable', detail, undefined, 'not-retryable');
}
