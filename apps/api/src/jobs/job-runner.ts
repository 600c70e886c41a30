// The job runner: polls the jobs table every JOBS_POLL_MS, and at once when an enqueue's NOTIFY
// arrives; claims due jobs with SKIP LOCKED (so several API processes share the work, each job
// run by one of them), runs up to `concurrency` at once and records each outcome. server.ts starts
// one per process and stops it on shutdown, which waits for the runs under way.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Listen, Unlisten } from '../db/listen.ts';
import { loggableError } from '../errors/database-errors.ts';
import type { JobHandlers } from './job-handlers.ts';
import { claimDueJobs, JOBS_CHANNEL, releaseExpiredLeases, scheduleRecurring } from './job-repository.ts';
import { leaseFrom, runClaimedJob, type JobExecution, type JobLog, type JobOutcome } from './run-job.ts';

export interface JobRunnerOptions {
  db: Db;
  handlers: JobHandlers;
  clock: Clock;
  log: JobLog;
  /** How long the runner waits between polls when nothing was due (the backstop when NOTIFYs are missed). */
  pollMs: number;
  /** LISTENs for enqueues (Database.listen); without it the runner only polls. */
  listen?: Listen;
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
  /** A notification came since the last poll began: poll again before waiting. */
  private notified = false;
  private unlisten: Unlisten | null = null;

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

  /** Makes sure every recurring job has its pending run, listens for new jobs, then polls until stop(). */
  async start(): Promise<void> {
    if (this.loopDone) return;
    this.loopDone = Promise.resolve();
    await this.scheduleRecurringJobs();
    if (this.options.listen) {
      this.unlisten = await this.options.listen(JOBS_CHANNEL, {
        notify: () => this.nudge(),
        trouble: (error) => this.options.log.warn({ err: loggableError(error) }, 'job wake-up connection lost'),
      });
    }
    // stop() came while this was starting: it found nothing to unlisten yet.
    if (this.stopping) await this.unlisten?.();
    this.loopDone = this.loop();
  }

  /** Stops listening and polling, and waits for the runs under way to finish (and record their outcome). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.unlisten?.();
    this.unlisten = null;
    this.wake?.();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * A job was enqueued somewhere. Notifications coalesce: however many arrive during a poll, one
   * more poll follows it; with every slot busy the next free slot polls anyway.
   */
  private nudge(): void {
    this.notified = true;
    if (this.inFlight.size < this.concurrency) this.wake?.();
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
      this.notified = false;
      // A poll that filled every free slot may have left due jobs behind (a burst enqueued in one
      // transaction is one notification): look again without waiting.
      let more = false;
      try {
        const free = this.concurrency - this.inFlight.size;
        more = (await this.poll()).length >= free;
      } catch (error) {
        this.options.log.error({ err: loggableError(error) }, 'job poll failed');
      }
      if (this.stopping) break;
      // Every slot busy: poll again as soon as one frees. Otherwise poll again at once if a job was
      // enqueued during this poll or more may be due, else wait for a notification or the next poll.
      if (this.inFlight.size >= this.concurrency) await this.until(Promise.race(this.inFlight));
      else if (!this.notified && !more) await this.sleep(this.options.pollMs);
      // On PGlite every query is synchronous wasm behind promises, so a backlog drained without
      // a pause is one endless microtask chain: no timer, socket or HTTP request would run until
      // it ends. One event-loop turn per round lets them in between.
      await nextTurn();
    }
  }

  private async sleep(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await this.until(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))));
    clearTimeout(timer);
  }

  /** Waits for `event` or for stop(), whichever comes first. */
  private async until(event: Promise<unknown>): Promise<void> {
    await Promise.race([event, new Promise<void>((resolve) => (this.wake = resolve))]);
    this.wake = null;
  }
}
