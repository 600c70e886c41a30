// What the payouts tab says about where the money goes (docs/api-manager.md "Payouts"): the local
// ledger without Stripe, or the campground's Stripe account in one of its states, with the one
// action that moves it on. Pure, so each state's words are tested without a browser.
import type { PayoutSummary } from './payouts-api';

export interface PayoutConnectionView {
  /** A short heading of the state; null for the local ledger, which needs none. */
  title: string | null;
  text: string;
  /** The button that goes to Stripe's onboarding; null when there is nothing to do there. */
  action: string | null;
}

const LOCAL_TEXT =
  'Payouts are not automatic: Campwise keeps this ledger of what it owes you. Each paid booking adds its total less the booking fee; a refund takes back your share. When we send you money, it is recorded here as a payout.';

// Stripe's requirements.disabled_reason values, in words a campground owner can act on.
const DISABLED_REASONS: Record<string, string> = {
  'requirements.past_due': 'Stripe needs more information from you.',
  'requirements.pending_verification': 'Stripe is checking the information you gave.',
  'rejected.fraud': 'Stripe closed the account.',
  'rejected.terms_of_service': 'Stripe closed the account.',
  'rejected.listed': 'Stripe closed the account.',
  'rejected.other': 'Stripe closed the account.',
  under_review: 'Stripe is reviewing the account.',
  listed: 'Stripe is reviewing the account.',
  platform_paused: 'Payouts to the account are paused.',
};

export function disabledReasonText(reason: string | null): string {
  if (reason === null) return 'Stripe has limited the account.';
  return DISABLED_REASONS[reason] ?? `Stripe has limited the account (${reason}).`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function payoutConnectionView(summary: PayoutSummary): PayoutConnectionView {
  if (summary.provider === 'local') return { title: null, text: LOCAL_TEXT, action: null };
  switch (summary.connectStatus) {
    case 'active': {
      const next = summary.nextPayoutAt
        ? ` The next automatic payout is ${dateTimeFormat.format(new Date(summary.nextPayoutAt))}.`
        : '';
      return {
        title: 'Connected to Stripe',
        text: `What you are owed is sent to your Stripe account automatically, and Stripe pays it to your bank.${next} A balance below zero (a refund after a payout) is taken from your next bookings first.`,
        action: null,
      };
    }
    case 'pending':
      return {
        title: 'Stripe account not ready yet',
        text: 'Stripe needs your details before it can pay you, or is still checking them. Until then, what you are owed is kept in this ledger.',
        action: 'Finish setting up payouts',
      };
    case 'restricted':
      return {
        title: 'Stripe has paused payouts',
        text: `${disabledReasonText(summary.disabledReason)} Until this is fixed nothing is sent; what you are owed is kept in this ledger.`,
        action: 'Update your Stripe account',
      };
    default:
      return {
        title: 'Get paid through Stripe',
        text: 'Connect a Stripe account to have what you are owed sent to your bank automatically. Until then, it is kept in this ledger.',
        action: 'Connect with Stripe',
      };
  }
}

/** Where Stripe's onboarding sent the manager back: ?stripe=return (left) or refresh (link expired). */
export function stripeReturnOf(value: string | null): 'return' | 'refresh' | null {
  return value === 'return' || value === 'refresh' ? value : null;
}
