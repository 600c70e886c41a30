import { describe, expect, it } from 'vitest';
import { cancelledSentence, refundSentence, tripStatusLabel } from './trip-status';

describe('trip status', () => {
  it('names each state', () => {
    expect(tripStatusLabel('confirmed')).toBe('Confirmed');
    expect(tripStatusLabel('pending')).toBe('Request sent');
    expect(tripStatusLabel('cancelled')).toBe('Cancelled');
  });

  it('states the exact refund before cancelling', () => {
    expect(refundSentence({ status: 'confirmed', cancellationRefundCents: 15660 })).toBe(
      'You will be refunded $156.60.',
    );
    expect(refundSentence({ status: 'confirmed', cancellationRefundCents: 0 })).toMatch(
      /^You will be refunded \$0\.00/,
    );
    expect(refundSentence({ status: 'pending', cancellationRefundCents: 15660 })).toMatch(/Nothing was charged/);
  });

  it('says what came back after cancelling', () => {
    expect(cancelledSentence({ refundedCents: 15660, paymentStatus: 'refunded' })).toBe(
      'Your reservation is cancelled. $156.60 is refunded to your card.',
    );
    expect(cancelledSentence({ refundedCents: 0, paymentStatus: 'captured' })).toMatch(/No refund was due/);
    expect(cancelledSentence({ refundedCents: 0, paymentStatus: 'voided' })).toMatch(/hold on your card was released/);
  });
});
