// The alert jobs' kinds and payloads (decision 0012's durable jobs; decision 0019). Their
// handlers are in alert-jobs.ts.
import { z } from 'zod';
import { jobType } from '../../jobs/job-type.ts';

/**
 * One per inventory release, queued by the database trigger of migration 0014 in the transaction
 * that freed the nights (run_at -infinity: due at once whatever the app's clock says).
 */
export const matchReleaseJob = jobType('alerts.match-release', z.object({ releaseId: z.number().int() }));

/**
 * One member's undelivered openings, told on every channel. Unique key `user:{id}` while one is
 * pending for new openings, `digest:{id}` for the digest held to a rate-limit window's end.
 */
export const deliverOpeningsJob = jobType('alerts.deliver', z.object({ userId: z.number().int() }), {
  maxAttempts: 8,
});

/** Recurring: releases whose own job was lost, and members whose delivery job was. */
export const alertBackstopJob = jobType('alerts.backstop', z.object({}), { maxAttempts: 3 });

/** Recurring: alerts whose last possible arrival has passed become expired. */
export const expireAlertsJob = jobType('alerts.expire', z.object({}), { maxAttempts: 3 });
