// What cancelling a paid stay gives back (docs/api-bookings.md, "Refunds"). Days are the
// campground's calendar days: the caller passes `today` from todayIn(settings.timeZone, now).
import { daysBetween } from './booking-dates.ts';

export interface RefundPolicy {
  /** A full refund when cancelled at least this many days before arrival. */
  fullRefundDays: number;
  /** partialRefundPercent of (total − service fee) when cancelled at least this many days before. */
  partialRefundDays: number;
  partialRefundPercent: number;
}

export type RefundTier = 'full' | 'partial' | 'none' | 'too-late';

export interface RefundResult {
  tier: RefundTier;
  refundCents: number;
}

/**
 * The refund for cancelling now. On or after the arrival date the camper cannot cancel
 * ('too-late', API 409 too-late-to-cancel). The booking fee is refunded only in full.
 */
export function refundFor(input: {
  totalCents: number;
  serviceFeeCents: number;
  arrivalDate: string;
  today: string;
  policy: RefundPolicy;
}): RefundResult {
  const { totalCents, serviceFeeCents, policy } = input;
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents must be whole cents ≥ 0');
  if (!Number.isSafeInteger(serviceFeeCents) || serviceFeeCents < 0 || serviceFeeCents > totalCents) {
    throw new RangeError('serviceFeeCents must be whole cents from 0 to totalCents');
  }
  const percent = Math.min(Math.max(policy.partialRefundPercent, 0), 100);
  const daysBefore = daysBetween(input.today, input.arrivalDate);
  if (daysBefore <= 0) return { tier: 'too-late', refundCents: 0 };
  if (daysBefore >= policy.fullRefundDays) return { tier: 'full', refundCents: totalCents };
  if (daysBefore >= policy.partialRefundDays && percent > 0) {
    return { tier: 'partial', refundCents: Math.floor((percent * (totalCents - serviceFeeCents)) / 100) };
  }
  return { tier: 'none', refundCents: 0 };
}
