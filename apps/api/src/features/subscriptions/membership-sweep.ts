// The membership sweep: with the local processor, moves its subscriptions through time
// (trials converted, years renewed, failed charges, cancellations) and applies what happened;
// with any provider, ends gift memberships whose year is over and fails purchases an
// interrupted request left pending. A recurring job (decision 0012) runs it every
// MEMBERSHIP_SWEEP_SECONDS; Stripe reports its own changes through webhooks.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import { jobType } from '../../jobs/job-type.ts';
import { failStaleGifts } from '../gifts/gift-repository.ts';
import { advanceLocalSubscriptions } from '../payments/local-provider.ts';
import { applyProviderEvent } from './membership-events.ts';
import type { MembershipContext } from './membership-context.ts';
import { endFinishedGifts, failStalePurchases, recomputePro } from './subscription-repository.ts';

export interface SweepResult {
  /** Provider events applied. */
  events: number;
  /** Gift memberships ended. */
  giftsEnded: number;
  /** Purchases and gifts left pending by an interrupted request, now failed. */
  interrupted: number;
}

/** Longer than any provider call can take (Stripe's client gives up after a few minutes). */
const STALE_PURCHASE_MS = 30 * 60_000;

export async function runMembershipSweep({ db, clock, provider }: MembershipContext): Promise<SweepResult> {
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
  const staleBefore = new Date(now.getTime() - STALE_PURCHASE_MS);
  const interrupted = (await failStalePurchases(db, staleBefore, now)) + (await failStaleGifts(db, staleBefore));
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
      const result = await runMembershipSweep(ctx);
      if (result.events || result.giftsEnded || result.interrupted) ctx.log.info(result, 'membership sweep');
    },
    { everySeconds: ctx.everySeconds },
  );
}
