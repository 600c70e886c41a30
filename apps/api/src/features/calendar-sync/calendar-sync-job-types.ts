// The calendar sync jobs' kinds and payloads (decision 0012's durable jobs); their handlers are in
// calendar-sync-jobs.ts.
import { z } from 'zod';
import { jobType } from '../../jobs/job-type.ts';

/** Recurring, every minute: enqueues a sync of each import whose last fetch is old enough. */
export const calendarSyncRunJob = jobType('calendar-sync.run', z.object({}), { maxAttempts: 3 });

/** One import's sync (unique key: the import id, so one import is never fetched twice at once). */
export const calendarSyncImportJob = jobType('calendar-sync.import', z.object({ importId: z.number().int() }), {
  maxAttempts: 3,
});
