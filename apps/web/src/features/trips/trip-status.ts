// How a trip's state reads on the trips pages, and what cancelling it would give back.
import { formatCents } from '@campwise/domain';
import type { Reservation } from '@/features/checkout/reservation';

const STATUS: Readonly<Record<string, string>> = {
  draft: 'Not booked yet',
  pending: 'Request sent',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function tripStatusLabel(status: string): string {
  return STATUS[status] ?? status;
}

/** The overlay's sentence: the exact refund the API says cancelling now would give. */
export function refundSentence(reservation: Pick<Reservation, 'status' | 'cancellationRefundCents'>): string {
  const cents = reservation.cancellationRefundCents ?? 0;
  if (reservation.status === 'pending') {
    return 'Nothing was charged for this request: the hold on your card is released.';
  }
  return cents > 0
    ? `You will be refunded ${formatCents(cents)}.`
    : 'You will be refunded $0.00: it is too close to arrival for a refund under the cancellation policy.';
}

/** After cancelling: what came back. */
export function cancelledSentence(reservation: Pick<Reservation, 'refundedCents' | 'paymentStatus'>): string {
  if (reservation.paymentStatus === 'voided')
    return 'Your reservation is cancelled. The hold on your card was released.';
  const cents = reservation.refundedCents ?? 0;
  return cents > 0
    ? `Your reservation is cancelled. ${formatCents(cents)} is refunded to your card.`
    : 'Your reservation is cancelled. No refund was due under the cancellation policy.';
}
