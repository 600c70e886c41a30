// The payout job's handler (decision 0018): every PAYOUT_TRANSFER_HOURS, every active Stripe
// account's positive balance is transferred. Registered only when Stripe is configured: without it
// the local ledger is the only payout path and there is nothing to run.
import type { JobHandlers } from '../../jobs/job-handlers.ts';
import type { PayoutContext } from './payout-context.ts';
import { payoutTransferJob } from './payout-job-types.ts';
import { transferAllBalances } from './payout-transfers.ts';

export { payoutTransferJob };

export function registerPayoutJobs(handlers: JobHandlers, ctx: PayoutContext): JobHandlers {
  if (!ctx.payouts) return handlers;
  return handlers.on(
    payoutTransferJob,
    async () => {
      const { paid, failed } = await transferAllBalances(ctx);
      if (paid) ctx.log.info({ paid }, 'payout transfers made');
      // The runner tries again with backoff; balances already paid are not paid twice.
      if (failed) throw new Error(`${failed} payout transfer(s) failed: Stripe could not be reached`);
    },
    { everySeconds: ctx.config.payoutTransferHours * 3600 },
  );
}
