// Captures, voids and refunds after a reservation changed status. The status change and a
// pending reservation_payments row (its idempotency key, the provider payment it acts on) are
// written in one transaction; the provider is asked after that, outside any transaction, and
// the row's effect (payment-status, refunded-cents) is applied once it answered. A row the
// provider could not be asked about stays pending and the settle job asks again with the same
// key, so the money moves exactly once.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { PaymentDeclinedError } from '../payments/payment-provider.ts';
import { isCompensation, moneySettled } from './money-settled.ts';
import type { ReservationContext } from './reservation-context.ts';
import {
  completePayment,
  findUnsettledPayments,
  PAYMENT_IN_FLIGHT_SECONDS,
  settlePayment,
  type ReservationPaymentRow,
} from './reservation-repository.ts';

export type MovementOutcome =
  | { outcome: 'done' }
  | { outcome: 'declined'; error: PaymentDeclinedError }
  | { outcome: 'unreachable'; error: unknown };

async function askProvider(ctx: ReservationContext, payment: ReservationPaymentRow): Promise<void> {
  const paymentId = payment.providerId;
  if (!paymentId) throw new Error(`reservation payment ${payment.id} names no provider payment`);
  const idempotencyKey = payment.idempotencyKey;
  if (payment.kind === 'capture') await ctx.provider.capture({ paymentId, idempotencyKey });
  else if (payment.kind === 'void') await ctx.provider.voidAuthorization({ paymentId, idempotencyKey });
  else if (payment.kind === 'refund') {
    await ctx.provider.refund({ paymentId, amountCents: payment.amountCents, idempotencyKey });
  } else throw new Error(`reservation payment ${payment.id} is a ${payment.kind}, not a movement`);
}

/** Movements that settle a modification's difference: the new total already says what is owed. */
function settlesModification(payment: ReservationPaymentRow): boolean {
  return payment.idempotencyKey.includes(':modify:');
}

/** What the movement does to its reservation, applied in the transaction that completes it. */
async function applyEffect(tx: Db, payment: ReservationPaymentRow, now: Date): Promise<void> {
  if (payment.kind === 'capture' || payment.kind === 'refund') {
    await moneySettled(
      tx,
      {
        reservationId: payment.reservationId,
        kind: payment.kind,
        amountCents: payment.amountCents,
        idempotencyKey: payment.idempotencyKey,
      },
      now,
    );
  }
  // A compensation (the stay was lost while paying, a modification undone) is not the
  // reservation's own payment; a modification's refund or void is already in its new total.
  if (isCompensation(payment.idempotencyKey) || settlesModification(payment)) return;
  if (payment.kind === 'capture') {
    await tx
      .update(reservations)
      .set({ paymentStatus: 'captured', updatedAt: now })
      .where(eq(reservations.id, payment.reservationId));
  } else if (payment.kind === 'void') {
    await tx
      .update(reservations)
      .set({ paymentStatus: 'voided', updatedAt: now })
      .where(eq(reservations.id, payment.reservationId));
  } else if (payment.kind === 'refund') {
    await tx
      .update(reservations)
      .set({
        refundedCents: sql`${reservations.refundedCents} + ${payment.amountCents}`,
        paymentStatus: sql`case when ${reservations.refundedCents} + ${payment.amountCents} >= ${reservations.totalCents}
          then 'refunded' else 'partially_refunded' end`,
        updatedAt: now,
      })
      .where(eq(reservations.id, payment.reservationId));
  }
}

/** Asks the provider for the movement and applies its effect once. Never throws for the provider. */
export async function carryOutMovement(
  ctx: ReservationContext,
  payment: ReservationPaymentRow,
): Promise<MovementOutcome> {
  try {
    await askProvider(ctx, payment);
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await settlePayment(ctx.db, payment.id, {
        status: 'failed',
        providerId: payment.providerId,
        failureCode: error.code,
        now: ctx.clock(),
      });
      return { outcome: 'declined', error };
    }
    ctx.log.warn({ err: error, reservationPayment: payment.id }, 'reservation payment left for the settle job');
    return { outcome: 'unreachable', error };
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (await completePayment(tx as unknown as Db, payment.id, now))
      await applyEffect(tx as unknown as Db, payment, now);
  });
  return { outcome: 'done' };
}

/**
 * The settle job: movements no request carried out (the provider could not be reached, or the
 * process stopped), asked for again under their own keys.
 */
export async function settleUnfinishedMovements(ctx: ReservationContext): Promise<number> {
  const before = new Date(ctx.clock().getTime() - PAYMENT_IN_FLIGHT_SECONDS * 1000);
  let settled = 0;
  for (const payment of await findUnsettledPayments(ctx.db, before, ['capture', 'void', 'refund'])) {
    const result = await carryOutMovement(ctx, payment);
    if (result.outcome !== 'unreachable') settled += 1;
  }
  return settled;
}
