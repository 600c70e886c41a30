import { describe, expect, it } from 'vitest';
import { BOOKING_RULE_MESSAGES, describeCancellationPolicy, formatCents } from './booking-text.ts';

describe('formatCents', () => {
  it('writes US dollars with thousands separators and a sign for discounts', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('describeCancellationPolicy', () => {
  it('describes the default policy', () => {
    expect(describeCancellationPolicy({ fullRefundDays: 7, partialRefundDays: 2, partialRefundPercent: 50 })).toBe(
      'Full refund until 7 days before arrival, then 50% back (booking fee excluded) until 2 days before; no refund after that.',
    );
  });

  it('leaves out a partial tier that refunds nothing', () => {
    expect(describeCancellationPolicy({ fullRefundDays: 14, partialRefundDays: 2, partialRefundPercent: 0 })).toBe(
      'Full refund until 14 days before arrival; no refund after that.',
    );
  });

  it('leaves out a partial tier that never applies', () => {
    expect(describeCancellationPolicy({ fullRefundDays: 3, partialRefundDays: 3, partialRefundPercent: 50 })).toBe(
      'Full refund until 3 days before arrival; no refund after that.',
    );
    expect(describeCancellationPolicy({ fullRefundDays: 2, partialRefundDays: 5, partialRefundPercent: 50 })).toBe(
      'Full refund until 2 days before arrival; no refund after that.',
    );
  });

  it('reads a deadline of 0 days as the day before: nobody cancels on the arrival day', () => {
    expect(describeCancellationPolicy({ fullRefundDays: 0, partialRefundDays: 0, partialRefundPercent: 50 })).toBe(
      'Full refund until 1 day before arrival; no refund after that.',
    );
    expect(describeCancellationPolicy({ fullRefundDays: 5, partialRefundDays: 0, partialRefundPercent: 25 })).toBe(
      'Full refund until 5 days before arrival, then 25% back (booking fee excluded) until 1 day before; no refund after that.',
    );
  });
});

describe('stay rule messages', () => {
  it('are plain English with singular and plural', () => {
    expect(BOOKING_RULE_MESSAGES.minStay(2)).toBe('Stays here are at least 2 nights.');
    expect(BOOKING_RULE_MESSAGES.maxStay(1)).toBe('Stays here are at most 1 night.');
    expect(BOOKING_RULE_MESSAGES.bookingWindow(180)).toBe('This campground takes bookings up to 180 days ahead.');
    expect(BOOKING_RULE_MESSAGES.bookingWindow(1)).toBe('This campground takes bookings up to 1 day ahead.');
  });
});
