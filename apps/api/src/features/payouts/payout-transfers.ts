// Paying a campground out (decision 0018). Each payout is a ledger entry written under the
// campground's payout lock, so two payouts at once cannot both spend one balance. With an active
// Stripe account the entry is a reservation first: written (and committed) with its key, then
// Stripe's transfer is asked for with an idempotency key made from that key, then the transfer id
// is recorded. Stripe is never called inside a transaction (PGlite has one connection). A
// refusal takes the reservation back; a transfer whose outcome is unknown stays reserved until
// Stripe is asked which it was (settleUnconfirmedTransfers), so nothing is ever paid twice.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { insertLedgerEntry, ledgerTotals, lockCampgroundPayouts, type LedgerEntryRow } from './ledger-repository.ts';
import {
  deleteUnpaidTransferEntry,
  findPayoutAccount,
  setTransferId,
  TRANSFER_KEY_PREFIX,
  unconfirmedTransferEntries,
  activePayoutAccounts,
} from './payout-account-repository.ts';
import type { PayoutContext } from './payout-context.ts';
import { payoutErrors } from './payout-errors.ts';
import { PayoutProviderError, PayoutRefusedError, type PayoutProvider } from './payout-provider.ts';
import { balanceOf, requireCampground } from './payout-service.ts';

export const DEFAULT_PAYOUT_DESCRIPTION = 'Payout';
export const AUTOMATIC_PAYOUT_DESCRIPTION = 'Transfer to your Stripe account';

/** A reservation left unconfirmed this long is over at Stripe (requests time out within a minute). */
const UNCONFIRMED_AFTER_MS = 10 * 60_000;

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function exceedsBalance(balanceCents: number): AppError {
  return new AppError({
    status: 422,
    code: 'exceeds-balance',
    title: 'More than the balance',
    detail: `The payout is more than the balance of ${dollars(Math.max(balanceCents, 0))}.`,
    source: { pointer: attributePointer('amount-cents') },
  });
}

interface Reserved {
  entry: LedgerEntryRow;
  /** The connected account the entry is to be transferred to; null for a recorded payout. */
  accountId: string | null;
}

/**
 * Writes the payout entry under the campground's lock: the amount asked for (at most the balance),
 * or the whole positive balance when `amountCents` is null (nothing when there is none, or when
 * there is no active account to transfer it to). The entry is a transfer reservation when Stripe
 * is configured and the campground's account is active.
 */
async function reservePayout(
  ctx: Pick<PayoutContext, 'db' | 'payouts'>,
  campgroundId: number,
  input: { amountCents: number | null; description: string },
  now: Date,
): Promise<Reserved | null> {
  return ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockCampgroundPayouts(tx, campgroundId);
    const balanceCents = balanceOf(await ledgerTotals(tx, campgroundId));
    if (input.amountCents !== null && input.amountCents > balanceCents) throw exceedsBalance(balanceCents);
    const amountCents = input.amountCents ?? balanceCents;
    if (amountCents <= 0) return null;
    const account = ctx.payouts ? await findPayoutAccount(tx, { campgroundId }) : null;
    const accountId = account?.status === 'active' ? account.accountId : null;
    // The whole balance is only ever transferred, never recorded as sent some other way.
    if (input.amountCents === null && accountId === null) return null;
    const entry = await insertLedgerEntry(tx, {
      campgroundId,
      reservationId: null,
      kind: 'payout',
      amountCents: -amountCents,
      description: input.description,
      idempotencyKey: `${accountId ? TRANSFER_KEY_PREFIX : 'payout:'}${campgroundId}:${randomUUID()}`,
      createdAt: now,
    });
    if (!entry) throw new Error('a payout with a fresh random key was not written');
    return { entry, accountId };
  });
}

/** Asks Stripe for the reserved entry's transfer and records it; takes the entry back when refused. */
async function transferReserved(
  db: Db,
  payouts: PayoutProvider,
  entry: LedgerEntryRow,
  accountId: string,
): Promise<LedgerEntryRow> {
  const request = {
    accountId,
    campgroundId: entry.campgroundId,
    ledgerEntryKey: entry.idempotencyKey,
  };
  let transferId: string;
  try {
    ({ id: transferId } = await payouts.transfer({
      ...request,
      amountCents: -entry.amountCents,
      description: entry.description,
    }));
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      await deleteUnpaidTransferEntry(db, entry.idempotencyKey);
      throw payoutErrors.refused(error);
    }
    if (!(error instanceof PayoutProviderError)) throw error;
    // Stripe may have made the transfer and lost the answer: ask it before deciding.
    const found = await payouts.findTransfer(request).catch(() => undefined);
    if (found) {
      transferId = found.id;
    } else if (found === null && error.answered) {
      await deleteUnpaidTransferEntry(db, entry.idempotencyKey);
      throw payoutErrors.unavailable();
    } else {
      throw payoutErrors.unavailable(
        'Stripe did not answer. The payout is kept as in progress and is confirmed or taken back automatically once Stripe can be asked what happened.',
      );
    }
  }
  await setTransferId(db, entry.idempotencyKey, transferId);
  return { ...entry, transferId };
}

/**
 * An admin's payout (POST /campgrounds/{id}/payouts): a Stripe transfer when the campground's
 * connected account is active, otherwise a record of money sent some other way.
 */
export async function payOut(
  ctx: Pick<PayoutContext, 'db' | 'payouts'>,
  campgroundId: number,
  input: { amountCents: number; description: string | null },
  now: Date,
): Promise<LedgerEntryRow> {
  await requireCampground(ctx.db, campgroundId);
  const reserved = await reservePayout(
    ctx,
    campgroundId,
    { amountCents: input.amountCents, description: input.description ?? DEFAULT_PAYOUT_DESCRIPTION },
    now,
  );
  if (!reserved) throw new Error('a payout of at least one cent within the balance was not reserved');
  if (!reserved.accountId || !ctx.payouts) return reserved.entry;
  return transferReserved(ctx.db, ctx.payouts, reserved.entry, reserved.accountId);
}

/** Transfers the campground's whole positive balance to its active account; null when nothing was paid. */
export async function transferBalance(ctx: PayoutContext, campgroundId: number): Promise<LedgerEntryRow | null> {
  if (!ctx.payouts) return null;
  const account = await findPayoutAccount(ctx.db, { campgroundId });
  if (account?.status !== 'active') return null;
  const reserved = await reservePayout(
    ctx,
    campgroundId,
    { amountCents: null, description: AUTOMATIC_PAYOUT_DESCRIPTION },
    ctx.clock(),
  );
  // Another run reserved the balance first, or the account stopped being active meanwhile.
  if (!reserved?.accountId) return null;
  return transferReserved(ctx.db, ctx.payouts, reserved.entry, reserved.accountId);
}

/**
 * Decides the transfers whose outcome was never learnt (the process stopped, Stripe did not
 * answer): Stripe's transfer for the entry is recorded, or the entry is taken back when there is
 * none. Returns how many were decided; one Stripe cannot be asked about waits for the next run.
 */
export async function settleUnconfirmedTransfers(ctx: PayoutContext): Promise<number> {
  const { payouts } = ctx;
  if (!payouts) return 0;
  let settled = 0;
  const before = new Date(ctx.clock().getTime() - UNCONFIRMED_AFTER_MS);
  for (const entry of await unconfirmedTransferEntries(ctx.db, before)) {
    const account = await findPayoutAccount(ctx.db, { campgroundId: entry.campgroundId });
    if (!account) continue;
    const found = await payouts
      .findTransfer({
        accountId: account.accountId,
        campgroundId: entry.campgroundId,
        ledgerEntryKey: entry.idempotencyKey,
      })
      .catch((error: unknown) => {
        ctx.log.warn({ err: error, entry: entry.idempotencyKey }, 'payout transfer could not be looked up');
        return undefined;
      });
    if (found === undefined) continue;
    if (found) await setTransferId(ctx.db, entry.idempotencyKey, found.id);
    else await deleteUnpaidTransferEntry(ctx.db, entry.idempotencyKey);
    settled += 1;
  }
  return settled;
}

/**
 * The payout job's work: first the transfers left undecided, then every active account's positive
 * balance. A campground Stripe refuses is logged and skipped; when Stripe could not be reached for
 * one, the run fails after trying the rest, so the runner tries again with backoff.
 */
export async function transferAllBalances(ctx: PayoutContext): Promise<{ paid: number; failed: number }> {
  await settleUnconfirmedTransfers(ctx);
  let paid = 0;
  let failed = 0;
  for (const account of await activePayoutAccounts(ctx.db)) {
    try {
      if (await transferBalance(ctx, account.campgroundId)) paid += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'stripe-refused') {
        ctx.log.warn({ campgroundId: account.campgroundId, detail: error.detail }, 'payout transfer refused');
        continue;
      }
      failed += 1;
      ctx.log.error({ campgroundId: account.campgroundId, err: error }, 'payout transfer failed');
    }
  }
  return { paid, failed };
}
