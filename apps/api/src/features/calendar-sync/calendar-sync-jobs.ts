// The calendar sync jobs' handlers: every minute `calendar-sync.run` looks for imports last fetched
// CALENDAR_SYNC_MINUTES ago or more and enqueues one `calendar-sync.import` each, keyed by the
// import, so however many API processes run, an import is fetched by one of them at a time.
import { addSeconds } from '../../clock.ts';
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import { enqueueJob } from '../../jobs/job-repository.ts';
import { findDueImports } from './calendar-import-repository.ts';
import { calendarSyncImportJob, calendarSyncRunJob } from './calendar-sync-job-types.ts';
import { syncImport, type CalendarSyncContext } from './calendar-sync-service.ts';

export { calendarSyncImportJob, calendarSyncRunJob };

/** At most this many imports are enqueued per run; the rest wait a minute. */
const BATCH = 500;

/** Enqueues a sync of every due import; returns how many were enqueued (not already queued). */
export async function enqueueDueSyncs(ctx: Pick<CalendarSyncContext, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = ctx.clock();
  const cutoff = addSeconds(now, -ctx.config.calendarSyncMinutes * 60);
  let enqueued = 0;
  for (const importId of await findDueImports(ctx.db, cutoff, BATCH)) {
    const id = await enqueueJob(ctx.db, calendarSyncImportJob, { importId }, now, { uniqueKey: String(importId) });
    if (id !== null) enqueued += 1;
  }
  return enqueued;
}

export function registerCalendarSyncJobs(handlers: JobHandlers, ctx: CalendarSyncContext): JobHandlers {
  return handlers
    .on(
      calendarSyncRunJob,
      async () => {
        const enqueued = await enqueueDueSyncs(ctx);
        if (enqueued) ctx.log.info({ enqueued }, 'calendar syncs enqueued');
      },
      { everySeconds: 60 },
    )
    .on(calendarSyncImportJob, async ({ importId }) => {
      // A calendar that cannot be read is recorded on its import (and tried at the next turn),
      // not retried at once: its server is not likely to answer differently in ten seconds.
      const outcome = await syncImport(ctx, importId);
      if (outcome.status === 'failed') ctx.log.warn({ importId, error: outcome.error }, 'calendar sync failed');
    });
}
