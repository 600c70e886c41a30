// The membership sweep: with the local processor, moves its subscriptions through time
// (trials converted, years renewed, failed charges, cancellations) and applies what happened;
// with any provider, ends gift memberships whose year is over and settles purchases an
// interrupted request left pending (purchase-recovery.ts: completed when the provider had made
// the subscription, else failed), minutes after their request stopped. A recurring job (decision
// 0012) runs it every MEMBERSHIP_SWEEP_SECONDS (60 by default; a run is due as the API starts when
// none is pending); Stripe
// reports its own changes through webhooks.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import { jobType } from '../../jobs/job-type.ts';
import { failStaleGifts } from '../gifts/gift-repository.ts';
import { advanceLocalSubscriptions } from '../payments/local-provider.ts';
import { applyProviderEvent } from './membership-events.ts';
import type { MembershipContext } from './membership-context.ts';
import { IN_FLIGHT_MS, recoverPendingPurchase } from './purchase-recovery.ts';
import {
  endFinishedGifts,
  findQuietPendingPurchases,
  findSubscriptionById,
  recomputePro,
} from './subscription-repository.ts';

export interface SweepResult {
  /** Provider events applied. */
  events: number;
  /** Gift memberships ended. */
  giftsEnded: number;
  /**
   * Purchases and gifts left pending by an interrupted request, now settled: failed, or (a
   * purchase whose subscription the provider had made) completed.
   */
  interrupted: number;
}

/**
 * Gifts have no heartbeat and are not reconciled with the provider: one still pending this long
 * after it began is failed (longer than any provider call can take).
 */
const STALE_GIFT_MS = 30 * 60_000;

/** Settles the pending purchases whose heartbeat has stopped; how many were settled. */
async function settleInterruptedPurchases(ctx: MembershipContext, now: Date, log?: SweepLog): Promise<number> {
  let settled = 0;
  for (const id of await findQuietPendingPurchases(ctx.db, new Date(now.getTime() - IN_FLIGHT_MS))) {
    const pending = await findSubscriptionById(ctx.db, id);
    if (!pending) continue;
    try {
      const outcome = await recoverPendingPurchase(ctx, pending, null);
      if (outcome === 'completed' || outcome === 'cleared') settled += 1;
    } catch (error) {
      // The provider cannot be asked now: the row waits for the next run (or the buyer's retry).
      log?.warn({ err: error, membershipId: id }, 'could not settle an interrupted purchase');
    }
  }
  return settled;
}

type SweepLog = Pick<FastifyBaseLogger, 'warn'>;

export async function runMembershipSweep(ctx: MembershipContext, log?: SweepLog): Promise<SweepResult> {
  const { db, clock, provider } = ctx;
  const now = clock();
  let events = 0;
  if (provider.name === 'local') {
    for (const event of await advanceLocalSubscriptions(db, now)) {
      if (await applyProviderEvent(db, event, now, 'local')) events += 1;
    }
  }
  const giftsEnded = await db.transaction(async (tx) => {
    const userIds = await endFinishedGifts(tx, now);
    for (const userId of userIds) await recomputePro(tx, userId, now);
    return userIds.length;
  });
  const interrupted =
    (await settleInterruptedPurchases(ctx, now, log)) +
    (await failStaleGifts(db, new Date(now.getTime() - STALE_GIFT_MS)));
  return { events, giftsEnded, interrupted };
}

/** One pending run at a time (a recurring job), whichever API process runs it. */
export const membershipSweepJob = jobType('membership.sweep', z.object({}), { maxAttempts: 3 });

/** Runs the sweep as a recurring job, the next run `everySeconds` after one ends. */
export function registerMembershipSweep(
  handlers: JobHandlers,
  ctx: MembershipContext & { everySeconds: number; log: FastifyBaseLogger },
): void {
  handlers.on(
    membershipSweepJob,
    async () => {
      const result = await runMembershipSweep(ctx, ctx.log);
      if (result.events || result.giftsEnded || result.interrupted) ctx.log.info(result, 'membership sweep');
    },
    { everySeconds: ctx.everySeconds },
  );
}
