// Payout use cases (docs/api-manager.md "Payouts"): a campground's balance as the local ledger
// holds it, its entries, and an admin recording money sent. Stripe Connect is not built: no
// connected account can be stored (the schema has no column for one), so the provider is always
// the local ledger and the campground is never shown as connected.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { campgroundExists } from '../../http/campground-rows.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import type { Page } from '../../jsonapi/query.ts';
import {
  insertLedgerEntry,
  ledgerPage,
  ledgerTotals,
  lockCampgroundPayouts,
  type LedgerEntryRow,
  type LedgerTotals,
} from './ledger-repository.ts';

export interface PayoutSummary extends LedgerTotals {
  campgroundId: number;
  balanceCents: number;
  provider: 'local' | 'stripe';
  connectStatus: 'not-connected' | 'pending' | 'active';
}

export const DEFAULT_PAYOUT_DESCRIPTION = 'Payout';

function summaryOf(campgroundId: number, totals: LedgerTotals): PayoutSummary {
  return {
    campgroundId,
    ...totals,
    balanceCents: totals.creditsCents - totals.debitsCents - totals.paidOutCents,
    provider: 'local',
    connectStatus: 'not-connected',
  };
}

async function requireCampground(db: Db, campgroundId: number): Promise<void> {
  if (!(await campgroundExists(db, campgroundId))) throw AppError.notFound(`No campground with id ${campgroundId}.`);
}

export async function getPayoutSummary(db: Db, campgroundId: number): Promise<PayoutSummary> {
  await requireCampground(db, campgroundId);
  return summaryOf(campgroundId, await ledgerTotals(db, campgroundId));
}

export async function listLedgerEntries(
  db: Db,
  campgroundId: number,
  page: Page,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  await requireCampground(db, campgroundId);
  return ledgerPage(db, campgroundId, page);
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Records money an admin sent to the campground: at most the balance, checked and written while
 * holding the campground's payout lock, so two payouts at once cannot both spend one balance.
 */
export async function recordPayout(
  db: Db,
  campgroundId: number,
  input: { amountCents: number; description: string | null },
  now: Date,
): Promise<LedgerEntryRow> {
  await requireCampground(db, campgroundId);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockCampgroundPayouts(tx, campgroundId);
    const { balanceCents } = summaryOf(campgroundId, await ledgerTotals(tx, campgroundId));
    if (input.amountCents > balanceCents) {
      throw new AppError({
        status: 422,
        code: 'exceeds-balance',
        title: 'More than the balance',
        detail: `The payout is more than the balance of ${dollars(Math.max(balanceCents, 0))}.`,
        source: { pointer: attributePointer('amount-cents') },
      });
    }
    const entry = await insertLedgerEntry(tx, {
      campgroundId,
      reservationId: null,
      kind: 'payout',
      amountCents: -input.amountCents,
      description: input.description ?? DEFAULT_PAYOUT_DESCRIPTION,
      idempotencyKey: `payout:${campgroundId}:${randomUUID()}`,
      createdAt: now,
    });
    if (!entry) throw new Error('a payout with a fresh random key was not written');
    return entry;
  });
}
