// The job runner: polls the jobs table every JOBS_POLL_MS, claims due jobs with SKIP LOCKED (so
// several API processes share the work, each job run by one of them), runs up to `concurrency`
// at once and records each outcome. server.ts starts one per process and stops it on shutdown,
// which waits for the runs under way.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { loggableError } from '../errors/database-errors.ts';
import type { JobHandlers } from './job-handlers.ts';
import { claimDueJobs, releaseExpiredLeases, scheduleRecurring } from './job-repository.ts';
import { leaseFrom, runClaimedJob, type JobExecution, type JobLog, type JobOutcome } from './run-job.ts';

export interface JobRunnerOptions {
  db: Db;
  handlers: JobHandlers;
  clock: Clock;
  log: JobLog;
  /** How long the runner waits between polls when nothing was due. */
  pollMs: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** See JobExecution.leaseSeconds. */
  leaseSeconds?: number;
  /** Names this process in jobs.locked_by; unique per runner by default. */
  runnerId?: string;
}

export class JobRunner {
  readonly runnerId: string;
  private readonly execution: JobExecution;
  private readonly concurrency: number;
  private readonly inFlight = new Set<Promise<JobOutcome>>();
  private loopDone: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.runnerId = options.runnerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.concurrency = options.concurrency ?? 4;
    this.execution = {
      db: options.db,
      handlers: options.handlers,
      clock: options.clock,
      log: options.log,
      runnerId: this.runnerId,
      leaseSeconds: options.leaseSeconds ?? 300,
    };
  }

  /** Makes sure every recurring job has its pending run, then polls until stop(). */
  async start(): Promise<void> {
    if (this.loopDone) return;
    await this.scheduleRecurringJobs();
    this.loopDone = this.loop();
  }

  /** Stops polling and waits for the runs under way to finish (and record their outcome). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Runs due jobs until none is left (tests and one-off use; start() is the polling loop). */
  async runDue(): Promise<JobOutcome[]> {
    await this.scheduleRecurringJobs();
    const outcomes: JobOutcome[] = [];
    for (;;) {
      const started = await this.poll();
      if (!started.length) return outcomes;
      outcomes.push(...(await Promise.all(started)));
    }
  }

  private async scheduleRecurringJobs(): Promise<void> {
    const now = this.options.clock();
    for (const job of this.options.handlers.recurring()) await scheduleRecurring(this.options.db, job.type, now, now);
  }

  /** One poll: frees expired leases, claims as many due jobs as there are free slots, starts them. */
  private async poll(): Promise<Promise<JobOutcome>[]> {
    const { db, handlers, clock } = this.options;
    await releaseExpiredLeases(db, clock());
    const free = this.concurrency - this.inFlight.size;
    const claimed = await claimDueJobs(db, handlers.kinds(), free, leaseFrom(this.execution));
    return claimed.map((job) => this.track(runClaimedJob(this.execution, job)));
  }

  private track(run: Promise<JobOutcome>): Promise<JobOutcome> {
    const tracked: Promise<JobOutcome> = run
      .catch((error: unknown) => {
        // Recording the outcome failed (database gone): the lease expires and the job runs again.
        this.options.log.error({ err: loggableError(error) }, 'job outcome not recorded');
        return 'lost' as const;
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.poll();
      } catch (error) {
        this.options.log.error({ err: loggableError(error) }, 'job poll failed');
      }
      if (this.stopping) break;
      // Every slot busy: poll again as soon as one frees; otherwise wait for the next poll.
      if (this.inFlight.size >= this.concurrency) await this.until(Promise.race(this.inFlight));
      else await this.until(new Promise<void>((resolve) => setTimeout(resolve, this.options.pollMs).unref()));
    }
  }

  /** Waits for `event` or for stop(), whichever comes first. */
  private async until(event: Promise<unknown>): Promise<void> {
    await Promise.race([event, new Promise<void>((resolve) => (this.wake = resolve))]);
    this.wake = null;
  }
}
