// What happens to a placed reservation: the camper cancels (a confirmed stay is refunded per the
// campground's policy, a pending request voided), the campground approves a request (its hold
// is captured) or declines it (voided), or the request times out (declined by the job). Each is
// one transaction that moves the status only from the expected one (the row is locked first, so
// a second call finds it moved: 409), frees the site when the stay is off, and records the money
// movement; the provider is asked once that has committed (reservation-money.ts).
import { refundFor, todayIn } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { canManageCampground, notAManager } from '../inventory/manager-access.ts';
import { findBookingSettings } from '../inventory/pricing-terms-repository.ts';
import type { Camper, ReservationContext } from './reservation-context.ts';
import { reservationErrors } from './reservation-errors.ts';
import { sendReservationEmail } from './reservation-email.ts';
import { sendManagerEmail } from '../manager-reservations/manager-email.ts';
import { recordReservationEvent } from './reservation-event-repository.ts';
import { carryOutMovement } from './reservation-money.ts';
import { recordRefund } from './reservation-refunds.ts';
import {
  claimPayment,
  findItems,
  findReservationDetails,
  lockReservation,
  releaseHold,
  transitionReservation,
  type PaymentKind,
  type ReservationDetails,
  type ReservationPaymentRow,
  type ReservationRow,
} from './reservation-repository.ts';
import { serviceFeeCents } from './reservation-serializer.ts';

export const REQUEST_TIMED_OUT_REASON = 'The campground did not answer the request in time.';
export const CAPTURE_FAILED_REASON = 'The amount held on the card could not be charged.';

/** A capture or void of the reservation's payment (refunds: reservation-refunds.ts), as a pending movement. */
export async function recordMovement(
  tx: Db,
  row: ReservationRow,
  kind: PaymentKind,
  amountCents: number,
  now: Date,
): Promise<ReservationPaymentRow | null> {
  if (!row.paymentId) return null;
  return claimPayment(tx, {
    reservationId: row.id,
    kind,
    amountCents,
    idempotencyKey: `reservation:${row.id}:${kind}`,
    providerId: row.paymentId,
    now,
  });
}

async function reload(ctx: ReservationContext, id: string): Promise<ReservationDetails> {
  return (await findReservationDetails(ctx.db, id))!;
}

/** The camper cancels: a confirmed stay before its arrival day, or a pending request. */
export async function cancelReservation(
  ctx: ReservationContext,
  camper: Camper,
  id: string,
): Promise<ReservationDetails> {
  const { db } = ctx;
  const now = ctx.clock();
  const current = await findReservationDetails(db, id);
  if (!current || current.reservation.userId !== camper.id) throw reservationErrors.notFound();

  const { movements, refundCents } = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockReservation(tx, id);
    if (!row) throw reservationErrors.notFound();
    let kind: PaymentKind;
    let amount: number;
    if (row.status === 'confirmed') {
      const settings = await findBookingSettings(tx, row.campgroundId);
      const refund = refundFor({
        totalCents: row.totalCents,
        serviceFeeCents: Math.min(serviceFeeCents(await findItems(tx, [id])), row.totalCents),
        arrivalDate: row.startDate!,
        today: todayIn(settings?.timeZone ?? 'UTC', now),
        policy: settings ?? { fullRefundDays: 0, partialRefundDays: 0, partialRefundPercent: 0 },
      });
      if (refund.tier === 'too-late') throw reservationErrors.tooLateToCancel();
      kind = 'refund';
      amount = refund.refundCents;
    } else if (row.status === 'pending') {
      kind = 'void';
      amount = row.totalCents;
    } else {
      throw reservationErrors.notCancellable();
    }
    await transitionReservation(tx, id, [row.status], { status: 'cancelled', cancelledAt: now, updatedAt: now });
    await releaseHold(tx, id);
    const refundCents = kind === 'refund' ? amount : 0;
    await recordReservationEvent(tx, {
      reservationId: id,
      kind: 'cancelled',
      actorId: camper.id,
      details: { by: 'camper', 'refund-cents': refundCents },
      now,
    });
    // Nothing to give back (a stay cancelled too late for a refund): no movement at all.
    const recorded =
      kind === 'refund'
        ? await recordRefund(tx, row, amount, `reservation:${id}:refund`, now)
        : [await recordMovement(tx, row, kind, amount, now)];
    return { movements: recorded, refundCents };
  });
  for (const movement of movements) if (movement) await carryOutMovement(ctx, movement);
  await sendReservationEmail(ctx, id, 'cancelled', refundCents);
  await sendManagerEmail(ctx, id, 'cancelled');
  return reload(ctx, id);
}

/**
 * The campground's managers and admins act on its reservations; any other signed-in caller is
 * told 403 not-a-manager (docs/api-manager.md: never a 404 that would hide the rule).
 */
export async function requireManagerOf(
  ctx: Pick<ReservationContext, 'db'>,
  viewer: { id: number; admin: boolean },
  id: string,
): Promise<ReservationDetails> {
  const details = await findReservationDetails(ctx.db, id);
  if (!details) throw reservationErrors.notFound();
  if (await canManageCampground(ctx.db, viewer, details.reservation.campgroundId)) return details;
  throw notAManager();
}

/** Declines a pending request: its hold is voided and its site freed. Null when it was not pending (or not due). */
async function declinePending(
  ctx: ReservationContext,
  id: string,
  reason: string | null,
  onlyWhenDue: boolean,
  actorId: number | null,
): Promise<ReservationPaymentRow | null | 'not-pending'> {
  const now = ctx.clock();
  return ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockReservation(tx, id);
    if (row?.status !== 'pending') return 'not-pending';
    if (onlyWhenDue && (row.requestExpiresAt === null || row.requestExpiresAt > now)) return 'not-pending';
    await transitionReservation(tx, id, ['pending'], { status: 'declined', statusReason: reason, updatedAt: now });
    await releaseHold(tx, id);
    await recordReservationEvent(tx, {
      reservationId: id,
      kind: 'declined',
      actorId,
      details: { reason, ...(onlyWhenDue ? { 'timed-out': true } : {}) },
      now,
    });
    return recordMovement(tx, row, 'void', row.totalCents, now);
  });
}

export async function declineRequest(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  id: string,
  reason: string | null,
): Promise<ReservationDetails> {
  await requireManagerOf(ctx, viewer, id);
  const movement = await declinePending(ctx, id, reason?.trim() || null, false, viewer.id);
  if (movement === 'not-pending') throw reservationErrors.notPending();
  if (movement) await carryOutMovement(ctx, movement);
  await sendReservationEmail(ctx, id, 'declined');
  return reload(ctx, id);
}

/** The request-expire job: an unanswered request is declined once its time is up. */
export async function expireRequest(ctx: ReservationContext, id: string): Promise<boolean> {
  const movement = await declinePending(ctx, id, REQUEST_TIMED_OUT_REASON, true, null);
  if (movement === 'not-pending') return false;
  if (movement) await carryOutMovement(ctx, movement);
  await sendReservationEmail(ctx, id, 'declined');
  return true;
}

export async function approveRequest(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  id: string,
): Promise<ReservationDetails> {
  await requireManagerOf(ctx, viewer, id);
  const now = ctx.clock();
  const movement = await ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockReservation(tx, id);
    if (row?.status !== 'pending') return 'not-pending' as const;
    await transitionReservation(tx, id, ['pending'], { status: 'confirmed', confirmedAt: now, updatedAt: now });
    await recordReservationEvent(tx, { reservationId: id, kind: 'approved', actorId: viewer.id, now });
    return recordMovement(tx, row, 'capture', row.totalCents, now);
  });
  if (movement === 'not-pending') throw reservationErrors.notPending();
  const result = movement ? await carryOutMovement(ctx, movement) : { outcome: 'done' as const };
  if (result.outcome === 'declined') {
    // The hold lapsed at the card's bank: nothing can be charged, so the stay is off.
    await ctx.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await transitionReservation(tx, id, ['confirmed'], {
        status: 'declined',
        statusReason: CAPTURE_FAILED_REASON,
        paymentStatus: 'voided',
        confirmedAt: null,
        updatedAt: ctx.clock(),
      });
      await releaseHold(tx, id);
      await recordReservationEvent(tx, {
        reservationId: id,
        kind: 'declined',
        actorId: null,
        details: { reason: CAPTURE_FAILED_REASON },
        now: ctx.clock(),
      });
    });
    await sendReservationEmail(ctx, id, 'declined');
    throw reservationErrors.declined(result.error.code, result.error.message);
  }
  await sendReservationEmail(ctx, id, 'confirmed');
  return reload(ctx, id);
}
