// What each campground is owed (docs/api-manager.md "Payouts"), written when a reservation's money
// really moves. recordLedgerMovement is the one entry point: call it inside the transaction that
// records a charge, capture or refund as succeeded (reservations/money-settled.ts does, for every
// flow: instant payment, capture on approval, refunds, the settle job, manager modifications).
//
// The campground's share of a reservation is what the guest's card has paid, net of refunds, less
// the booking service fee, never below 0: refunds come out of the campground's share first and
// reach the service fee only when the whole stay is given back. Each movement writes the change
// of that share since the ledger's last entry for the reservation, so a retried movement, one
// reported twice, or movements reported out of order never count twice.
import type { Db } from '../../db/client.ts';
import { insertLedgerEntry, lockReservationMoney, type LedgerEntryRow } from './ledger-repository.ts';

export interface LedgerMovement {
  reservationId: string;
  /**
   * The movement's own key in reservation_payments (`reservation:{id}:charge:1`,
   * `reservation:{id}:refund`, `reservation:{id}:modify:2` …); the entry is keyed
   * `ledger:{reservation}:{movement}` with what follows `reservation:{id}:`.
   */
  idempotencyKey: string;
  now: Date;
}

function movementName(reservationId: string, idempotencyKey: string): string {
  const prefix = `reservation:${reservationId}:`;
  return idempotencyKey.startsWith(prefix) ? idempotencyKey.slice(prefix.length) : idempotencyKey;
}

/** Writes the campground's credit or debit for the movement; null when its share did not change. */
export async function recordLedgerMovement(tx: Db, movement: LedgerMovement): Promise<LedgerEntryRow | null> {
  const money = await lockReservationMoney(tx, movement.reservationId);
  if (!money) return null;
  const share = Math.max(0, money.netPaidCents - money.serviceFeeCents);
  const change = share - money.ledgerCents;
  if (change === 0) return null;
  const stay = money.startDate && money.endDate ? ` (${money.startDate} to ${money.endDate})` : '';
  return insertLedgerEntry(tx, {
    campgroundId: money.campgroundId,
    reservationId: movement.reservationId,
    kind: change > 0 ? 'credit' : 'debit',
    amountCents: change,
    description: change > 0 ? `Booking payment${stay}` : `Booking refund${stay}`,
    idempotencyKey: `ledger:${movement.reservationId}:${movementName(movement.reservationId, movement.idempotencyKey)}`,
    createdAt: movement.now,
  });
}
