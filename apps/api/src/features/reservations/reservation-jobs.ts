// The reservation jobs' handlers: expired holds are swept every minute (readers already treat
// an expired hold as free; this marks the drafts expired and deletes their rows), an unanswered
// request is declined at its request-expires-at, and money movements left unfinished are retried.
import type { Db } from '../../db/client.ts';
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import type { ReservationContext } from './reservation-context.ts';
import { expireRequest } from './reservation-decisions.ts';
import { expireHoldsJob, requestExpireJob, settlePaymentsJob } from './reservation-job-types.ts';
import { settleUnfinishedMovements } from './reservation-money.ts';
import { expireEndedHolds, findTimedOutRequests } from './reservation-repository.ts';

export { expireHoldsJob, requestExpireJob, settlePaymentsJob };

/** Expires every draft whose hold has ended; returns their ids. */
export function expireHolds(ctx: Pick<ReservationContext, 'db' | 'clock'>): Promise<string[]> {
  const now = ctx.clock();
  return ctx.db.transaction((tx) => expireEndedHolds(tx as unknown as Db, now, null));
}

export function registerReservationJobs(handlers: JobHandlers, ctx: ReservationContext): JobHandlers {
  return handlers
    .on(
      expireHoldsJob,
      async () => {
        const expired = await expireHolds(ctx);
        if (expired.length) ctx.log.info({ expired: expired.length }, 'reservation holds expired');
        // A request whose own job was lost (never enqueued, dead) still ends on time.
        for (const id of await findTimedOutRequests(ctx.db, ctx.clock())) await expireRequest(ctx, id);
      },
      { everySeconds: 60 },
    )
    .on(requestExpireJob, async ({ reservationId }) => {
      await expireRequest(ctx, reservationId);
    })
    .on(
      settlePaymentsJob,
      async () => {
        const settled = await settleUnfinishedMovements(ctx);
        if (settled) ctx.log.info({ settled }, 'reservation payments settled');
      },
      { everySeconds: 60 },
    );
}
