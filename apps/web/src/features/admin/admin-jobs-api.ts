// The admin's view of background jobs (docs/api-alerts.md, "Jobs (admins)"): the dead, retrying
// and stuck ones with their counts, and a retry. Payloads never come: the API does not send them.
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

/** The filters of the page; `all` is every job in trouble. */
export const ADMIN_JOB_FILTERS = ['all', 'dead', 'retrying', 'stuck'] as const;
export type AdminJobFilter = (typeof ADMIN_JOB_FILTERS)[number];
export type TroubleStatus = Exclude<AdminJobFilter, 'all'>;

export const ADMIN_JOBS_PAGE_SIZE = 50;

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'retrying', 'dead', 'stuck']),
  attempts: z.number(),
  maxAttempts: z.number(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  lockedBy: z.string().nullable(),
  lockedUntil: z.string().nullable(),
});
export type AdminJob = z.infer<typeof jobSchema>;

const countsSchema = z.object({ dead: z.number(), retrying: z.number(), stuck: z.number() });
export type JobCounts = z.infer<typeof countsSchema>;

export interface JobPage {
  jobs: AdminJob[];
  total: number;
  counts: JobCounts;
}

export async function loadJobs(client: ApiClient, filter: AdminJobFilter): Promise<JobPage> {
  const { data, meta } = await client.findAll('jobs', {
    ...(filter === 'all' ? {} : { filter: { status: filter } }),
    page: { size: ADMIN_JOBS_PAGE_SIZE, number: 1 },
  });
  return {
    jobs: data.map((record) => jobSchema.parse(record)),
    total: Number(meta.total ?? data.length),
    counts: countsSchema.parse(meta.counts),
  };
}

/** A dead or retrying job runs again now, from its first attempt. */
export async function retryJob(client: ApiClient, id: string): Promise<AdminJob> {
  return jobSchema.parse(await client.write('POST', `/jobs/${encodeURIComponent(id)}/retry`));
}
