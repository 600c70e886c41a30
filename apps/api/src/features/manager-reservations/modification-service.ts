// A manager changes a placed reservation: its dates, its site or its price (docs/api-manager.md
// "Approve, decline, modify, cancel"). The stay moves in one transaction (its occupancy row is
// replaced, so the exclusion constraint refuses taken nights: 409, nothing changed), the price
// lines are replaced, a `modified` event is written, and the difference is settled exactly once
// under `reservation:{id}:modify:{n}`:
// - more to pay on a paid online stay: the same card is charged the difference BEFORE the change
//   is applied (a declined card changes nothing), and given back (`…:undo`) if the change then
//   cannot be applied;
// - less: the difference is refunded once the change is committed (the settle job retries it);
// - a pending request: its hold is replaced by one for the new total (the old one voided);
// - manual bookings and unpaid stays: the new amount is only recorded.
// Two modifications at once: compare-and-swap on updated_at (and status) lets one through; the
// other is 409 reservation-changed.
import { eq } from 'drizzle-orm';
import { daysBetween, SERVICE_FEE_WAIVED_LABEL, todayIn, type QuoteLine } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isConcurrencyFailure } from '../../errors/database-errors.ts';
import { PaymentDeclinedError } from '../payments/payment-provider.ts';
import { customerFor } from '../subscriptions/payment-customer.ts';
import { providerUnavailableError, PROVIDER_UNAVAILABLE_MESSAGE } from '../subscriptions/membership-error.ts';
import { moneySettled } from '../reservations/money-settled.ts';
import type { ReservationContext } from '../reservations/reservation-context.ts';
import { requireManagerOf } from '../reservations/reservation-decisions.ts';
import { sendReservationEmail } from '../reservations/reservation-email.ts';
import { reservationErrors } from '../reservations/reservation-errors.ts';
import { recordReservationEvent } from '../reservations/reservation-event-repository.ts';
import { carryOutMovement } from '../reservations/reservation-money.ts';
import { chooseSite, quoteReservation } from '../reservations/reservation-quote.ts';
import { recordRefund } from '../reservations/reservation-refunds.ts';
import {
  claimPayment,
  expireEndedHolds,
  findReservationDetails,
  forgetPayment,
  placeHold,
  replaceItems,
  settlePayment,
  updateReservation,
  type ReservationDetails,
  type ReservationPaymentRow,
  type ReservationRow,
} from '../reservations/reservation-repository.ts';
import { managerErrors } from './manager-errors.ts';
import { countModificationAttempts, isTakenByOthers, swapUpdatedAt } from './manager-reservation-repository.ts';
import { MANUAL_MAX_NIGHTS, recordedAmountLine } from './manual-booking-service.ts';

export interface ModificationInput {
  startDate?: string;
  endDate?: string;
  siteId?: number;
  totalCents?: number;
  reason?: string;
}

interface NewStay {
  siteId: number;
  startDate: string;
  endDate: string;
  lines: QuoteLine[];
  subtotalCents: number;
  totalCents: number;
}

/** How the difference is settled. */
type Settlement = 'record' | 'charge' | 'refund' | 'reauthorize';

/** The stay was priced for a PRO member (a discount line, or the booking fee waived). */
function pricedForPro(details: ReservationDetails): boolean {
  return details.items.some((item) => item.kind === 'pro-discount' || item.label === SERVICE_FEE_WAIVED_LABEL);
}

function settlementFor(row: ReservationRow, differenceCents: number): Settlement {
  if (row.source !== 'online' || !row.paymentId) return 'record';
  if (row.status === 'pending') return differenceCents === 0 ? 'record' : 'reauthorize';
  if (row.paymentStatus !== 'captured' && row.paymentStatus !== 'partially_refunded') return 'record';
  if (differenceCents > 0) return 'charge';
  return differenceCents < 0 ? 'refund' : 'record';
}

async function priceNewStay(
  ctx: ReservationContext,
  details: ReservationDetails,
  input: ModificationInput,
  today: string,
): Promise<NewStay> {
  const r = details.reservation;
  const startDate = input.startDate ?? r.startDate!;
  const endDate = input.endDate ?? r.endDate!;
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) throw managerErrors.invalid('end-date', 'The departure date must be after the arrival date.');
  if (nights > MANUAL_MAX_NIGHTS)
    throw managerErrors.invalid('end-date', `A stay is at most ${MANUAL_MAX_NIGHTS} nights.`);
  if (endDate <= today) throw managerErrors.invalid('end-date', 'The new departure date must be after today.');
  const siteId = input.siteId ?? r.siteId!;
  const site = await chooseSite(ctx.db, r.campgroundId, siteId);
  if (input.totalCents !== undefined) {
    const line = {
      ...recordedAmountLine(nights, input.totalCents),
      label: `${nights} night${nights === 1 ? '' : 's'}, price set by the campground`,
    };
    return {
      siteId,
      startDate,
      endDate,
      lines: input.totalCents > 0 ? [line] : [],
      subtotalCents: input.totalCents,
      totalCents: input.totalCents,
    };
  }
  if (r.source !== 'online') {
    // What the guest paid elsewhere stays as recorded unless the manager gives a new total.
    const lines = r.totalCents > 0 ? [recordedAmountLine(nights, r.totalCents)] : [];
    return { siteId, startDate, endDate, lines, subtotalCents: r.subtotalCents, totalCents: r.totalCents };
  }
  const quote = await quoteReservation(
    ctx.db,
    { campgroundId: r.campgroundId, siteTypeId: site.siteTypeId, startDate, endDate, isPro: pricedForPro(details) },
    ctx.config.bookingServiceFeeBps,
  );
  return {
    siteId,
    startDate,
    endDate,
    lines: quote.lines,
    subtotalCents: quote.subtotalCents,
    totalCents: quote.totalCents,
  };
}

/** Moves the stay, replaces its lines and totals and writes the event, in the caller's transaction. */
async function applyChange(
  tx: Db,
  row: ReservationRow,
  stay: NewStay,
  change: { actorId: number; n: number; reason: string | null; now: Date; paymentId?: string },
): Promise<void> {
  await expireEndedHolds(tx, change.now, { siteId: stay.siteId, startDate: stay.startDate, endDate: stay.endDate });
  await placeHold(tx, {
    reservationId: row.id,
    campgroundId: row.campgroundId,
    siteId: stay.siteId,
    startDate: stay.startDate,
    endDate: stay.endDate,
    expiresAt: null,
  });
  await replaceItems(tx, row.id, stay.lines);
  await updateReservation(tx, row.id, {
    siteId: stay.siteId,
    startDate: stay.startDate,
    endDate: stay.endDate,
    subtotalCents: stay.subtotalCents,
    totalCents: stay.totalCents,
    ...(change.paymentId ? { paymentId: change.paymentId } : {}),
  });
  await recordReservationEvent(tx, {
    reservationId: row.id,
    kind: 'modified',
    actorId: change.actorId,
    details: {
      n: change.n,
      from: {
        'site-id': String(row.siteId),
        'start-date': row.startDate,
        'end-date': row.endDate,
        'total-cents': row.totalCents,
      },
      to: {
        'site-id': String(stay.siteId),
        'start-date': stay.startDate,
        'end-date': stay.endDate,
        'total-cents': stay.totalCents,
      },
      'difference-cents': stay.totalCents - row.totalCents,
      reason: change.reason,
    },
    now: change.now,
  });
}

/** Runs a transaction that moves a stay; a refused move is 409 site-unavailable, nothing written. */
async function moving<T>(ctx: ReservationContext, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (raw) => work(raw as unknown as Db));
  } catch (error) {
    if (isConcurrencyFailure(error)) throw managerErrors.siteUnavailable({ pointer: '/data/relationships/site' });
    throw error;
  }
}

/** The card of the reservation's payment, charged (or held) for `amountCents` under the claimed key. */
async function askForMoney(
  ctx: ReservationContext,
  details: ReservationDetails,
  payment: ReservationPaymentRow,
  kind: 'charge' | 'authorize',
): Promise<string> {
  const r = details.reservation;
  try {
    const [guest] = await ctx.db
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, r.userId));
    const customerId = await customerFor(ctx, guest!);
    const paymentMethodId = await ctx.provider.paymentMethodOf({ paymentId: r.paymentId! });
    const request = {
      customerId,
      paymentMethodId,
      amountCents: payment.amountCents,
      description: `${details.campgroundName}: change to reservation ${r.id}`,
      idempotencyKey: payment.idempotencyKey,
      reuse: 'off-session' as const,
    };
    const answer = kind === 'charge' ? await ctx.provider.charge(request) : await ctx.provider.authorize(request);
    return answer.id;
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await settlePayment(ctx.db, payment.id, { status: 'failed', failureCode: error.code, now: ctx.clock() });
      throw reservationErrors.declined(error.code, error.message);
    }
    // No answer: nothing known to be charged; the next attempt asks again under the same key.
    await forgetPayment(ctx.db, payment.id);
    ctx.log.warn({ err: error, reservationId: r.id }, 'modification payment failed without an answer');
    throw providerUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE);
  }
}

/** Gives back money taken for a change that could not be applied. */
async function undo(
  ctx: ReservationContext,
  payment: ReservationPaymentRow,
  providerId: string,
  kind: 'charge' | 'authorize',
) {
  const now = ctx.clock();
  await settlePayment(ctx.db, payment.id, { status: 'succeeded', providerId, now });
  const claim = await claimPayment(ctx.db, {
    reservationId: payment.reservationId,
    kind: kind === 'charge' ? 'refund' : 'void',
    amountCents: payment.amountCents,
    idempotencyKey: `${payment.idempotencyKey}:undo`,
    providerId,
    now,
  });
  if (claim) await carryOutMovement(ctx, claim);
}

export async function modifyReservation(
  ctx: ReservationContext,
  viewer: { id: number; admin: boolean },
  id: string,
  input: ModificationInput,
): Promise<ReservationDetails> {
  const details = await requireManagerOf(ctx, viewer, id);
  const r = details.reservation;
  const now = ctx.clock();
  const today = todayIn(details.settings?.timeZone ?? 'UTC', now);
  const modifiable = r.status === 'pending' || (r.status === 'confirmed' && r.endDate !== null && r.endDate > today);
  if (!modifiable || !r.startDate || !r.siteId) throw managerErrors.notModifiable();
  const stay = await priceNewStay(ctx, details, input, today);
  const differenceCents = stay.totalCents - r.totalCents;
  const settlement = settlementFor(r, differenceCents);
  const reason = input.reason?.trim() || null;
  // A courtesy look before any card is touched; the constraint stays the guard.
  if (await isTakenByOthers(ctx.db, id, stay, now)) {
    throw managerErrors.siteUnavailable({ pointer: '/data/relationships/site' });
  }
  const n = (await countModificationAttempts(ctx.db, id)) + 1;
  const key = `reservation:${id}:modify:${n}`;
  const seen = { updatedAt: r.updatedAt, status: r.status };

  if (settlement === 'charge' || settlement === 'reauthorize') {
    const kind = settlement === 'charge' ? 'charge' : 'authorize';
    // Only one change at a time gets this far: the swap, then the key, in one transaction.
    const claimed = await ctx.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const swapped = await swapUpdatedAt(tx, id, seen, now);
      if (!swapped) throw managerErrors.reservationChanged();
      const payment = await claimPayment(tx, {
        reservationId: id,
        kind,
        amountCents: kind === 'charge' ? differenceCents : stay.totalCents,
        idempotencyKey: key,
        now,
      });
      if (!payment) throw managerErrors.reservationChanged();
      return { swapped, payment };
    });
    const providerId = await askForMoney(ctx, details, claimed.payment, kind);
    let voidOld: ReservationPaymentRow | null = null;
    try {
      voidOld = await moving(ctx, async (tx) => {
        const later = ctx.clock();
        if (!(await swapUpdatedAt(tx, id, { updatedAt: claimed.swapped, status: r.status }, later))) {
          throw managerErrors.reservationChanged();
        }
        await applyChange(tx, r, stay, {
          actorId: viewer.id,
          n,
          reason,
          now: later,
          ...(kind === 'authorize' ? { paymentId: providerId } : {}),
        });
        await settlePayment(tx, claimed.payment.id, { status: 'succeeded', providerId, now: later });
        if (kind === 'charge') {
          await moneySettled(
            tx,
            { reservationId: id, kind: 'charge', amountCents: differenceCents, idempotencyKey: key },
            later,
          );
          return null;
        }
        // The new hold replaces the old one, which is released.
        return claimPayment(tx, {
          reservationId: id,
          kind: 'void',
          amountCents: r.totalCents,
          idempotencyKey: `${key}:void`,
          providerId: r.paymentId,
          now: later,
        });
      });
    } catch (error) {
      await undo(ctx, claimed.payment, providerId, kind);
      throw error;
    }
    if (voidOld) await carryOutMovement(ctx, voidOld);
  } else {
    const refunds = await moving(ctx, async (tx) => {
      if (!(await swapUpdatedAt(tx, id, seen, now))) throw managerErrors.reservationChanged();
      await applyChange(tx, r, stay, { actorId: viewer.id, n, reason, now });
      return settlement === 'refund' ? recordRefund(tx, r, -differenceCents, key, now) : [];
    });
    for (const refund of refunds) await carryOutMovement(ctx, refund);
  }
  if (r.source === 'online') await sendReservationEmail(ctx, id, 'modified', undefined, { differenceCents, reason });
  return (await findReservationDetails(ctx.db, id))!;
}
