// The one place told when a reservation's money has really moved: a charge or capture taken from
// the guest, or a refund given back (never an authorization or a void: no money moves). It runs
// inside the transaction that records the movement as done, once per movement, so whatever it
// writes is written exactly once, keyed by the movement's own idempotency key.
//
// Hook point for payouts (docs/api-manager.md "Payouts"): the campground's ledger entry for the
// movement (credit for charge/capture, debit for refund) belongs here, keyed
// `ledger:{reservation}:{movement key}`. Compensations (money given back because the stay was
// lost while paying, or a modification that could not be applied) never reach this function:
// that money was never the campground's.
import type { Db } from '../../db/client.ts';
import { recordLedgerMovement } from '../payouts/payout-ledger.ts';
import { recordReservationEvent } from './reservation-event-repository.ts';

export interface SettledMoney {
  reservationId: string;
  /** charge or capture: taken from the guest's card; refund: given back to it. */
  kind: 'charge' | 'capture' | 'refund';
  amountCents: number;
  /** The movement's key in reservation_payments (unique per movement). */
  idempotencyKey: string;
}

/** Idempotency-key endings of compensations: money that never belonged to the stay. */
const COMPENSATION_SUFFIXES = [':lost-hold', ':undo'];

export function isCompensation(idempotencyKey: string): boolean {
  return COMPENSATION_SUFFIXES.some((suffix) => idempotencyKey.endsWith(suffix));
}

export async function moneySettled(tx: Db, money: SettledMoney, now: Date): Promise<void> {
  // Before the compensation check: the ledger recomputes the campground's share from the movements
  // themselves, so a compensation can only take back what the movement it undoes credited.
  await recordLedgerMovement(tx, { reservationId: money.reservationId, idempotencyKey: money.idempotencyKey, now });
  if (isCompensation(money.idempotencyKey)) return;
  if (money.kind === 'refund') {
    await recordReservationEvent(tx, {
      reservationId: money.reservationId,
      kind: 'refunded',
      actorId: null,
      details: { 'amount-cents': money.amountCents },
      now,
    });
  }
}
