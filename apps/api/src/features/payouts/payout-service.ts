// Payout use cases (docs/api-manager.md "Payouts"): a campground's balance as the ledger holds it,
// its entries, and an admin paying out. The ledger is the one source of truth of what a campground
// is owed; with Stripe configured and the campground's connected account active, a payout is a
// Stripe transfer (payout-transfers.ts), otherwise a record of money sent some other way.
import type { Db } from '../../db/client.ts';
import { campgroundExists } from '../../http/campground-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import { ledgerPage, ledgerTotals, type LedgerEntryRow, type LedgerTotals } from './ledger-repository.ts';
import { findPayoutAccount, nextRecurringRun } from './payout-account-repository.ts';
import type { PayoutContext } from './payout-context.ts';
import { payoutTransferJob } from './payout-job-types.ts';

export type ConnectStatus = 'not-connected' | 'pending' | 'active' | 'restricted';

export interface PayoutSummary extends LedgerTotals {
  campgroundId: number;
  balanceCents: number;
  provider: 'local' | 'stripe';
  connectStatus: ConnectStatus;
  /** Stripe's reason while the account is restricted. */
  disabledReason: string | null;
  /** When the automatic transfer runs next (an active account; null when none is scheduled). */
  nextPayoutAt: Date | null;
}

export function balanceOf(totals: LedgerTotals): number {
  return totals.creditsCents - totals.debitsCents - totals.paidOutCents;
}

export async function requireCampground(db: Db, campgroundId: number): Promise<void> {
  if (!(await campgroundExists(db, campgroundId))) throw AppError.notFound(`No campground with id ${campgroundId}.`);
}

export async function getPayoutSummary(
  ctx: Pick<PayoutContext, 'db' | 'payouts'>,
  campgroundId: number,
): Promise<PayoutSummary> {
  await requireCampground(ctx.db, campgroundId);
  const totals = await ledgerTotals(ctx.db, campgroundId);
  const account = ctx.payouts ? await findPayoutAccount(ctx.db, { campgroundId }) : null;
  const connectStatus = account?.status ?? 'not-connected';
  return {
    campgroundId,
    ...totals,
    balanceCents: balanceOf(totals),
    provider: ctx.payouts ? 'stripe' : 'local',
    connectStatus,
    disabledReason: connectStatus === 'restricted' ? (account?.disabledReason ?? null) : null,
    nextPayoutAt: connectStatus === 'active' ? await nextRecurringRun(ctx.db, payoutTransferJob.kind) : null,
  };
}

export async function listLedgerEntries(
  db: Db,
  campgroundId: number,
  page: Page,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  await requireCampground(db, campgroundId);
  return ledgerPage(db, campgroundId, page);
}
