// What the account page says about a membership (issue 6): which of the user's memberships counts,
// and the one state it is in, with the date and amount the member needs to know.
import { formatLongDate, formatUsd } from '@campwise/domain';
import type { Subscription } from '@/features/pro/pro-api';

export type MembershipStatus =
  | { kind: 'free' }
  /** A trial that converts: `chargeCents` is charged on `endsOn`. */
  | { kind: 'trial'; subscription: Subscription; endsOn: Date; chargeCents: number }
  /** A paid year that renews on `renewsOn` (null only if the API sent no date) for `renewalCents`. */
  | { kind: 'active'; subscription: Subscription; renewsOn: Date | null; renewalCents: number }
  /** The last charge failed; still PRO while the provider retries the card. */
  | { kind: 'past-due'; subscription: Subscription; renewalCents: number }
  /** Cancelled at period end: PRO until `until`, no further charge, can be resumed until then. */
  | { kind: 'ending'; subscription: Subscription; until: Date }
  /** A redeemed gift: PRO for its year, ends by itself, nothing to cancel. */
  | { kind: 'gift'; subscription: Subscription; until: Date };

function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** When the current paid-for (or free) stretch ends: the trial's end while trialing, else the period's. */
function periodEnd(subscription: Subscription): Date | null {
  const trialEnd = subscription.status === 'trialing' ? parseDate(subscription.trialEnd) : null;
  return trialEnd ?? parseDate(subscription.currentPeriodEnd);
}

/**
 * The state of the membership that makes the user PRO now (the API lists newest first and at most
 * one is live); free when none does.
 */
export function membershipStatus(subscriptions: readonly Subscription[]): MembershipStatus {
  const live = subscriptions.find((subscription) => subscription.pro);
  if (!live) return { kind: 'free' };
  const end = periodEnd(live);
  if (live.provider === 'gift' && end) return { kind: 'gift', subscription: live, until: end };
  if (live.cancelAtPeriodEnd && end) return { kind: 'ending', subscription: live, until: end };
  if (live.status === 'past_due') {
    return { kind: 'past-due', subscription: live, renewalCents: live.amount };
  }
  if (live.status === 'trialing' && end) {
    return { kind: 'trial', subscription: live, endsOn: end, chargeCents: live.firstYearAmount };
  }
  return { kind: 'active', subscription: live, renewsOn: end, renewalCents: live.amount };
}

export interface MembershipText {
  badge: 'PRO member' | 'Free member';
  headline: string;
  detail: string | null;
}

/** The words the membership section shows for a state; dates as 'MMMM d, yyyy'. */
export function membershipText(status: MembershipStatus, timeZone?: string): MembershipText {
  switch (status.kind) {
    case 'free':
      return {
        badge: 'Free member',
        headline: 'You are on the free plan.',
        detail: 'PRO adds public lands, free-camping and cell coverage map layers.',
      };
    case 'trial': {
      const date = formatLongDate(status.endsOn, timeZone);
      return {
        badge: 'PRO member',
        headline: `Free trial — ends ${date}`,
        detail: `Then ${formatUsd(status.chargeCents)} for your first year, charged on ${date}, unless you cancel before.`,
      };
    }
    case 'active':
      return {
        badge: 'PRO member',
        // A live membership without a date should not happen; say PRO without inventing one.
        headline: status.renewsOn
          ? `Renews on ${formatLongDate(status.renewsOn, timeZone)} for ${formatUsd(status.renewalCents)}/year`
          : `PRO membership, ${formatUsd(status.renewalCents)}/year`,
        detail: null,
      };
    case 'past-due':
      return {
        badge: 'PRO member',
        headline: 'Your last payment did not go through',
        detail: `You stay PRO while we try your card again (${formatUsd(status.renewalCents)}/year).`,
      };
    case 'ending':
      return {
        badge: 'PRO member',
        headline: `PRO until ${formatLongDate(status.until, timeZone)}`,
        detail: 'Your membership is cancelled: you will not be charged again.',
      };
    case 'gift':
      return {
        badge: 'PRO member',
        headline: `Gift membership — PRO until ${formatLongDate(status.until, timeZone)}`,
        detail: 'A gift membership ends by itself after its year; there is nothing to cancel.',
      };
  }
}

/** Until when a cancellation keeps the member PRO; null for states that cannot be cancelled. */
export function proUntilIfCancelled(status: MembershipStatus): Date | null {
  switch (status.kind) {
    case 'trial':
      return status.endsOn;
    case 'active':
      return status.renewsOn;
    case 'past-due':
      return parseDate(status.subscription.currentPeriodEnd);
    default:
      return null;
  }
}
