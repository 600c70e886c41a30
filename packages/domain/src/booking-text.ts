// Texts of bookings shared by the API (reservation `cancellation-policy`, stay-rule errors) and
// the web, so the camper reads the same words on every screen.
import type { RefundPolicy } from './booking-refunds.ts';
import { formatUsd } from './pro-pricing.ts';

/** Signed cents as US dollars: 123450 → '$1,234.50', -250 → '-$2.50' (a discount line). */
export function formatCents(cents: number): string {
  return cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents);
}

export function pluralNights(count: number): string {
  return count === 1 ? '1 night' : `${count} nights`;
}

export const BOOKING_RULE_MESSAGES = {
  past: 'Choose dates from today on.',
  datesOrder: 'The departure must be after the arrival.',
  minStay: (minNights: number) => `Stays here are at least ${pluralNights(minNights)}.`,
  maxStay: (maxNights: number) => `Stays here are at most ${pluralNights(maxNights)}.`,
  bookingWindow: (days: number) =>
    `This campground takes bookings up to ${days === 1 ? '1 day' : `${days} days`} ahead.`,
} as const;

function daysBefore(days: number): string {
  return days === 1 ? '1 day before' : `${days} days before`;
}

/**
 * The refund policy in words (reservation attribute `cancellation-policy`). A camper cannot cancel
 * on the arrival day itself, so a deadline of 0 days reads as the day before; a partial tier that
 * refunds nothing or never applies (its deadline not after the full one's) is left out.
 */
export function describeCancellationPolicy(policy: RefundPolicy): string {
  const fullDays = Math.max(policy.fullRefundDays, 1);
  const partialDays = Math.max(policy.partialRefundDays, 1);
  const full = `Full refund until ${daysBefore(fullDays)} arrival`;
  if (policy.partialRefundPercent <= 0 || partialDays >= fullDays) return `${full}; no refund after that.`;
  return (
    `${full}, then ${policy.partialRefundPercent}% back (booking fee excluded) ` +
    `until ${daysBefore(partialDays)}; no refund after that.`
  );
}
