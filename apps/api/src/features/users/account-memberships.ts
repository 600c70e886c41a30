// An account's delete cascades its memberships away, but the provider would go on renewing them
// and charging the card. So before the delete, every membership a provider still bills is ended
// there, at once rather than at period end: a deleted account has no PRO left to use, and a
// past-due renewal would otherwise still be retried (and charged) until the period ran out.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type CardPaymentProvider,
  type ProviderSubscription,
} from '../payments/payment-provider.ts';
import type { AppError } from '../../errors/app-error.ts';
import { membershipErrors, providerUnavailableError } from '../subscriptions/membership-error.ts';
import { isPro } from '../subscriptions/membership-status.ts';
import {
  findLiveSubscription,
  listUserSubscriptions,
  recomputePro,
  updateSubscription,
  type SubscriptionRecord,
} from '../subscriptions/subscription-repository.ts';

export interface AccountMembershipsContext {
  db: Db;
  clock: Clock;
  provider: CardPaymentProvider;
}

export const DELETION_PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment service could not be reached, so your PRO membership could not be cancelled and your account has not been deleted. Please try again.';

function providerUnavailable(): AppError {
  return providerUnavailableError(DELETION_PROVIDER_UNAVAILABLE_MESSAGE);
}

type BilledMembership = SubscriptionRecord & { providerSubscriptionId: string };

/** Gift memberships are paid once, up front: only provider subscriptions charge again. */
function isBilled(row: SubscriptionRecord): row is BilledMembership {
  return (
    isPro(row.status) && (row.provider === 'local' || row.provider === 'stripe') && row.providerSubscriptionId !== null
  );
}

async function endAtProvider(ctx: AccountMembershipsContext, row: BilledMembership): Promise<void> {
  // Bought through the other provider (the configuration changed since): it cannot be ended
  // from here, and deleting the account would leave it charging.
  if (row.provider !== ctx.provider.name) throw providerUnavailable();
  let answer: ProviderSubscription;
  try {
    answer = await ctx.provider.cancelNow(row.providerSubscriptionId);
  } catch (error) {
    // A subscription the provider does not know is refused too: with a wrong key or account
    // configured, the real one may still be charging.
    if (error instanceof PaymentProviderError || error instanceof PaymentDeclinedError) throw providerUnavailable();
    throw error;
  }
  if (answer.status !== 'canceled') throw providerUnavailable();
  // Recorded at once: should the delete not happen after all, the account is left with the
  // membership ended, as the provider has it.
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await updateSubscription(
      tx,
      row.id,
      {
        status: 'canceled',
        cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
        canceledAt: row.canceledAt ?? now,
        endedAt: now,
      },
      now,
    );
    await recomputePro(tx, row.userId, now);
  });
}

/**
 * Ends at the provider every membership of the user it still bills. Throws a 502
 * 502 AppError when the provider cannot end one (nothing is deleted then), and a 409 while
 * a purchase is under way: it would subscribe the user after this has looked.
 */
export async function endBilledMemberships(ctx: AccountMembershipsContext, userId: number): Promise<void> {
  const live = await findLiveSubscription(ctx.db, userId);
  if (live?.status === 'pending') throw membershipErrors.purchaseInProgress();
  for (const row of await listUserSubscriptions(ctx.db, userId)) {
    if (isBilled(row)) await endAtProvider(ctx, row);
  }
}

/**
 * Checked under the user's row lock, just before the delete: a membership that went live since
 * endBilledMemberships (a purchase that finished meanwhile) would be cascaded away still billed.
 * A purchase starting now waits for the lock, and then finds the user gone.
 */
export async function refuseIfStillBilled(tx: Db, userId: number): Promise<void> {
  const live = await findLiveSubscription(tx, userId);
  if (live && live.provider !== 'gift') throw membershipErrors.purchaseInProgress();
}
