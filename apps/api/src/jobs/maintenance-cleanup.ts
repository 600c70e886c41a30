// The hourly maintenance job: forgets rows that are dead and that nothing reads any more, so
// tables grow with use, not with time. One kind for all of them; each table is emptied in
// batches of short statements, up to a cap per run (the next run goes on where this one stopped).
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { forgetOldRateLimitEvents } from '../rate-limits/rate-limit.ts';
import type { JobHandlers } from './job-handlers.ts';
import { jobType } from './job-type.ts';
import {
  deleteDeadResetTokens,
  deleteExpiredOAuthTokens,
  deleteProcessedReleases,
  deleteReadNotifications,
} from './maintenance-repository.ts';
import type { JobLog } from './run-job.ts';

export const maintenanceCleanupJob = jobType('maintenance.cleanup', z.object({}), { maxAttempts: 3 });

const EVERY_SECONDS = 3600;
const DAY_MS = 86_400_000;
/** Read notifications are kept this long (the bell's history). */
export const READ_NOTIFICATION_DAYS = 90;
/** Processed inventory releases are kept this long (looking into an alert that did or did not fire). */
export const PROCESSED_RELEASE_DAYS = 30;

export interface CleanupLimits {
  /** Rows per statement. */
  batchSize: number;
  /** Statements per table and run. */
  maxBatches: number;
}

const DEFAULT_LIMITS: CleanupLimits = { batchSize: 500, maxBatches: 40 };

export type CleanupCounts = Record<
  'resetTokens' | 'oauthTokens' | 'rateLimitEvents' | 'notifications' | 'inventoryReleases',
  number
>;

async function inBatches(limits: CleanupLimits, deleteOne: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < limits.maxBatches; batch += 1) {
    const deleted = await deleteOne(limits.batchSize);
    total += deleted;
    if (deleted < limits.batchSize) break;
  }
  return total;
}

/** One run of the cleanup at `now`; the rows deleted per table. */
export async function runMaintenanceCleanup(
  db: Db,
  now: Date,
  limits: CleanupLimits = DEFAULT_LIMITS,
): Promise<CleanupCounts> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    resetTokens: await inBatches(limits, (limit) => deleteDeadResetTokens(db, now, limit)),
    oauthTokens: await inBatches(limits, (limit) => deleteExpiredOAuthTokens(db, now, limit)),
    rateLimitEvents: await inBatches(limits, (limit) => forgetOldRateLimitEvents(db, now, limit)),
    notifications: await inBatches(limits, (limit) =>
      deleteReadNotifications(db, daysAgo(READ_NOTIFICATION_DAYS), limit),
    ),
    inventoryReleases: await inBatches(limits, (limit) =>
      deleteProcessedReleases(db, daysAgo(PROCESSED_RELEASE_DAYS), limit),
    ),
  };
}

export function registerMaintenanceCleanup(handlers: JobHandlers, deps: { db: Db; clock: Clock; log: JobLog }): void {
  handlers.on(
    maintenanceCleanupJob,
    async () => {
      const deleted = await runMaintenanceCleanup(deps.db, deps.clock());
      if (Object.values(deleted).some((count) => count > 0)) deps.log.info({ deleted }, 'maintenance cleanup');
    },
    { everySeconds: EVERY_SECONDS },
  );
}
