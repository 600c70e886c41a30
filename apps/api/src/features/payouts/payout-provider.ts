// Where campgrounds' payouts go when Stripe is configured (decision 0018): Stripe Connect Express
// accounts paid by transfers from the platform's balance ("separate charges and transfers").
// One adapter, stripe-payout-provider.ts on the official SDK; without Stripe there is no provider
// at all and the local ledger is the only payout path. Tests drive the adapter against
// test/fake-stripe-server.ts.
import type { PayoutAccountStatus } from '../../db/schema/index.ts';

/** A connected account as Stripe reports it. */
export interface ConnectedAccount {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** The transfers capability is active: the platform may send it money. */
  transfersActive: boolean;
  /** Stripe's requirements.disabled_reason (requirements.past_due, rejected.fraud, …); null when none. */
  disabledReason: string | null;
}

export interface OnboardingLink {
  url: string;
  expiresAt: Date;
}

/** Stripe could not be reached or failed on its side; try again. */
export class PayoutProviderError extends Error {
  /**
   * Stripe answered (a 5xx): the request is over at Stripe. False when no answer came (a timeout,
   * a dropped connection): Stripe may still have done it.
   */
  readonly answered: boolean;

  constructor(message: string, options: { cause?: unknown; answered: boolean }) {
    super(message, { cause: options.cause });
    this.name = 'PayoutProviderError';
    this.answered = options.answered;
  }
}

/** Stripe refused the request (the platform's balance is too low, the account cannot receive …). */
export class PayoutRefusedError extends Error {
  constructor(
    /** Stripe's error code (balance_insufficient, …), or refused. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutRefusedError';
  }
}

export interface PayoutProvider {
  /**
   * A new Express account for the campground (country US, transfers requested). The key makes a
   * retry after a lost answer get the same account back instead of a second one.
   */
  createAccount(input: { campgroundId: number; idempotencyKey: string }): Promise<ConnectedAccount>;
  /** A fresh single-use link to Stripe's onboarding (it expires within minutes). */
  onboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<OnboardingLink>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /**
   * Sends `amountCents` from the platform's balance to the account. The same ledger entry key
   * answers the same transfer (Stripe's idempotency), so a retry never pays twice.
   */
  transfer(input: {
    accountId: string;
    campgroundId: number;
    amountCents: number;
    description: string;
    ledgerEntryKey: string;
  }): Promise<{ id: string }>;
  /**
   * The transfer made for a ledger entry, if any: how a payout whose answer was lost (the process
   * stopped between Stripe and the database) is recognised without asking Stripe to pay again.
   */
  findTransfer(input: {
    accountId: string;
    campgroundId: number;
    ledgerEntryKey: string;
  }): Promise<{ id: string } | null>;
}

/**
 * What the portal shows: pending until the owner has submitted their details and Stripe lets the
 * account receive transfers and pay out; restricted when Stripe disabled an account whose details
 * were submitted (a new account always has a disabled reason until onboarding is done, which is
 * not a restriction yet).
 */
export function payoutAccountStatus(account: ConnectedAccount): PayoutAccountStatus {
  if (account.detailsSubmitted && account.disabledReason !== null) return 'restricted';
  if (account.detailsSubmitted && account.payoutsEnabled && account.transfersActive) return 'active';
  return 'pending';
}
