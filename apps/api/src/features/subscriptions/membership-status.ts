// How a provider's subscription status maps onto a membership's.
import type { ProviderSubscriptionStatus } from '../payments/payment-provider.ts';

export type MembershipStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

/** Null for 'incomplete': the first payment did not go through, so nothing was bought. */
export function membershipStatusOf(status: ProviderSubscriptionStatus): MembershipStatus | null {
  return status === 'incomplete' ? null : status;
}

export function isPro(status: string): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}
