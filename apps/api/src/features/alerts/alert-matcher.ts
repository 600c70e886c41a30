// The matcher (decision 0019): one inventory release, every alert it may concern, in one
// transaction. Each candidate alert's stays on the released site are listed in memory, the
// distinct ones checked by the availability source in one round of queries, and each alert gets
// the earliest stay that is bookable now (never a phantom: rechecked at match time). Openings are
// written with ON CONFLICT DO NOTHING on (alert, release) and the release marked processed in the
// same transaction, so a rerun (a retry, the backstop, a second runner) adds nothing.
import { todayIn } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { deliverOpeningsJob } from './alert-job-types.ts';
import type { AlertContext } from './alert-context.ts';
import { candidateStays, type StayDates } from './alert-stays.ts';
import { ownInventory } from './availability-source.ts';
import { findSiteTerms } from './own-inventory-repository.ts';
import {
  enqueueMemberJobs,
  findCandidateAlerts,
  findReservationStatus,
  insertOpenings,
  lockUnprocessedRelease,
  markReleaseProcessed,
  touchLastOpening,
  type OpeningValues,
  type ReleaseRow,
} from './release-repository.ts';

export type OpeningReason = 'cancellation' | 'declined' | 'expired' | 'unblocked' | 'changed' | 'site-opened';

const REASON_BY_STATUS: Record<string, OpeningReason> = {
  cancelled: 'cancellation',
  declined: 'declined',
  expired: 'expired',
};

/** Why the nights came free, from what held them as it is now. */
async function releaseReason(db: Db, release: ReleaseRow): Promise<OpeningReason> {
  if (release.cause === 'site-opened') return 'site-opened';
  if (release.reservationId !== null) {
    const status = await findReservationStatus(db, release.reservationId);
    return (status !== null && REASON_BY_STATUS[status]) || 'changed';
  }
  return release.blockId !== null ? 'unblocked' : 'changed';
}

const stayKey = (stay: StayDates) => `${stay.startDate}/${stay.endDate}`;

/** Matches one release; returns how many openings it wrote (0 when it was already processed). */
export async function matchRelease(ctx: AlertContext, releaseId: number): Promise<number> {
  const now = ctx.clock();
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const release = await lockUnprocessedRelease(tx, releaseId);
    if (!release) return 0;
    const [site] = await findSiteTerms(tx, [release.siteId]);
    let written = 0;
    if (site) {
      const alerts = await findCandidateAlerts(tx, release, site);
      const today = todayIn(site.timeZone ?? 'America/Denver', now);
      const staysByAlert = alerts.map((alert) => candidateStays(alert, release, today));
      const distinct = new Map<string, StayDates>();
      for (const stays of staysByAlert) for (const stay of stays) distinct.set(stayKey(stay), stay);
      const stays = [...distinct.values()];
      const answers = await ownInventory.bookable(
        tx,
        stays.map((stay) => ({ siteId: release.siteId, ...stay })),
        now,
      );
      const bookable = new Set(stays.filter((_, index) => answers[index]).map(stayKey));
      const reason = bookable.size ? await releaseReason(tx, release) : 'changed';
      const values: OpeningValues[] = [];
      alerts.forEach((alert, index) => {
        const stay = staysByAlert[index]!.find((candidate) => bookable.has(stayKey(candidate)));
        if (!stay) return;
        values.push({
          alertId: alert.id,
          userId: alert.userId,
          releaseId: release.id,
          siteId: release.siteId,
          startDate: stay.startDate,
          endDate: stay.endDate,
          reason,
          createdAt: now,
        });
      });
      const inserted = await insertOpenings(tx, values);
      await touchLastOpening(
        tx,
        inserted.map((opening) => opening.alertId),
        now,
      );
      // One delivery job per member, so one member's many alerts never hold up another's. Keyed
      // by the release too: a job of that member already running (a live `user:{id}` job) must
      // not swallow this one, or an opening committed after its last pass would wait for the
      // backstop. Two at once for one member take turns on the member's row lock.
      await enqueueMemberJobs(
        tx,
        deliverOpeningsJob,
        [...new Set(inserted.map((opening) => opening.userId))],
        'user',
        now,
        `release-${release.id}`,
      );
      written = inserted.length;
    }
    await markReleaseProcessed(tx, release.id, now);
    return written;
  });
}
