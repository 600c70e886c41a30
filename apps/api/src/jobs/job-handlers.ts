// The typed registry a runner works from: one handler per job kind, optionally recurring.
import type { JobType } from './job-type.ts';

export interface JobContext {
  id: number;
  /** This run's number, from 1. */
  attempt: number;
}

export interface RegisteredJob {
  type: JobType<unknown>;
  run(payload: unknown, job: JobContext): Promise<void>;
  /** Recurring: exactly one pending run at a time, the next one this long after a run ends. */
  everySeconds?: number;
}

export class JobHandlers {
  private readonly byKind = new Map<string, RegisteredJob>();

  /** Registers the handler for a job type; a kind is registered once. */
  on<P>(
    type: JobType<P>,
    run: (payload: P, job: JobContext) => Promise<void>,
    options: { everySeconds?: number } = {},
  ): this {
    if (this.byKind.has(type.kind)) throw new Error(`job kind ${type.kind} is registered twice`);
    this.byKind.set(type.kind, {
      type: type as JobType<unknown>,
      run: (payload, job) => run(type.payload.parse(payload), job),
      everySeconds: options.everySeconds,
    });
    return this;
  }

  get(kind: string): RegisteredJob | undefined {
    return this.byKind.get(kind);
  }

  kinds(): string[] {
    return [...this.byKind.keys()];
  }

  recurring(): RegisteredJob[] {
    return [...this.byKind.values()].filter((job) => job.everySeconds !== undefined);
  }
}
