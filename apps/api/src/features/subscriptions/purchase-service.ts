// Buying PRO (docs/api-pro.md "Purchase"). Checks run in the contract's order; the price is
// recomputed here from the plan and the discount, never read from the client. A 'pending' row
// is inserted before the provider is called: the one-live-membership index then stops a second
// purchase from reaching the provider, and the row's idempotency key lets a retry replay the
// first answer (201 or 402) instead of charging again.
import { quotePurchase, type PurchaseQuote } from '@campwise/domain';
import type { DiscountCodeRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type DiscountForProvider,
  type ProviderSubscription,
} from '../payments/payment-provider.ts';
import { countRedemption } from '../pro-plans/discount-code-repository.ts';
import { resolvePurchaseDiscount } from '../pro-plans/discount-code-service.ts';
import { findActivePlanBySku, findDefaultPlan, type PlanRecord } from '../pro-plans/plan-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import { replayAttempt, requestFingerprint } from './idempotency.ts';
import type { MembershipContext } from './membership-context.ts';
import { membershipErrors } from './membership-error.ts';
import { membershipStatusOf } from './membership-status.ts';
import { customerFor } from './payment-customer.ts';
import {
  completePurchase,
  deletePendingPurchase,
  findByIdempotencyKey,
  findLiveSubscription,
  findSubscriptionById,
  insertSubscription,
  recomputePro,
  updateSubscription,
  type SubscriptionRecord,
} from './subscription-repository.ts';

export interface PurchaseRequest {
  platform: string;
  sku: string;
  token: string;
  /** Null: none given (the plan's own discount may apply). */
  coupon: string | null;
  attribution: Record<string, unknown>;
  autorenew: boolean | null;
}

const UNKNOWN_PLAN = 'That PRO plan is not on sale.';

/** The answer a finished attempt gave, given again to a retry with the same key. */
async function replay(ctx: MembershipContext, userId: number, key: string, fingerprint: string) {
  return replayAttempt(await findByIdempotencyKey(ctx.db, userId, key), fingerprint);
}

async function refuseIfMember(ctx: MembershipContext, userId: number): Promise<void> {
  const live = await findLiveSubscription(ctx.db, userId);
  if (live?.status === 'pending') throw membershipErrors.purchaseInProgress();
  const user = await findUserById(ctx.db, userId);
  if (live || user?.pro) throw membershipErrors.alreadyPro();
}

/**
 * What the provider is told to take off the first year. A plan's intro price (charged instead
 * of the price when there is no trial) reaches the provider as an amount off, so what it
 * charges is what the buyer was quoted.
 */
function providerDiscount(plan: PlanRecord, discount: DiscountCodeRow | null, quote: PurchaseQuote) {
  if (quote.trialDays === 0 && plan.introPrice !== null) {
    const amountOff = plan.amount - quote.dueNow;
    return amountOff > 0 ? { code: discount?.code ?? 'INTRO', percentOff: null, amountOff } : null;
  }
  return discount ? { code: discount.code, percentOff: discount.percentOff, amountOff: discount.amountOff } : null;
}

async function callProvider(
  ctx: MembershipContext,
  rowId: number,
  buyer: { id: number; email: string; fullName: string },
  plan: PlanRecord,
  request: PurchaseRequest,
  discount: DiscountForProvider | null,
  providerKey: string,
): Promise<{ customerId: string; subscription: ProviderSubscription }> {
  try {
    const customerId = await customerFor(ctx, buyer);
    const subscription = await ctx.provider.createSubscription({
      customerId,
      paymentMethodId: request.token,
      plan: { sku: plan.sku, name: plan.name, amountCents: plan.amount, trialPeriodDays: plan.trialPeriodDays },
      discount,
      idempotencyKey: providerKey,
    });
    return { customerId, subscription };
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await updateSubscription(
        ctx.db,
        rowId,
        { status: 'failed', failureCode: error.code, failureMessage: error.message },
        ctx.clock(),
      );
      throw membershipErrors.declined(error.code, error.message);
    }
    // Nothing was bought: the slot is freed, and a retry (same key, same provider key) is safe.
    await deletePendingPurchase(ctx.db, rowId);
    if (error instanceof PaymentProviderError) throw membershipErrors.providerUnavailable();
    throw error;
  }
}

export async function purchaseMembership(
  ctx: MembershipContext,
  userId: number,
  request: PurchaseRequest,
  idempotencyKey: string | null,
): Promise<SubscriptionRecord> {
  const { db } = ctx;
  const fingerprint = requestFingerprint(request);
  if (idempotencyKey !== null) {
    const earlier = await replay(ctx, userId, idempotencyKey, fingerprint);
    if (earlier) return earlier;
  }
  await refuseIfMember(ctx, userId);
  const now = ctx.clock();
  if (!(await findDefaultPlan(db, 'stripe'))) throw membershipErrors.noPlan();
  const plan = await findActivePlanBySku(db, request.platform, request.sku);
  if (!plan) throw AppError.validation([{ pointer: attributePointer('sku'), detail: UNKNOWN_PLAN }]);
  const discount = await resolvePurchaseDiscount(db, plan, request.coupon, now);
  const quote = quotePurchase(
    { amount: plan.amount, trialPeriodDays: plan.trialPeriodDays, introPrice: plan.introPrice },
    discount,
  );

  const inserted = await insertSubscription(db, {
    userId,
    planId: plan.id,
    provider: ctx.provider.name,
    status: 'pending',
    sku: plan.sku,
    amountCents: plan.amount,
    // Without a trial the first year costs what is charged today (an intro price included).
    firstYearCents: quote.trialDays > 0 ? quote.firstYear : quote.dueNow,
    dueNowCents: quote.dueNow,
    couponCode: discount?.code ?? null,
    attribution: request.attribution,
    idempotencyKey,
    requestFingerprint: fingerprint,
    createdAt: now,
    updatedAt: now,
  });
  if ('conflict' in inserted) {
    // A concurrent request took the slot (or the key) between the checks and the insert.
    if (inserted.conflict === 'idempotency' && idempotencyKey !== null) {
      const earlier = await replay(ctx, userId, idempotencyKey, fingerprint);
      if (earlier) return earlier;
    }
    await refuseIfMember(ctx, userId);
    throw membershipErrors.purchaseInProgress();
  }

  const user = await findUserById(db, userId);
  const buyer = { id: userId, email: user?.email ?? '', fullName: user?.fullName ?? '' };
  const providerKey = `subscription:${userId}:${idempotencyKey ?? `row-${inserted.id}`}`;
  const { customerId, subscription } = await callProvider(
    ctx,
    inserted.id,
    buyer,
    plan,
    request,
    providerDiscount(plan, discount, quote),
    providerKey,
  );

  const status = membershipStatusOf(subscription.status);
  await db.transaction(async (tx) => {
    const recordedAt = ctx.clock();
    // A Stripe webhook may have recorded the subscription first (membership-reconcile.ts), and
    // counted the coupon with it: then it is not recorded or counted twice.
    const recorded = await completePurchase(
      tx,
      inserted.id,
      status === null
        ? { status: 'failed', failureCode: 'payment_incomplete', failureMessage: 'Unable to process payment' }
        : {
            status,
            providerCustomerId: customerId,
            providerSubscriptionId: subscription.id,
            trialEnd: subscription.trialEnd,
            currentPeriodEnd: subscription.currentPeriodEnd,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            endedAt: status === 'canceled' ? recordedAt : null,
          },
      recordedAt,
    );
    if (recorded && status !== null && discount) await countRedemption(tx, discount.code);
    await recomputePro(tx, userId, recordedAt);
  });
  if (status === null) throw membershipErrors.declined('payment_incomplete', 'Unable to process payment');
  return (await findSubscriptionById(db, inserted.id))!;
}
