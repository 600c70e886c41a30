// The local test card processor (decision 0009): a CardPaymentProvider over the local_* tables,
// used whenever Stripe is not configured. It behaves like Stripe for Stripe's test cards
// (local-test-cards.ts) and honours idempotency keys the same way: a key used again answers
// what it answered the first time and never charges twice. It sends no webhooks: the
// membership sweep calls advanceLocalSubscriptions to move its subscriptions through time.
import { discountedPrice, trialEndDate } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  WebhookSignatureError,
  type CardPaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider.ts';
import {
  advanceSubscription,
  attachPaymentMethod,
  dueSubscriptions,
  endSubscription,
  findCharge,
  findChargeByKey,
  findLiveSubscriptionOfCustomer,
  findPaymentMethod,
  findSubscription,
  findSubscriptionByKey,
  insertCharge,
  insertRefund,
  insertSubscription,
  localId,
  setSubscriptionCancel,
  settleAuthorization,
  type LocalPaymentMethod,
  type LocalSubscription,
} from './local-provider-repository.ts';
import { failureCodeOf, failureOnAttach, failureOnCharge } from './local-test-cards.ts';

const DAY_MS = 86_400_000;
/** How long a past-due subscription is retried (once a day) before it is cancelled, as Stripe's default. */
export const LOCAL_RETRY_DAYS = 14;

export function addYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

function toProviderSubscription(row: LocalSubscription): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as ProviderSubscriptionStatus,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

async function usablePaymentMethod(db: Db, id: string, customerId: string): Promise<LocalPaymentMethod> {
  const method = await findPaymentMethod(db, id);
  if (!method) throw new PaymentDeclinedError('resource_missing', `No such PaymentMethod: '${id}'`);
  if (method.customerId !== null && method.customerId !== customerId) {
    throw new PaymentDeclinedError('payment_method_unavailable', 'This card was added to another account.');
  }
  return method;
}

interface ChargeRequest {
  paymentMethodId: string;
  subscriptionId: string | null;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  /** true: only hold the amount (status authorized) until it is captured or voided. */
  holdOnly?: boolean;
}

/** Charges the stored card once per key; a refused charge is recorded and refused again on replay. */
async function chargeCard(db: Db, request: ChargeRequest): Promise<{ id: string }> {
  const { holdOnly, ...values } = request;
  const earlier = await findChargeByKey(db, request.idempotencyKey);
  const charge =
    earlier ??
    (await (async () => {
      const method = await findPaymentMethod(db, request.paymentMethodId);
      const failure = method
        ? failureOnCharge(method.behavior)
        : { code: 'resource_missing', message: `No such PaymentMethod: '${request.paymentMethodId}'` };
      return insertCharge(db, {
        ...values,
        status: failure ? 'failed' : holdOnly ? 'authorized' : 'succeeded',
        failureMessage: failure?.message ?? null,
      });
    })());
  // Only a refused charge is refused again; a key used again answers the charge or hold it made
  // (held, captured or voided since), as Stripe replays a key.
  if (charge.status === 'failed') {
    const message = charge.failureMessage ?? 'Your card was declined.';
    throw new PaymentDeclinedError(failureCodeOf(message), message);
  }
  return { id: charge.id };
}

export function createLocalPaymentProvider({ db, clock }: { db: Db; clock: Clock }): CardPaymentProvider {
  return {
    name: 'local',

    async ensureCustomer({ existingId }) {
      return existingId ?? localId('cus_local');
    },

    async createSubscription({ customerId, paymentMethodId, plan, discount, idempotencyKey }) {
      const earlier = await findSubscriptionByKey(db, idempotencyKey);
      if (earlier) return toProviderSubscription(earlier);
      // As the Stripe adapter: a live subscription is the one a lost answer left behind (or a
      // second purchase); it is answered again, its card left as it is.
      const live = await findLiveSubscriptionOfCustomer(db, customerId);
      if (live) return toProviderSubscription(live);
      const method = await usablePaymentMethod(db, paymentMethodId, customerId);
      const refused = failureOnAttach(method.behavior);
      if (refused) throw new PaymentDeclinedError(refused.code, refused.message);
      await attachPaymentMethod(db, method.id, customerId);

      const now = clock();
      const firstYearCents = discountedPrice(plan.amountCents, discount);
      const base = { customerId, paymentMethodId, amountCents: plan.amountCents, firstYearCents, idempotencyKey };
      if (plan.trialPeriodDays > 0) {
        const trialEnd = trialEndDate(now, plan.trialPeriodDays);
        return toProviderSubscription(
          await insertSubscription(db, { ...base, status: 'trialing', trialEnd, currentPeriodEnd: trialEnd }),
        );
      }
      // Without a trial the first year is paid now; nothing is subscribed if that charge fails.
      if (firstYearCents > 0) {
        await chargeCard(db, {
          paymentMethodId,
          subscriptionId: null,
          amountCents: firstYearCents,
          description: `${plan.name}: first year`,
          idempotencyKey: `${idempotencyKey}:first-year`,
        });
      }
      return toProviderSubscription(
        await insertSubscription(db, { ...base, status: 'active', trialEnd: null, currentPeriodEnd: addYear(now) }),
      );
    },

    async findLiveSubscription(customerId) {
      const live = await findLiveSubscriptionOfCustomer(db, customerId);
      return live ? toProviderSubscription(live) : null;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const existing = await findSubscription(db, subscriptionId);
      if (!existing) throw new PaymentDeclinedError('resource_missing', `No such subscription: '${subscriptionId}'`);
      // An ended subscription stays as it ended.
      if (existing.status === 'canceled') return toProviderSubscription(existing);
      return toProviderSubscription((await setSubscriptionCancel(db, subscriptionId, cancel))!);
    },

    async cancelNow(subscriptionId) {
      const ended = await endSubscription(db, subscriptionId);
      if (ended) return toProviderSubscription(ended);
      const existing = await findSubscription(db, subscriptionId);
      if (!existing) throw new PaymentDeclinedError('resource_missing', `No such subscription: '${subscriptionId}'`);
      return toProviderSubscription(existing);
    },

    async charge({ customerId, paymentMethodId, amountCents, description, idempotencyKey }) {
      const earlier = await findChargeByKey(db, idempotencyKey);
      if (!earlier) {
        const method = await usablePaymentMethod(db, paymentMethodId, customerId);
        const refused = failureOnAttach(method.behavior);
        if (refused) throw new PaymentDeclinedError(refused.code, refused.message);
        await attachPaymentMethod(db, method.id, customerId);
      }
      return chargeCard(db, { paymentMethodId, subscriptionId: null, amountCents, description, idempotencyKey });
    },

    async authorize({ customerId, paymentMethodId, amountCents, description, idempotencyKey }) {
      const earlier = await findChargeByKey(db, idempotencyKey);
      if (!earlier) {
        const method = await usablePaymentMethod(db, paymentMethodId, customerId);
        const refused = failureOnAttach(method.behavior);
        if (refused) throw new PaymentDeclinedError(refused.code, refused.message);
        await attachPaymentMethod(db, method.id, customerId);
      }
      return chargeCard(db, {
        paymentMethodId,
        subscriptionId: null,
        amountCents,
        description,
        idempotencyKey,
        holdOnly: true,
      });
    },

    async paymentMethodOf({ paymentId }) {
      const charge = await findCharge(db, paymentId);
      if (!charge) throw new PaymentProviderError(`No such payment: '${paymentId}'`);
      return charge.paymentMethodId;
    },

    async capture({ paymentId }) {
      // The charge's own state makes a retry harmless: only an authorized charge moves.
      if (await settleAuthorization(db, paymentId, 'succeeded')) return { id: paymentId };
      const charge = await findCharge(db, paymentId);
      if (charge?.status === 'succeeded') return { id: paymentId };
      throw new PaymentProviderError(
        charge ? `This payment cannot be captured: it is ${charge.status}.` : `No such payment: '${paymentId}'`,
      );
    },

    async voidAuthorization({ paymentId }) {
      if (await settleAuthorization(db, paymentId, 'voided')) return { id: paymentId };
      const charge = await findCharge(db, paymentId);
      if (charge?.status === 'voided') return { id: paymentId };
      throw new PaymentProviderError(
        charge ? `This payment cannot be voided: it is ${charge.status}.` : `No such payment: '${paymentId}'`,
      );
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const charge = await findCharge(db, paymentId);
      if (charge?.status !== 'succeeded') {
        throw new PaymentProviderError(
          charge ? `This payment cannot be refunded: it is ${charge.status}.` : `No such payment: '${paymentId}'`,
        );
      }
      if (!Number.isInteger(amountCents) || amountCents < 1) {
        throw new PaymentProviderError('A refund must be at least one cent.');
      }
      const refund = await insertRefund(db, { chargeId: paymentId, amountCents, idempotencyKey });
      if (refund === 'too-much') {
        throw new PaymentProviderError('The refund is greater than what is left of the charge.');
      }
      return { id: refund.id };
    },

    async parseWebhook() {
      throw new WebhookSignatureError('The local test card processor sends no webhooks.');
    },
  };
}

interface Step {
  type: string;
  status: ProviderSubscriptionStatus;
  currentPeriodEnd: Date;
}

/** What happens to one due subscription at `now`: charge, renew, fail or end. */
async function nextStep(db: Db, sub: LocalSubscription, now: Date): Promise<Step | null> {
  const periodEnd = sub.currentPeriodEnd;
  if (sub.cancelAtPeriodEnd) {
    return { type: 'customer.subscription.deleted', status: 'canceled', currentPeriodEnd: periodEnd };
  }
  // One attempt a day: the day number is part of the charge's key, so sweeping again the same
  // day (or from a second process) replays that day's attempt instead of charging again.
  const day = Math.max(0, Math.floor((now.getTime() - periodEnd.getTime()) / DAY_MS));
  const endOfTrial = sub.trialEnd !== null && sub.trialEnd.getTime() === periodEnd.getTime();
  const amountCents = endOfTrial ? sub.firstYearCents : sub.amountCents;
  try {
    if (amountCents > 0) {
      await chargeCard(db, {
        paymentMethodId: sub.paymentMethodId,
        subscriptionId: sub.id,
        amountCents,
        description: endOfTrial ? 'Campwise PRO: first year after the trial' : 'Campwise PRO: yearly renewal',
        idempotencyKey: `${sub.id}:${periodEnd.getTime()}:${day}`,
      });
    }
    return { type: 'invoice.paid', status: 'active', currentPeriodEnd: addYear(periodEnd) };
  } catch (error) {
    if (!(error instanceof PaymentDeclinedError)) throw error;
    if (day >= LOCAL_RETRY_DAYS) {
      return { type: 'customer.subscription.deleted', status: 'canceled', currentPeriodEnd: periodEnd };
    }
    if (sub.status === 'past_due') return null;
    return { type: 'invoice.payment_failed', status: 'past_due', currentPeriodEnd: periodEnd };
  }
}

/**
 * Moves the local processor's subscriptions to `now`: converts due trials (charging the first
 * year's price), renews due periods (charging the yearly amount), marks failed charges
 * past_due (retried daily, cancelled after LOCAL_RETRY_DAYS) and ends those cancelled at
 * period end. Returns the events the membership service applies, with ids that are the same
 * whoever computes them, so an event is applied once.
 */
export async function advanceLocalSubscriptions(db: Db, now: Date): Promise<ProviderEvent[]> {
  const events: ProviderEvent[] = [];
  for (const sub of await dueSubscriptions(db, now)) {
    const step = await nextStep(db, sub, now);
    if (!step) continue;
    const moved = await advanceSubscription(db, sub, { status: step.status, currentPeriodEnd: step.currentPeriodEnd });
    if (!moved) continue;
    events.push({
      id: `evt_local_${sub.id}_${step.type}_${sub.currentPeriodEnd.getTime()}`,
      type: step.type,
      subscription: toProviderSubscription(moved),
    });
  }
  return events;
}
