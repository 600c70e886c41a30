// The SQL of the payout ledger (payout_ledger_entries): what a reservation's card has really
// paid, what the ledger already holds for it, the entries themselves and a campground's totals.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutLedgerEntries, reservationItems, reservationPayments, reservations } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export type LedgerEntryRow = typeof payoutLedgerEntries.$inferSelect;

export interface ReservationMoney {
  campgroundId: number;
  startDate: string | null;
  endDate: string | null;
  /** Card money in (charges, captures) less card money back (refunds) that succeeded. */
  netPaidCents: number;
  /** The booking service fee line(s) of the reservation as it now is. */
  serviceFeeCents: number;
  /** What the ledger already holds for the reservation. */
  ledgerCents: number;
}

/**
 * Locks the reservation (ledger writes of one reservation take turns, each reading what the last
 * committed) and sums its money. Compensations (money given back because the stay was lost while
 * paying, or a change undone) and the movements they undo are not the stay's money.
 */
export async function lockReservationMoney(tx: Db, reservationId: string): Promise<ReservationMoney | null> {
  const [row] = await tx
    .select({
      campgroundId: reservations.campgroundId,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  if (!row) return null;
  const result = await tx.execute(sql`
    select
      coalesce((select sum(case when p.kind = 'refund' then -p.amount_cents else p.amount_cents end)
        from ${reservationPayments} p
        where p.reservation_id = ${reservationId}::uuid and p.status = 'succeeded'
          and p.kind in ('charge', 'capture', 'refund')
          and p.idempotency_key not like '%:lost-hold' and p.idempotency_key not like '%:undo'
          and not exists (select 1 from ${reservationPayments} c
                          where c.idempotency_key in (p.idempotency_key || ':lost-hold', p.idempotency_key || ':undo'))
      ), 0)::int as net_paid,
      coalesce((select sum(i.amount_cents) from ${reservationItems} i
        where i.reservation_id = ${reservationId}::uuid and i.kind = 'service-fee'), 0)::int as service_fee,
      coalesce((select sum(l.amount_cents) from ${payoutLedgerEntries} l
        where l.reservation_id = ${reservationId}::uuid), 0)::int as ledger`);
  const sums = (result as unknown as { rows: { net_paid: number; service_fee: number; ledger: number }[] }).rows[0]!;
  return {
    ...row,
    netPaidCents: Number(sums.net_paid),
    serviceFeeCents: Number(sums.service_fee),
    ledgerCents: Number(sums.ledger),
  };
}

/** Inserts the entry unless its key is already there; true when it was written. */
export async function insertLedgerEntry(
  tx: Db,
  entry: Omit<typeof payoutLedgerEntries.$inferInsert, 'id'>,
): Promise<LedgerEntryRow | null> {
  const [row] = await tx
    .insert(payoutLedgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: payoutLedgerEntries.idempotencyKey })
    .returning();
  return row ?? null;
}

export interface LedgerTotals {
  creditsCents: number;
  debitsCents: number;
  paidOutCents: number;
}

export async function ledgerTotals(db: Db, campgroundId: number): Promise<LedgerTotals> {
  const sumOf = (kind: 'credit' | 'debit' | 'payout') =>
    sql<number>`coalesce(sum(abs(${payoutLedgerEntries.amountCents})) filter (where ${payoutLedgerEntries.kind} = ${kind}), 0)::int`;
  const [row] = await db
    .select({ creditsCents: sumOf('credit'), debitsCents: sumOf('debit'), paidOutCents: sumOf('payout') })
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.campgroundId, campgroundId));
  return {
    creditsCents: Number(row?.creditsCents ?? 0),
    debitsCents: Number(row?.debitsCents ?? 0),
    paidOutCents: Number(row?.paidOutCents ?? 0),
  };
}

export async function ledgerPage(
  db: Db,
  campgroundId: number,
  page: Page,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const where = eq(payoutLedgerEntries.campgroundId, campgroundId);
  const rows = await db
    .select()
    .from(payoutLedgerEntries)
    .where(where)
    .orderBy(desc(payoutLedgerEntries.createdAt), desc(payoutLedgerEntries.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutLedgerEntries)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Serializes payouts of one campground (transaction-scoped advisory lock on its id). */
export async function lockCampgroundPayouts(tx: Db, campgroundId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payouts'), ${campgroundId}::int)`);
}
