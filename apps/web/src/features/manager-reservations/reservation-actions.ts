// What a manager may do with a reservation now (docs/api-manager.md, docs/api-bookings.md), and
// how its history reads.
import { formatCents } from '@campwise/domain';
import type { ReservationEvent } from './manager-records';

export type ReservationAction = 'approve' | 'decline' | 'modify' | 'cancel';

/**
 * A request can be approved or declined; a request or a confirmed stay changed while its
 * departure is still ahead; either cancelled (managers may cancel after arrival too).
 */
export function availableActions(
  reservation: { status: string; endDate: string | null },
  today: string,
): ReservationAction[] {
  if (reservation.status === 'pending') return ['approve', 'decline', 'modify', 'cancel'];
  if (reservation.status !== 'confirmed') return [];
  const ahead = reservation.endDate !== null && reservation.endDate > today;
  return ahead ? ['modify', 'cancel'] : ['cancel'];
}

const EVENT_TITLES: Record<string, string> = {
  created: 'Booked',
  approved: 'Approved',
  declined: 'Declined',
  modified: 'Changed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const cents = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** One line of the reservation's history: what happened, who did it and the money it moved. */
export function describeEvent(event: ReservationEvent): string {
  const parts = [EVENT_TITLES[event.kind] ?? event.kind];
  if (event.actorName) parts[0] += ` by ${event.actorName}`;
  const difference = cents(event.details.differenceCents);
  if (difference !== null && difference !== 0) {
    parts.push(difference > 0 ? `${formatCents(difference)} charged` : `${formatCents(-difference)} refunded`);
  }
  const refund = cents(event.details.refundCents) ?? cents(event.details.amountCents);
  if (refund !== null && event.kind !== 'modified') parts.push(formatCents(refund));
  if (typeof event.details.reason === 'string' && event.details.reason) parts.push(`“${event.details.reason}”`);
  return parts.join(' · ');
}
