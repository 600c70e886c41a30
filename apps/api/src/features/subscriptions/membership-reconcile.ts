// A live subscription at the provider that no membership records: the purchase that asked for it
// died, or lost the provider's answer, after the provider had created it (docs/api-pro.md,
// Stripe webhook). The buyer is being charged there, so the membership is recorded here from
// the provider's event instead. Runs inside applyProviderEvent's transaction.
import type { FastifyBaseLogger } from 'fastify';
import { quotePurchase } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import type { ProviderName, ProviderSubscription } from '../payments/payment-provider.ts';
import { countRedemption } from '../pro-plans/discount-code-repository.ts';
import { findDefaultPlan } from '../pro-plans/plan-repository.ts';
import { isPro, type MembershipStatus } from './membership-status.ts';
import {
  findByProviderSubscription,
  findLatestFailedPurchase,
  findLiveSubscription,
  findPendingPurchase,
  findUserIdByPaymentCustomer,
  insertMembershipUnlessLive,
  recomputePro,
  updateSubscription,
} from './subscription-repository.ts';

export type ReconcileLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

type LiveStatus = Exclude<MembershipStatus, 'canceled'>;

export function liveStatusOf(subscription: ProviderSubscription): LiveStatus | null {
  return isPro(subscription.status) ? (subscription.status as LiveStatus) : null;
}

/** The columns a membership records a live provider subscription with. */
export function recordedState(subscription: ProviderSubscription, status: LiveStatus, now: Date) {
  return {
    status,
    providerCustomerId: subscription.customerId,
    providerSubscriptionId: subscription.id,
    trialEnd: subscription.trialEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.cancelAtPeriodEnd ? now : null,
    endedAt: null,
  };
}

/**
 * The price a membership recorded without its purchase request is stored with: the user's last
 * failed attempt through the provider (the sweep fails an interrupted purchase; it holds what
 * was asked for, coupon included), else the default plan at its own terms. Null when neither
 * exists.
 */
async function priceFor(tx: Db, userId: number, provider: ProviderName) {
  const failed = await findLatestFailedPurchase(tx, userId, provider);
  if (failed) {
    const { planId, sku, amountCents, firstYearCents, dueNowCents, couponCode } = failed;
    return { planId, sku, amountCents, firstYearCents, dueNowCents, couponCode };
  }
  const plan = await findDefaultPlan(tx, 'stripe');
  if (!plan) return null;
  const quote = quotePurchase(
    { amount: plan.amount, trialPeriodDays: plan.trialPeriodDays, introPrice: plan.introPrice },
    null,
  );
  return {
    planId: plan.id,
    sku: plan.sku,
    amountCents: plan.amount,
    firstYearCents: quote.trialDays > 0 ? quote.firstYear : quote.dueNow,
    dueNowCents: quote.dueNow,
    couponCode: null,
  };
}

async function completePending(tx: Db, pending: SubscriptionRow, subscription: ProviderSubscription, now: Date) {
  const status = liveStatusOf(subscription)!;
  // The row is locked (findPendingPurchase): the sweep's "still pending?" update waits for this
  // transaction and then leaves the completed row alone.
  // Its coupon was claimed when the purchase began (purchase-service.ts) and stays counted.
  await updateSubscription(tx, pending.id, recordedState(subscription, status, now), now);
}

/** Records the subscription the event reports, if it is live and its customer is one of ours. */
export async function reconcileUnrecordedSubscription(
  tx: Db,
  provider: ProviderName,
  subscription: ProviderSubscription,
  now: Date,
  log?: ReconcileLog,
): Promise<void> {
  const status = liveStatusOf(subscription);
  if (status === null) return;
  const context = { provider, subscriptionId: subscription.id, customerId: subscription.customerId };
  const userId = await findUserIdByPaymentCustomer(tx, provider, subscription.customerId);
  if (userId === null) {
    log?.info(context, 'ignored a live subscription of an unknown customer');
    return;
  }

  const pending = await findPendingPurchase(tx, userId, provider);
  if (pending) {
    await completePending(tx, pending, subscription, now);
    await recomputePro(tx, userId, now);
    log?.info({ ...context, userId, membershipId: pending.id }, 'recorded a subscription on its pending purchase');
    return;
  }

  const live = await findLiveSubscription(tx, userId);
  if (!live) {
    const price = await priceFor(tx, userId, provider);
    if (!price) {
      log?.warn({ ...context, userId }, 'no plan to record a live subscription with');
      return;
    }
    const id = await insertMembershipUnlessLive(tx, {
      userId,
      provider,
      ...price,
      ...recordedState(subscription, status, now),
      // The purchase request (and the attribution it carried) is lost: only the provider's
      // subscription is known, so the membership is recorded without attribution.
      attribution: {},
      createdAt: now,
      updatedAt: now,
    });
    if (id !== null) {
      // The failed attempt gave its claim back; the provider applied the discount all the same.
      if (price.couponCode) await countRedemption(tx, price.couponCode);
      await recomputePro(tx, userId, now);
      log?.info({ ...context, userId, membershipId: id }, 'recorded a subscription no purchase had recorded');
      return;
    }
    // A concurrent delivery about the same subscription recorded it first.
    if (await findByProviderSubscription(tx, provider, subscription.id)) return;
  }

  // Two live subscriptions for one user: the buyer may be charged twice at the provider. Which
  // one to cancel (and what to refund) is for a person to decide, so nothing is cancelled here.
  const other = live ?? (await findLiveSubscription(tx, userId));
  log?.warn(
    {
      ...context,
      userId,
      membershipId: other?.id ?? null,
      membershipSubscriptionId: other?.providerSubscriptionId ?? null,
    },
    `duplicate subscription at the provider: ${subscription.id} is live but the user's membership is ${
      other?.providerSubscriptionId ?? `row ${other?.id ?? 'unknown'}`
    }; left for a human to resolve`,
  );
}
