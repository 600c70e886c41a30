// Applies what a payment provider reports about a subscription (a Stripe webhook, or the local
// processor's sweep) to the membership it belongs to, once per event, and recomputes users.pro
// in the same transaction.
import type { Db } from '../../db/client.ts';
import type { ProviderEvent, ProviderName } from '../payments/payment-provider.ts';
import { reconcileUnrecordedSubscription, type ReconcileLog } from './membership-reconcile.ts';
import { isPro, membershipStatusOf } from './membership-status.ts';
import {
  findByProviderSubscription,
  recomputePro,
  recordPaymentEvent,
  updateSubscription,
} from './subscription-repository.ts';

/** The local processor's event ids all start with evt_local_; every other event is Stripe's. */
export function providerOfEvent(event: ProviderEvent): ProviderName {
  return event.id.startsWith('evt_local_') ? 'local' : 'stripe';
}

/**
 * True when the event was new (and applied); false for a repeat delivery. A live subscription
 * no membership records yet (its purchase died or lost the provider's answer, or is still
 * waiting for it) is recorded from the event (membership-reconcile.ts); `log` hears what that
 * could not settle.
 */
export async function applyProviderEvent(
  db: Db,
  event: ProviderEvent,
  now: Date,
  provider: ProviderName = providerOfEvent(event),
  log?: ReconcileLog,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, provider, event.id, event.type, now))) return false;
    const reported = event.subscription;
    if (!reported) return true;
    const row = await findByProviderSubscription(tx, provider, reported.id);
    if (!row) {
      await reconcileUnrecordedSubscription(tx, provider, reported, now, log);
      return true;
    }
    // Ended memberships stay ended.
    if (!isPro(row.status)) return true;
    const status = membershipStatusOf(reported.status);
    if (status === null) return true;
    await updateSubscription(
      tx,
      row.id,
      {
        status,
        trialEnd: reported.trialEnd,
        currentPeriodEnd: reported.currentPeriodEnd,
        cancelAtPeriodEnd: reported.cancelAtPeriodEnd,
        canceledAt: reported.cancelAtPeriodEnd || status === 'canceled' ? (row.canceledAt ?? now) : null,
        endedAt: status === 'canceled' ? now : null,
      },
      now,
    );
    await recomputePro(tx, row.userId, now);
    return true;
  });
}
