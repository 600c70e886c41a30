// POST /reservations/{id}/cancellation serves two callers (docs/api-manager.md): the camper of an
// online booking (no body: the policy's refund, before arrival only; reservation-decisions.ts)
// and the campground's managers, who choose the refund — the policy's, in full, none, or an
// amount up to what was paid — and may cancel after arrival too. Either way the site is freed in
// the transaction that cancels, the refund goes back once (`reservation:{id}:refund`), and the
// guest of an online booking is emailed with the reason and the refund.
import { refundFor, todayIn } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { ReservationContext, Camper } from '../reservations/reservation-context.ts';
import { cancelReservation, recordMovement, requireManagerOf } from '../reservations/reservation-decisions.ts';
import { sendReservationEmail } from '../reservations/reservation-email.ts';
import { reservationErrors } from '../reservations/reservation-errors.ts';
import { recordReservationEvent } from '../reservations/reservation-event-repository.ts';
import { carryOutMovement } from '../reservations/reservation-money.ts';
import { recordRefund } from '../reservations/reservation-refunds.ts';
import {
  findItems,
  findReservationDetails,
  lockReservation,
  releaseHold,
  transitionReservation,
  type ReservationDetails,
  type ReservationPaymentRow,
  type ReservationRow,
} from '../reservations/reservation-repository.ts';
import { serviceFeeCents } from '../reservations/reservation-serializer.ts';
import { findBookingSettings } from '../inventory/pricing-terms-repository.ts';
import { formatCents } from '@campwise/domain';
import { managerErrors } from './manager-errors.ts';
import type { CancellationAttributes, RefundChoice } from './manager-reservation-schemas.ts';

/** What the guest paid for the stay and has not had back. */
function paidCents(row: ReservationRow): number {
  if (row.source !== 'online' || !row.paymentId) return 0;
  if (row.paymentStatus !== 'captured' && row.paymentStatus !== 'partially_refunded') return 0;
  return row.totalCents - row.refundedCents;
}

async function refundChosen(
  tx: Db,
  row: ReservationRow,
  choice: RefundChoice,
  customCents: number | undefined,
  now: Date,
): Promise<number> {
  const paid = paidCents(row);
  switch (choice) {
    case 'none':
      return 0;
    case 'full':
      return paid;
    case 'custom':
      if (customCents! > paid) {
        throw managerErrors.invalid('refund-cents', `The refund can be at most ${formatCents(paid)}, what was paid.`);
      }
      return customCents!;
    case 'policy': {
      if (paid === 0) return 0;
      const settings = await findBookingSettings(tx, row.campgroundId);
      const refund = refundFor({
        totalCents: row.totalCents,
        serviceFeeCents: Math.min(serviceFeeCents(await findItems(tx, [row.id])), row.totalCents),
        arrivalDate: row.startDate!,
        today: todayIn(settings?.timeZone ?? 'UTC', now),
        policy: settings ?? { fullRefundDays: 0, partialRefundDays: 0, partialRefundPercent: 0 },
      });
      // After arrival the policy gives nothing back; the manager may still choose an amount.
      return Math.min(refund.refundCents, paid);
    }
  }
}

export async function cancelAsManager(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  id: string,
  attributes: CancellationAttributes,
): Promise<ReservationDetails> {
  await requireManagerOf(ctx, viewer, id);
  const choice = attributes.refund ?? 'policy';
  if (choice === 'custom' && attributes['refund-cents'] === undefined) {
    throw managerErrors.invalid('refund-cents', 'Enter the amount to refund.');
  }
  if (choice !== 'custom' && attributes['refund-cents'] !== undefined) {
    throw managerErrors.invalid('refund-cents', 'An amount is given only with the custom refund.');
  }
  const reason = attributes.reason?.trim() || null;
  const now = ctx.clock();
  const { movements, refundCents, online } = await ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockReservation(tx, id);
    if (!row) throw reservationErrors.notFound();
    if (row.status !== 'confirmed' && row.status !== 'pending') throw reservationErrors.notCancellable();
    const refund =
      row.status === 'confirmed' ? await refundChosen(tx, row, choice, attributes['refund-cents'], now) : 0;
    await transitionReservation(tx, id, [row.status], {
      status: 'cancelled',
      cancelledAt: now,
      statusReason: reason,
      updatedAt: now,
    });
    await releaseHold(tx, id);
    await recordReservationEvent(tx, {
      reservationId: id,
      kind: 'cancelled',
      actorId: viewer.id,
      details: { by: 'campground', refund: choice, 'refund-cents': refund, reason },
      now,
    });
    let recorded: (ReservationPaymentRow | null)[] = [];
    if (row.status === 'pending') recorded = [await recordMovement(tx, row, 'void', row.totalCents, now)];
    else recorded = await recordRefund(tx, row, refund, `reservation:${id}:refund`, now);
    return { movements: recorded, refundCents: refund, online: row.source === 'online' };
  });
  for (const movement of movements) if (movement) await carryOutMovement(ctx, movement);
  if (online) await sendReservationEmail(ctx, id, 'cancelled', refundCents);
  return (await findReservationDetails(ctx.db, id))!;
}

/**
 * The camper of an online booking cancelling it without choosing anything takes the camper's
 * way; anyone else (and anyone choosing a refund) is a manager or is refused (403).
 */
export async function cancelForCaller(
  ctx: ReservationContext,
  caller: Camper,
  id: string,
  attributes: CancellationAttributes | undefined,
): Promise<ReservationDetails> {
  const details = await findReservationDetails(ctx.db, id);
  if (!details) throw reservationErrors.notFound();
  const choosing = attributes !== undefined && Object.values(attributes).some((value) => value !== undefined);
  const ownTrip = details.reservation.userId === caller.id && details.reservation.source === 'online';
  if (ownTrip && !choosing) return cancelReservation(ctx, caller, id);
  return cancelAsManager(ctx, caller, id, attributes ?? {});
}
