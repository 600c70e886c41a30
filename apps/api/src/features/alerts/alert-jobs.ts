// The alert jobs' handlers (decision 0019): match a release, deliver a member's openings, the
// backstop for lost jobs, and expiry of alerts whose last arrival has passed.
import { addSeconds } from '../../clock.ts';
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import type { AlertContext } from './alert-context.ts';
import { deliverOpenings, RATE_WINDOW_SECONDS } from './alert-delivery.ts';
import { alertBackstopJob, deliverOpeningsJob, expireAlertsJob, matchReleaseJob } from './alert-job-types.ts';
import { matchRelease } from './alert-matcher.ts';
import { expirePassedAlerts } from './alert-repository.ts';
import { enqueueMemberJobs, findMembersWithStaleOpenings, findStaleReleases } from './release-repository.ts';

/** A release or opening this old without its job having run: the job was lost. */
const STALE_SECONDS = 30;
/**
 * Openings older than this are not looked at again: the backstop runs every minute, so a lost
 * job's openings are found within minutes, and scanning the whole history each minute would grow
 * with it.
 */
const BACKSTOP_HORIZON_SECONDS = 24 * 3600;

/** Picks up what lost jobs left: unprocessed releases, and members not told of their openings. */
export async function runAlertBackstop(ctx: AlertContext): Promise<{ releases: number; members: number }> {
  const now = ctx.clock();
  const releases = await findStaleReleases(ctx.db, addSeconds(now, -STALE_SECONDS), 500);
  for (const id of releases) await matchRelease(ctx, id);
  const members = await findMembersWithStaleOpenings(
    ctx.db,
    {
      since: addSeconds(now, -BACKSTOP_HORIZON_SECONDS),
      fresh: addSeconds(now, -STALE_SECONDS),
      held: addSeconds(now, -(RATE_WINDOW_SECONDS + 60)),
    },
    500,
  );
  await enqueueMemberJobs(ctx.db, deliverOpeningsJob, members, 'user', now);
  return { releases: releases.length, members: members.length };
}

export function registerAlertJobs(handlers: JobHandlers, ctx: AlertContext): JobHandlers {
  return handlers
    .on(matchReleaseJob, async ({ releaseId }) => {
      await matchRelease(ctx, releaseId);
    })
    .on(deliverOpeningsJob, ({ userId }) => deliverOpenings(ctx, userId))
    .on(
      alertBackstopJob,
      async () => {
        const picked = await runAlertBackstop(ctx);
        if (picked.releases || picked.members) ctx.log.warn(picked, 'alert jobs picked up by the backstop');
      },
      { everySeconds: 60 },
    )
    .on(
      expireAlertsJob,
      async () => {
        const expired = await expirePassedAlerts(ctx.db, ctx.clock());
        if (expired) ctx.log.info({ expired }, 'alerts expired');
      },
      { everySeconds: 900 },
    );
}
