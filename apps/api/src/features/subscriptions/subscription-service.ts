// Reading memberships and cancelling or resuming one. A membership is its owner's; admins may
// read and change anyone's (support). Anyone else is told it does not exist.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import type { AuthenticatedUser } from '../auth/token-service.ts';
import { PaymentDeclinedError, PaymentProviderError, type ProviderSubscription } from '../payments/payment-provider.ts';
import type { MembershipContext } from './membership-context.ts';
import { membershipErrors } from './membership-error.ts';
import { isPro, membershipStatusOf } from './membership-status.ts';
import {
  findSubscriptionById,
  listUserSubscriptions,
  recomputePro,
  updateSubscription,
  type SubscriptionRecord,
} from './subscription-repository.ts';

export const getUserSubscriptions = listUserSubscriptions;

export async function getVisibleSubscription(
  db: Db,
  actor: AuthenticatedUser,
  id: number,
): Promise<SubscriptionRecord> {
  const row = await findSubscriptionById(db, id);
  const visible = row && row.status !== 'pending' && row.status !== 'failed';
  if (!visible || (row.userId !== actor.id && !actor.admin)) {
    throw AppError.notFound(`No subscription with id ${id}.`);
  }
  return row;
}

/** Cancel at the end of the paid (or trial) period, or take that back before it comes. */
export async function setCancelAtPeriodEnd(
  ctx: MembershipContext,
  actor: AuthenticatedUser,
  id: number,
  cancel: boolean,
): Promise<SubscriptionRecord> {
  const row = await getVisibleSubscription(ctx.db, actor, id);
  const pointer = attributePointer('cancel-at-period-end');
  if (!isPro(row.status)) throw AppError.validation([{ pointer, detail: 'This membership has already ended.' }]);
  if (row.provider === 'gift') {
    throw AppError.validation([{ pointer, detail: 'A gift membership ends by itself after its year.' }]);
  }
  if (row.providerSubscriptionId === null) throw new Error(`subscription ${id} is live without a provider id`);
  let answer: ProviderSubscription;
  try {
    answer = await ctx.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
  } catch (error) {
    if (error instanceof PaymentProviderError || error instanceof PaymentDeclinedError) {
      throw membershipErrors.providerUnavailable();
    }
    throw error;
  }
  const status = membershipStatusOf(answer.status) ?? row.status;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    await updateSubscription(
      tx,
      id,
      {
        status,
        cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
        canceledAt: answer.cancelAtPeriodEnd ? (row.canceledAt ?? now) : null,
        currentPeriodEnd: answer.currentPeriodEnd,
        trialEnd: answer.trialEnd,
        ...(status === 'canceled' ? { endedAt: row.endedAt ?? now } : {}),
      },
      now,
    );
    await recomputePro(tx, row.userId, now);
  });
  return (await findSubscriptionById(ctx.db, id))!;
}
