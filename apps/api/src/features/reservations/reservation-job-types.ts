// The reservation jobs' kinds and payloads (decision 0012's durable jobs); their handlers are in
// reservation-jobs.ts.
import { z } from 'zod';
import { jobType } from '../../jobs/job-type.ts';

/** Recurring, every minute: drafts whose hold ended become expired and free their site. */
export const expireHoldsJob = jobType('reservations.expire-holds', z.object({}), { maxAttempts: 3 });

/** One per request to book, at its request-expires-at (unique key: the reservation id). */
export const requestExpireJob = jobType('reservations.request-expire', z.object({ reservationId: z.uuid() }), {
  maxAttempts: 8,
});

/** Recurring: captures, voids and refunds a request could not carry out, asked again. */
export const settlePaymentsJob = jobType('reservations.settle-payments', z.object({}), { maxAttempts: 3 });
