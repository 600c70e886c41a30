// Cancelling and resuming a membership (docs/api-pro.md, PATCH /subscriptions/{id}).
import type { ApiClient } from '@/lib/api-client';
import { type Subscription, subscriptionSchema } from '@/features/pro/pro-api';

/**
 * `true` cancels at the period's end (PRO until then, never charged again); `false` resumes a
 * cancelled membership before that date. Answers the membership as the API saved it.
 */
export async function setCancelAtPeriodEnd(
  client: ApiClient,
  subscriptionId: string,
  cancelAtPeriodEnd: boolean,
): Promise<Subscription> {
  return subscriptionSchema.parse(await client.updateRecord('subscriptions', subscriptionId, { cancelAtPeriodEnd }));
}
