// The SQL of campgrounds' Stripe Connect accounts (campground_payout_accounts, decision 0018) and
// of the payout entries a Stripe transfer pays (payout_ledger_entries.transfer_id).
import { and, asc, eq, inArray, isNull, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundPayoutAccounts, jobs, payoutLedgerEntries } from '../../db/schema/index.ts';
import { RECURRING_KEY } from '../../jobs/job-repository.ts';
import type { ConnectedAccount } from './payout-provider.ts';
import { payoutAccountStatus } from './payout-provider.ts';

export type PayoutAccountRow = typeof campgroundPayoutAccounts.$inferSelect;

/** The prefix of payout entries paid by a Stripe transfer: `transfer:{campground}:{uuid}`. */
export const TRANSFER_KEY_PREFIX = 'transfer:';

/** The campground's account, or the one with Stripe's account id (webhooks name the account). */
export async function findPayoutAccount(
  db: Db,
  by: { campgroundId: number } | { accountId: string },
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(campgroundPayoutAccounts)
    .where(
      'campgroundId' in by
        ? eq(campgroundPayoutAccounts.campgroundId, by.campgroundId)
        : eq(campgroundPayoutAccounts.accountId, by.accountId),
    );
  return row ?? null;
}

/** Stores the campground's account unless it already has one; answers the row it has either way. */
export async function insertPayoutAccount(
  db: Db,
  campgroundId: number,
  account: ConnectedAccount,
  createdBy: number,
  now: Date,
): Promise<PayoutAccountRow> {
  await db
    .insert(campgroundPayoutAccounts)
    .values({ campgroundId, ...accountColumns(account), createdBy, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: campgroundPayoutAccounts.campgroundId });
  const row = await findPayoutAccount(db, { campgroundId });
  if (!row) throw new Error(`campground ${campgroundId}'s payout account was neither written nor found`);
  return row;
}

function accountColumns(account: ConnectedAccount) {
  return {
    accountId: account.id,
    status: payoutAccountStatus(account),
    detailsSubmitted: account.detailsSubmitted,
    payoutsEnabled: account.payoutsEnabled,
    disabledReason: account.disabledReason,
  };
}

/** Records what Stripe now says of the account; null when no campground has it. */
export async function updatePayoutAccount(
  db: Db,
  account: ConnectedAccount,
  now: Date,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(campgroundPayoutAccounts)
    .set({ ...accountColumns(account), updatedAt: now })
    .where(eq(campgroundPayoutAccounts.accountId, account.id))
    .returning();
  return row ?? null;
}

export async function activePayoutAccounts(db: Db): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(campgroundPayoutAccounts)
    .where(eq(campgroundPayoutAccounts.status, 'active'))
    .orderBy(asc(campgroundPayoutAccounts.campgroundId));
}

export async function setTransferId(db: Db, entryKey: string, transferId: string): Promise<void> {
  await db.update(payoutLedgerEntries).set({ transferId }).where(eq(payoutLedgerEntries.idempotencyKey, entryKey));
}

/** Takes back a payout entry no transfer paid; true when there was one to take back. */
export async function deleteUnpaidTransferEntry(db: Db, entryKey: string): Promise<boolean> {
  const deleted = await db
    .delete(payoutLedgerEntries)
    .where(and(eq(payoutLedgerEntries.idempotencyKey, entryKey), isNull(payoutLedgerEntries.transferId)))
    .returning({ id: payoutLedgerEntries.id });
  return deleted.length > 0;
}

/** Transfer entries reserved before `before` and still without a transfer id (their answer was lost). */
export async function unconfirmedTransferEntries(
  db: Db,
  before: Date,
): Promise<{ campgroundId: number; idempotencyKey: string }[]> {
  return db
    .select({ campgroundId: payoutLedgerEntries.campgroundId, idempotencyKey: payoutLedgerEntries.idempotencyKey })
    .from(payoutLedgerEntries)
    .where(
      and(
        eq(payoutLedgerEntries.kind, 'payout'),
        like(payoutLedgerEntries.idempotencyKey, `${TRANSFER_KEY_PREFIX}%`),
        isNull(payoutLedgerEntries.transferId),
        lt(payoutLedgerEntries.createdAt, before),
      ),
    )
    .orderBy(asc(payoutLedgerEntries.id));
}

/** When the pending run of the recurring job `kind` is due (null while none waits: no runner yet, or it runs now). */
export async function nextRecurringRun(db: Db, kind: string): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.uniqueKey, RECURRING_KEY), inArray(jobs.status, ['queued', 'retrying'])))
    .limit(1);
  return row?.runAt ?? null;
}
