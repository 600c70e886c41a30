// A recurring job of the jobs themselves: succeeded rows are history nobody reads after a day
// (the membership sweep alone adds one a minute); dead ones stay for a person to look at.
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { JobHandlers } from './job-handlers.ts';
import { pruneSucceededJobs } from './job-repository.ts';
import { jobType } from './job-type.ts';

export const pruneJobsJob = jobType('jobs.prune', z.object({}), { maxAttempts: 3 });

const KEEP_SUCCEEDED_SECONDS = 86_400;
const EVERY_SECONDS = 3600;

export function registerPruneJobs(handlers: JobHandlers, db: Db, clock: Clock): void {
  handlers.on(
    pruneJobsJob,
    async () => {
      await pruneSucceededJobs(db, new Date(clock().getTime() - KEEP_SUCCEEDED_SECONDS * 1000));
    },
    { everySeconds: EVERY_SECONDS },
  );
}
