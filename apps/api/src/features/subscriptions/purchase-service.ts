// Buying PRO (docs/api-pro.md "Purchase"). Checks run in the contract's order; the price is
// recomputed here from the plan and the discount, never read from the client. A 'pending' row
// is inserted before the provider is called: the one-live-membership index then stops a second
// purchase from reaching the provider, and the row's idempotency key lets a retry replay the
// first answer (201 or 402) instead of charging again. A capped discount code's use is claimed
// in the transaction that inserts that row and given back when the purchase fails. A pending row
// left by a process that stopped mid-purchase is settled with the provider when the buyer
// retries (purchase-recovery.ts), so it does not lock the buyer out.
import { PURCHASE_REFUSALS, quotePurchase, type PurchaseQuote } from '@campwise/domain';
import type { DiscountCodeRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type DiscountForProvider,
  type ProviderSubscription,
} from '../payments/payment-provider.ts';
import { claimRedemption, countRedemption, releaseRedemption } from '../pro-plans/discount-code-repository.ts';
import { resolvePurchaseDiscount } from '../pro-plans/discount-code-service.ts';
import { findActivePlanBySku, findDefaultPlan, type PlanRecord } from '../pro-plans/plan-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import { replayAttempt, requestFingerprint } from './idempotency.ts';
import { keepPurchaseAlive, recoverPendingPurchase } from './purchase-recovery.ts';
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
  insertMembershipUnlessLive,
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

/**
 * A pending purchase met by a retry: 409 while its request is still running; when that request
 * was interrupted, settled with the provider (purchase-recovery.ts): its membership when the
 * provider had made the subscription, else null and the retry goes on.
 */
async function settlePending(
  ctx: MembershipContext,
  pending: SubscriptionRecord,
  retryKey: string | null,
): Promise<SubscriptionRecord | null> {
  let outcome;
  try {
    outcome = await recoverPendingPurchase(ctx, pending, retryKey);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw membershipErrors.providerUnavailable();
    throw error;
  }
  if (outcome === 'in_flight') throw membershipErrors.purchaseInProgress();
  if (outcome === 'cleared') return null;
  // Completed here, or settled meanwhile by a concurrent retry, the sweep or a webhook.
  const row = await findSubscriptionById(ctx.db, pending.id);
  if (row?.status === 'pending') throw membershipErrors.purchaseInProgress();
  return row && row.status !== 'failed' ? row : null;
}

/**
 * The answer a finished attempt gave, given again to a retry with the same key; an interrupted
 * one is settled first. Null when the key is new (or its interrupted attempt bought nothing).
 */
async function replay(ctx: MembershipContext, userId: number, key: string, fingerprint: string) {
  const earlier = await findByIdempotencyKey(ctx.db, userId, key);
  if (earlier?.status === 'pending' && earlier.requestFingerprint === fingerprint) {
    return settlePending(ctx, earlier, key);
  }
  return replayAttempt(earlier, fingerprint);
}

/**
 * Refuses a buyer who is a member (409 already_pro) or has a purchase under way (409
 * purchase_in_progress). With `settle`, an interrupted purchase is settled instead: its
 * membership is returned when the provider had made the subscription.
 */
async function refuseIfMember(
  ctx: MembershipContext,
  userId: number,
  settle: { retryKey: string | null } | null,
): Promise<SubscriptionRecord | null> {
  let live = await findLiveSubscription(ctx.db, userId);
  if (live?.status === 'pending') {
    if (!settle) throw membershipErrors.purchaseInProgress();
    const completed = await settlePending(ctx, live, settle.retryKey);
    if (completed) return completed;
    live = await findLiveSubscription(ctx.db, userId);
    if (live?.status === 'pending') throw membershipErrors.purchaseInProgress();
  }
  const user = await findUserById(ctx.db, userId);
  if (live || user?.pro) throw membershipErrors.alreadyPro();
  return null;
}

/** Gives back the coupon use a purchase claimed, when the purchase did not happen. */
async function releaseClaim(ctx: MembershipContext, code: string | null): Promise<void> {
  if (code !== null) await releaseRedemption(ctx.db, code);
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
  claimedCode: string | null,
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
      await releaseClaim(ctx, claimedCode);
      throw membershipErrors.declined(error.code, error.message);
    }
    // Nothing was bought: the slot is freed, and a retry (same key, same provider key) is safe.
    if (await deletePendingPurchase(ctx.db, rowId)) await releaseClaim(ctx, claimedCode);
    if (error instanceof PaymentProviderError) throw membershipErrors.providerUnavailable();
    throw error;
  }
}

/** Thrown inside the claiming transaction to undo the claim when the slot (or the key) is taken. */
class SlotTaken extends Error {}

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
  const settled = await refuseIfMember(ctx, userId, { retryKey: idempotencyKey });
  if (settled) return settled;
  const now = ctx.clock();
  if (!(await findDefaultPlan(db, 'stripe'))) throw membershipErrors.noPlan();
  const plan = await findActivePlanBySku(db, request.platform, request.sku);
  if (!plan) throw AppError.validation([{ pointer: attributePointer('sku'), detail: UNKNOWN_PLAN }]);
  const resolved = await resolvePurchaseDiscount(db, plan, request.coupon, now);

  // The discount's use is claimed and the pending row inserted in one transaction: a code's cap
  // is never oversold, and a claim is never left without the row that gives it back.
  let inserted: { id: number; discount: DiscountCodeRow | null; quote: PurchaseQuote };
  try {
    inserted = await db.transaction(async (tx) => {
      let discount = resolved;
      if (discount && !(await claimRedemption(tx, discount.code))) {
        // Used up between the check and the claim: the buyer's own code is refused as a used-up
        // code is; the plan's own discount just no longer applies.
        if (request.coupon !== null) {
          throw AppError.validation([
            { pointer: attributePointer('coupon'), detail: PURCHASE_REFUSALS.invalidDiscount },
          ]);
        }
        discount = null;
      }
      const quote = quotePurchase(
        { amount: plan.amount, trialPeriodDays: plan.trialPeriodDays, introPrice: plan.introPrice },
        discount,
      );
      const id = await insertMembershipUnlessLive(tx, {
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
      if (id === null) throw new SlotTaken();
      return { id, discount, quote };
    });
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error;
    // A concurrent request took the slot (or the key) between the checks and the insert.
    if (idempotencyKey !== null) {
      const earlier = replayAttempt(await findByIdempotencyKey(db, userId, idempotencyKey), fingerprint);
      if (earlier) return earlier;
    }
    await refuseIfMember(ctx, userId, null);
    throw membershipErrors.purchaseInProgress();
  }
  const { discount, quote } = inserted;
  const claimedCode = discount?.code ?? null;

  const user = await findUserById(db, userId);
  const buyer = { id: userId, email: user?.email ?? '', fullName: user?.fullName ?? '' };
  const providerKey = `subscription:${userId}:${idempotencyKey ?? `row-${inserted.id}`}`;
  const stopHeartbeat = keepPurchaseAlive(ctx, inserted.id);
  try {
    const { customerId, subscription } = await callProvider(
      ctx,
      inserted.id,
      buyer,
      plan,
      request,
      providerDiscount(plan, discount, quote),
      providerKey,
      claimedCode,
    );

    const status = membershipStatusOf(subscription.status);
    await db.transaction(async (tx) => {
      const recordedAt = ctx.clock();
      // A Stripe webhook or a retry's reconciliation may have recorded the subscription first
      // (membership-reconcile.ts, purchase-recovery.ts): then it is not recorded twice.
      const before = await completePurchase(
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
      if (before !== null && claimedCode !== null) {
        // The claim is held while the row is pending; a row given up on gave it back.
        const held = before !== 'failed';
        if (held && status === null) await releaseRedemption(tx, claimedCode);
        if (!held && status !== null) await countRedemption(tx, claimedCode);
      }
      await recomputePro(tx, userId, recordedAt);
    });
    if (status === null) throw membershipErrors.declined('payment_incomplete', 'Unable to process payment');
  } finally {
    stopHeartbeat();
  }
  return (await findSubscriptionById(db, inserted.id))!;
}
