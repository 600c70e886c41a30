// PRO gifts (docs/api-pro.md "Gifts"): a signed-in buyer pays a plan's yearly amount once (no
// trial, no coupon) and the recipient gets a code by email; whoever redeems it while signed in
// is PRO for a year. Buying follows the purchase's pattern: a pending row first, the provider
// call, then the result, with Idempotency-Key replays that never charge twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ProGiftRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { loggableError } from '../../errors/database-errors.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import type { AuthenticatedUser } from '../auth/token-service.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { addYear } from '../payments/local-provider.ts';
import { PaymentDeclinedError, PaymentProviderError } from '../payments/payment-provider.ts';
import { findActivePlanBySku, findDefaultPlan, findPlanIdBySku } from '../pro-plans/plan-repository.ts';
import { replayAttempt, requestFingerprint } from '../subscriptions/idempotency.ts';
import type { MembershipContext } from '../subscriptions/membership-context.ts';
import { membershipErrors } from '../subscriptions/membership-error.ts';
import { customerFor, type Buyer } from '../subscriptions/payment-customer.ts';
import {
  findLiveSubscription,
  findSubscriptionById,
  insertSubscription,
  recomputePro,
  type SubscriptionRecord,
} from '../subscriptions/subscription-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import { generateGiftCode, normalizeGiftCode } from './gift-code.ts';
import { giftEmail, giftRedeemLink } from './gift-email.ts';
import {
  claimGift,
  deleteGift,
  findGiftById,
  findGiftByKey,
  findPaidGiftByCode,
  insertPendingGift,
  listBoughtGifts,
  markGiftFailed,
  markGiftPaid,
} from './gift-repository.ts';

export interface GiftContext extends MembershipContext {
  emailSender: EmailSender;
  config: { publicWebUrl: string };
  log: FastifyBaseLogger;
}

export interface GiftRequest {
  recipientEmail: string;
  recipientName: string;
  message: string;
  token: string;
  sku: string | null;
}

const INVALID_CODE = 'That gift code is not valid.';

export const getBoughtGifts = listBoughtGifts;

/** A paid gift, for its buyer or an admin; anyone else is told it does not exist. */
export async function getBoughtGift(db: Db, actor: AuthenticatedUser, id: number): Promise<ProGiftRow> {
  const gift = await findGiftById(db, id);
  if (!gift || gift.status !== 'paid' || (gift.purchaserId !== actor.id && !actor.admin)) {
    throw AppError.notFound(`No gift with id ${id}.`);
  }
  return gift;
}

function alreadyRedeemed(): AppError {
  return AppError.conflict(
    'Gift already redeemed',
    'That gift code has already been redeemed.',
    undefined,
    'gift_redeemed',
  );
}

async function replay(ctx: GiftContext, buyerId: number, key: string, fingerprint: string) {
  return replayAttempt(await findGiftByKey(ctx.db, buyerId, key), fingerprint);
}

async function planFor(ctx: GiftContext, sku: string | null) {
  if (sku === null) {
    const plan = await findDefaultPlan(ctx.db, 'stripe');
    if (!plan) throw membershipErrors.noPlan();
    return plan;
  }
  const plan = await findActivePlanBySku(ctx.db, 'stripe', sku);
  if (!plan) throw AppError.validation([{ pointer: attributePointer('sku'), detail: 'That PRO plan is not on sale.' }]);
  return plan;
}

async function charge(
  ctx: GiftContext,
  giftId: number,
  buyer: Buyer,
  request: GiftRequest,
  amount: number,
  key: string,
) {
  try {
    const customerId = await customerFor(ctx, buyer);
    return await ctx.provider.charge({
      customerId,
      paymentMethodId: request.token,
      amountCents: amount,
      description: `Gift of a year of PRO for ${request.recipientEmail}`,
      idempotencyKey: key,
    });
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await markGiftFailed(ctx.db, giftId, error.code, error.message);
      throw membershipErrors.declined(error.code, error.message);
    }
    await deleteGift(ctx.db, giftId);
    if (error instanceof PaymentProviderError) throw membershipErrors.providerUnavailable();
    throw error;
  }
}

/** Codes are random; the rare collision with an existing one just draws again. */
async function assignCode(ctx: GiftContext, giftId: number, paymentId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generateGiftCode();
    if (await markGiftPaid(ctx.db, giftId, code, paymentId)) return code;
  }
  throw new Error('could not find a free gift code');
}

export async function buyGift(
  ctx: GiftContext,
  buyerId: number,
  request: GiftRequest,
  idempotencyKey: string | null,
): Promise<ProGiftRow> {
  const fingerprint = requestFingerprint(request);
  if (idempotencyKey !== null) {
    const earlier = await replay(ctx, buyerId, idempotencyKey, fingerprint);
    if (earlier) return earlier;
  }
  const plan = await planFor(ctx, request.sku);
  const giftId = await insertPendingGift(ctx.db, {
    purchaserId: buyerId,
    recipientEmail: request.recipientEmail,
    recipientName: request.recipientName,
    message: request.message,
    sku: plan.sku,
    amountCents: plan.amount,
    provider: ctx.provider.name,
    status: 'pending',
    idempotencyKey,
    requestFingerprint: fingerprint,
    createdAt: ctx.clock(),
  });
  if (giftId === null) {
    const earlier = idempotencyKey === null ? null : await replay(ctx, buyerId, idempotencyKey, fingerprint);
    if (earlier) return earlier;
    throw membershipErrors.purchaseInProgress();
  }

  const user = await findUserById(ctx.db, buyerId);
  const buyer = { id: buyerId, email: user?.email ?? '', fullName: user?.fullName ?? '' };
  const providerKey = `gift:${buyerId}:${idempotencyKey ?? `row-${giftId}`}`;
  const payment = await charge(ctx, giftId, buyer, request, plan.amount, providerKey);
  const code = await assignCode(ctx, giftId, payment.id);

  const link = giftRedeemLink(ctx.config.publicWebUrl, code);
  try {
    await ctx.emailSender.send(
      giftEmail({
        to: request.recipientEmail,
        recipientName: request.recipientName,
        purchaserName: buyer.fullName,
        message: request.message,
        code,
        link,
      }),
    );
  } catch (error) {
    // The gift is paid for and listed with its code for the buyer, who can pass it on by hand.
    ctx.log.error({ err: loggableError(error), giftId }, 'gift email could not be sent');
  }
  return (await findGiftById(ctx.db, giftId))!;
}

/** Redeems a code for the signed-in user: a year of PRO that ends by itself. */
export async function redeemGift(ctx: GiftContext, userId: number, input: string): Promise<SubscriptionRecord> {
  const gift = await findPaidGiftByCode(ctx.db, normalizeGiftCode(input));
  if (!gift) throw AppError.notFound(INVALID_CODE);
  if (gift.redeemedAt !== null) throw alreadyRedeemed();
  const live = await findLiveSubscription(ctx.db, userId);
  if (live?.status === 'pending') throw membershipErrors.purchaseInProgress();
  if (live) throw membershipErrors.alreadyPro();

  const planId = await findPlanIdBySku(ctx.db, 'stripe', gift.sku);
  const id = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    if (!(await claimGift(tx, gift.id, userId, now))) throw alreadyRedeemed();
    const inserted = await insertSubscription(tx, {
      userId,
      planId,
      provider: 'gift',
      providerSubscriptionId: `gift_${gift.id}`,
      status: 'active',
      sku: gift.sku,
      amountCents: gift.amountCents,
      firstYearCents: 0,
      dueNowCents: 0,
      currentPeriodEnd: addYear(now),
      cancelAtPeriodEnd: true,
      createdAt: now,
      updatedAt: now,
    });
    // Throwing rolls the claim back: the code stays redeemable by someone who is not PRO.
    if ('conflict' in inserted) throw membershipErrors.alreadyPro();
    await recomputePro(tx, userId, now);
    return inserted.id;
  });
  return (await findSubscriptionById(ctx.db, id))!;
}
