// The payout job's kind (decision 0012's durable jobs); its handler is in payout-jobs.ts.
import { z } from 'zod';
import { jobType } from '../../jobs/job-type.ts';

/** Recurring, every PAYOUT_TRANSFER_HOURS: transfers every active Stripe account's positive balance. */
export const payoutTransferJob = jobType('payouts.transfer', z.object({}), { maxAttempts: 3 });
