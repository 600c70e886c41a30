// Purchases a stopped process left 'pending' (docs/api-pro.md "Interrupted purchases", decision
// 0009). A purchase waiting for the provider keeps its pending row alive with a heartbeat; a row
// without one for IN_FLIGHT_MS belongs to a request that is no longer running. The provider knows
// whether that request got as far as a subscription: if the customer has a live one that no
// membership records, the pending row becomes that membership; otherwise the row is failed (or,
// for a retry under the row's own Idempotency-Key, removed so the retry can go on under it) and
// its coupon claim is given back. A retry and the membership sweep both do this, so a buyer is
// never locked out for longer than the window.
import { PAYMENT_FALLBACK_ERROR } from '@campwise/domain';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { releaseRedemption } from '../pro-plans/discount-code-repository.ts';
import type { MembershipContext } from './membership-context.ts';
import { liveStatusOf, recordedState } from './membership-reconcile.ts';
import {
  deletePendingPurchase,
  failPendingPurchase,
  findByProviderSubscription,
  findPaymentCustomer,
  lockPendingPurchase,
  recomputePro,
  touchPendingPurchase,
  updateSubscription,
} from './subscription-repository.ts';

/**
 * How often a purchase waiting for the provider marks its pending row as still in flight. The
 * provider call has no overall bound of its own (each Stripe request may take 20 s and is
 * retried twice, over several requests), so liveness is shown rather than guessed from the
 * row's age.
 */
export const HEARTBEAT_MS = 20_000;

/**
 * A pending row whose heartbeat has been silent this long is taken to be interrupted: six missed
 * beats, far more than a busy event loop or a slow database write delays one, and short enough
 * that a buyer retrying after a crash waits two minutes at most, not the half hour it was.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

/** What became of a pending purchase that was looked at. */
export type Recovery =
  /** Still in flight (its heartbeat is recent): left alone. */
  | 'in_flight'
  /** The provider had made the subscription: the row now records it. */
  | 'completed'
  /** Nothing was bought: the row was failed (or removed) and its coupon given back. */
  | 'cleared'
  /** No longer pending (completed or failed meanwhile by someone else). */
  | 'settled';

export function isInFlight(row: Pick<SubscriptionRow, 'updatedAt'>, now: Date): boolean {
  return row.updatedAt.getTime() > now.getTime() - IN_FLIGHT_MS;
}

/** Starts the heartbeat of a purchase's pending row; call the returned function to stop it. */
export function keepPurchaseAlive(ctx: MembershipContext, id: number): () => void {
  const timer = setInterval(() => {
    // A missed beat only makes the row look quiet sooner; the purchase goes on either way.
    touchPendingPurchase(ctx.db, id, ctx.clock()).catch(() => {});
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Settles a pending purchase whose request is no longer running, asking the provider whether the
 * customer has a live subscription. `retryKey` is the Idempotency-Key of the retry asking (null
 * for the sweep): a row with that key is removed rather than failed, so the retry is not answered
 * with the interruption. Throws PaymentProviderError when the provider cannot be asked; the row
 * is then left as it is.
 */
export async function recoverPendingPurchase(
  ctx: MembershipContext,
  pending: SubscriptionRow,
  retryKey: string | null,
): Promise<Recovery> {
  const { db, provider } = ctx;
  if (isInFlight(pending, ctx.clock())) return 'in_flight';
  // Asked outside the transaction: no row lock is held across a provider call.
  const customerId =
    pending.provider === provider.name ? await findPaymentCustomer(db, provider.name, pending.userId) : null;
  const live = customerId === null ? null : await provider.findLiveSubscription(customerId);

  return db.transaction(async (tx): Promise<Recovery> => {
    const now = ctx.clock();
    const row = await lockPendingPurchase(tx, pending.id);
    if (!row) return 'settled';
    // Its request beat meanwhile: it is alive after all.
    if (isInFlight(row, now)) return 'in_flight';
    const status = live ? liveStatusOf(live) : null;
    if (live && status && !(await findByProviderSubscription(tx, provider.name, live.id))) {
      // Its coupon was claimed when the purchase began and stays counted.
      await updateSubscription(tx, row.id, recordedState(live, status, now), now);
      await recomputePro(tx, row.userId, now);
      return 'completed';
    }
    if (retryKey !== null && row.idempotencyKey === retryKey) {
      await deletePendingPurchase(tx, row.id);
    } else {
      await failPendingPurchase(
        tx,
        row.id,
        { failureCode: 'purchase_interrupted', failureMessage: PAYMENT_FALLBACK_ERROR },
        now,
      );
    }
    if (row.couponCode) await releaseRedemption(tx, row.couponCode);
    return 'cleared';
  });
}
