// Runs one claimed job and records how it went: succeeded, retrying after a backoff, or dead;
// a recurring job's next run is scheduled as this one ends. Shared by the runner and by
// callers that deliver a job within their own request.
import type { Clock } from '../clock.ts';
import { addSeconds } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { JobRow } from '../db/schema/index.ts';
import { loggableError } from '../errors/database-errors.ts';
import { retryDelaySeconds } from './backoff.ts';
import type { JobHandlers } from './job-handlers.ts';
import { claimJobById, completeJob, failJob, renewLease, scheduleRecurring, type Lease } from './job-repository.ts';

/** The slice of a logger the jobs use (Fastify's, or a test's). */
export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobExecution {
  db: Db;
  handlers: JobHandlers;
  clock: Clock;
  log: JobLog;
  runnerId: string;
  /** How long a claim holds before another runner may take the job over; renewed while running. */
  leaseSeconds: number;
}

export type JobOutcome = 'succeeded' | 'retrying' | 'dead' | 'lost';

export function leaseFrom(execution: Pick<JobExecution, 'clock' | 'runnerId' | 'leaseSeconds'>): Lease {
  const now = execution.clock();
  return { runnerId: execution.runnerId, now, until: addSeconds(now, execution.leaseSeconds) };
}

export async function runClaimedJob(execution: JobExecution, job: JobRow): Promise<JobOutcome> {
  const { db, handlers, clock, log, runnerId } = execution;
  const registered = handlers.get(job.kind);
  // Renew the lease at a third of its length, so a slow run is never taken over while alive.
  const heartbeat = setInterval(
    () => void renewLease(db, job.id, leaseFrom(execution)).catch(() => {}),
    (execution.leaseSeconds * 1000) / 3,
  );
  heartbeat.unref();
  let failure: unknown = null;
  try {
    if (!registered) throw new Error(`no handler for job kind ${job.kind}`);
    await registered.run(job.payload, { id: job.id, attempt: job.attempts });
  } catch (error) {
    failure = error ?? new Error('job failed');
  } finally {
    clearInterval(heartbeat);
  }

  const now = clock();
  let outcome: JobOutcome;
  if (failure === null) {
    outcome = (await completeJob(db, job.id, runnerId, now)) ? 'succeeded' : 'lost';
  } else {
    const retryAt = job.attempts < job.maxAttempts ? addSeconds(now, retryDelaySeconds(job.attempts)) : null;
    const recorded = await failJob(db, job.id, runnerId, now, describe(failure), retryAt);
    outcome = !recorded ? 'lost' : retryAt ? 'retrying' : 'dead';
    const fields = { err: loggableError(failure), job: job.id, kind: job.kind, attempt: job.attempts };
    if (outcome === 'dead') log.error(fields, 'job dead after its last attempt');
    else log.warn(fields, 'job failed');
  }
  if (outcome === 'lost') log.warn({ job: job.id, kind: job.kind }, 'job lease lost before the run ended');
  // The run is over (for good, or until its retry): a recurring job's next period starts now.
  if ((outcome === 'succeeded' || outcome === 'dead') && registered?.everySeconds !== undefined) {
    await scheduleRecurring(db, registered.type, addSeconds(now, registered.everySeconds), now);
  }
  return outcome;
}

/** Claims the given job (if still queued and nobody holds it) and runs it now. */
export async function runJobNow(execution: JobExecution, id: number): Promise<JobOutcome | null> {
  const job = await claimJobById(execution.db, id, leaseFrom(execution));
  return job ? runClaimedJob(execution, job) : null;
}

/** What last_error keeps: the message only, never a payload. */
function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 2000);
}
