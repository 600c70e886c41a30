// The membership sweep: with the local processor, moves its subscriptions through time
// (trials converted, years renewed, failed charges, cancellations) and applies what happened;
// with any provider, ends gift memberships whose year is over and fails purchases an
// interrupted request left pending. server.ts runs it every
// MEMBERSHIP_SWEEP_SECONDS; Stripe reports its own changes through webhooks.
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../errors/database-errors.ts';
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

export interface MembershipSweepTimer {
  stop(): Promise<void>;
}

/** Runs the sweep every `intervalSeconds`; one run at a time; the timer never keeps the process alive. */
export function startMembershipSweep(
  ctx: MembershipContext & { intervalSeconds: number; log: FastifyBaseLogger },
): MembershipSweepTimer {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runMembershipSweep(ctx)
      .then((result) => {
        if (result.events || result.giftsEnded || result.interrupted) ctx.log.info(result, 'membership sweep');
      })
      .catch((error: unknown) => ctx.log.error({ err: loggableError(error) }, 'membership sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, ctx.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
