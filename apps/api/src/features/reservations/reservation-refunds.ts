// A refund acts on the charges that took the money. A stay modified upwards was paid by two
// charges (the first payment and the difference), so a refund larger than what is left of the
// newest charge is split, newest first, into one movement per charge: `{key}`, `{key}:2`, …
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimPayment, type ReservationPaymentRow, type ReservationRow } from './reservation-repository.ts';

interface MoneySource {
  providerId: string;
  leftCents: number;
}

/** The provider charges that paid for the reservation, newest first, with what is left to refund of each. */
async function moneySources(tx: Db, reservationId: string): Promise<MoneySource[]> {
  const result = await tx.execute<{ provider_id: string; left_cents: number }>(sql`
    select p.provider_id, (p.amount_cents - coalesce((
      select sum(r.amount_cents) from reservation_payments r
      where r.reservation_id = p.reservation_id and r.kind = 'refund' and r.provider_id = p.provider_id
        and r.status <> 'failed'), 0))::int as left_cents
    from reservation_payments p
    where p.reservation_id = ${reservationId} and p.provider_id is not null
      and ((p.kind = 'charge' and p.status = 'succeeded') or (p.kind = 'capture' and p.status <> 'failed'))
      and p.idempotency_key not like '%:lost-hold' and p.idempotency_key not like '%:undo'
    order by p.id desc`);
  return (result as unknown as { rows: { provider_id: string; left_cents: number }[] }).rows.map((row) => ({
    providerId: row.provider_id,
    leftCents: row.left_cents,
  }));
}

/**
 * Records the refund of `amountCents` as pending movements (carried out once committed). Null
 * entries are keys already taken: that refund was asked for before.
 */
export async function recordRefund(
  tx: Db,
  row: Pick<ReservationRow, 'id' | 'paymentId'>,
  amountCents: number,
  key: string,
  now: Date,
): Promise<ReservationPaymentRow[]> {
  if (amountCents <= 0 || !row.paymentId) return [];
  const sources = (await moneySources(tx, row.id)).filter((source) => source.leftCents > 0);
  // A reservation paid before its charges were recorded one by one: its one payment.
  if (!sources.length) sources.push({ providerId: row.paymentId, leftCents: amountCents });
  const movements: ReservationPaymentRow[] = [];
  let remaining = amountCents;
  for (const [index, source] of sources.entries()) {
    if (remaining <= 0) break;
    const piece = index === sources.length - 1 ? remaining : Math.min(remaining, source.leftCents);
    remaining -= piece;
    const claimed = await claimPayment(tx, {
      reservationId: row.id,
      kind: 'refund',
      amountCents: piece,
      idempotencyKey: index === 0 ? key : `${key}:${index + 1}`,
      providerId: source.providerId,
      now,
    });
    if (claimed) movements.push(claimed);
  }
  return movements;
}
