// The Stripe adapter of PayoutProvider (decision 0018), on the official SDK with the card
// adapter's client settings: Express accounts, onboarding links and transfers from the platform's
// balance. Every call that creates money movement or an account carries an idempotency key.
import Stripe from 'stripe';
import { createStripeClient } from '../payments/stripe-provider.ts';
import {
  PayoutProviderError,
  PayoutRefusedError,
  type ConnectedAccount,
  type PayoutProvider,
} from './payout-provider.ts';

export interface StripePayoutProviderOptions {
  secretKey: string;
  /** Where the SDK sends requests (scheme, host and port only); Stripe's API when absent. */
  apiUrl?: string | undefined;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** Transfers of one campground share a transfer group, so Stripe's Dashboard lists them together. */
export function transferGroupOf(campgroundId: number): string {
  return `campground-${campgroundId}`;
}

export function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true,
    transfersActive: account.capabilities?.transfers === 'active',
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

/** Stripe refusing a request is the caller's to explain; anything else means "try again". */
function toPayoutError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return new PayoutRefusedError(error.code ?? 'refused', error.message);
  }
  if (error instanceof Stripe.errors.StripeError) {
    const answered = !(error instanceof Stripe.errors.StripeConnectionError);
    return new PayoutProviderError(`Stripe request failed: ${error.message}`, { cause: error, answered });
  }
  return new PayoutProviderError('Stripe request failed', { cause: error, answered: false });
}

async function calling<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPayoutError(error);
  }
}

export function createStripePayoutProvider(options: StripePayoutProviderOptions): PayoutProvider {
  const stripe = createStripeClient(options);

  return {
    async createAccount({ campgroundId, idempotencyKey }) {
      const account = await calling(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            capabilities: { transfers: { requested: true } },
            metadata: { campground_id: String(campgroundId) },
          },
          { idempotencyKey },
        ),
      );
      return toConnectedAccount(account);
    },

    async onboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await calling(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        }),
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async retrieveAccount(accountId) {
      return toConnectedAccount(await calling(() => stripe.accounts.retrieve(accountId)));
    },

    async transfer({ accountId, campgroundId, amountCents, description, ledgerEntryKey }) {
      const transfer = await calling(() =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'usd',
            destination: accountId,
            description,
            transfer_group: transferGroupOf(campgroundId),
            metadata: { campground_id: String(campgroundId), ledger_entry_key: ledgerEntryKey },
          },
          { idempotencyKey: `transfer:${ledgerEntryKey}` },
        ),
      );
      return { id: transfer.id };
    },

    async findTransfer({ accountId, campgroundId, ledgerEntryKey }) {
      return calling(async () => {
        // Newest first; an entry waiting to be confirmed is among the campground's latest transfers.
        for await (const transfer of stripe.transfers.list({
          destination: accountId,
          transfer_group: transferGroupOf(campgroundId),
          limit: 100,
        })) {
          if (transfer.metadata?.ledger_entry_key === ledgerEntryKey) return { id: transfer.id };
        }
        return null;
      });
    },
  };
}
