// A kind of durable job: its queue name, the shape of its payload and how often it may be tried.
// Features declare their job types; enqueueing and handling are typed by them.
import type { z } from 'zod';

export interface JobType<P> {
  /** The queue name stored in jobs.kind, e.g. "email.send". */
  kind: string;
  /** Checks a payload read back from the database before a handler sees it. */
  payload: z.ZodType<P>;
  /** Runs started before the job is dead (kept for a person to look at). */
  maxAttempts: number;
}

export function jobType<P>(kind: string, payload: z.ZodType<P>, options: { maxAttempts?: number } = {}): JobType<P> {
  return { kind, payload, maxAttempts: options.maxAttempts ?? 5 };
}
