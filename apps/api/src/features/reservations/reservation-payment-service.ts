// Paying for a draft (POST /reservations/{id}/payment): instant bookings are charged and
// confirmed; requests to book are authorized (held) and pending until the manager answers or
// BOOKING_REQUEST_HOURS pass. One reservation_payments row per idempotency key makes the
// charge happen once however many requests pay at once: the first claims the key, the others
// answer the reservation as it is. The key changes only after a declined card, so a retry with
// another card is a new attempt, and a provider that did not answer is asked again under the
// same key (it replays what it did).
import { addSeconds } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { validateEmail, VALIDATION_MESSAGES } from '@campwise/domain';
import { enqueueJob } from '../../jobs/job-repository.ts';
import { PaymentDeclinedError } from '../payments/payment-provider.ts';
import { customerFor } from '../subscriptions/payment-customer.ts';
import { providerUnavailableError, PROVIDER_UNAVAILABLE_MESSAGE } from '../subscriptions/membership-error.ts';
import type { Camper, ReservationContext } from './reservation-context.ts';
import { reservationErrors } from './reservation-errors.ts';
import { checkNotHidden } from './reservation-quote.ts';
import { sendReservationEmail } from './reservation-email.ts';
import { requestExpireJob } from './reservation-job-types.ts';
import { sendManagerEmail } from '../manager-reservations/manager-email.ts';
import { moneySettled } from './money-settled.ts';
import { recordReservationEvent } from './reservation-event-repository.ts';
import { carryOutMovement } from './reservation-money.ts';
import {
  claimPayment,
  countFailedPayments,
  findPaymentByKey,
  findReservationDetails,
  forgetPayment,
  holdForGood,
  PAYMENT_IN_FLIGHT_SECONDS,
  settlePayment,
  transitionReservation,
  type ReservationDetails,
  type ReservationPaymentRow,
} from './reservation-repository.ts';
import { ownReservation, RV_EQUIPMENT } from './reservation-service.ts';

/** 422 naming the first thing the draft still needs before it can be paid for. */
function checkComplete(details: ReservationDetails): void {
  const r = details.reservation;
  if (!r.startDate || !r.endDate) throw reservationErrors.invalid('start-date', 'Choose your dates.');
  if (!details.site) throw reservationErrors.invalid('site', 'Choose a site.', true);
  if (!r.name.trim()) throw reservationErrors.invalid('name', VALIDATION_MESSAGES.nameRequired);
  const emailProblem = validateEmail(r.email);
  if (emailProblem) throw reservationErrors.invalid('email', emailProblem);
  if (!r.phone.trim()) throw reservationErrors.invalid('phone', 'Please enter a phone number.');
  if (
    details.site.kind === 'rv' &&
    r.equipment !== null &&
    RV_EQUIPMENT.has(r.equipment) &&
    r.vehicleLengthFt === null
  ) {
    throw reservationErrors.invalid('vehicle-length-ft', 'Enter the length of your RV or trailer.');
  }
  if (!r.policiesAcceptedAt) {
    throw reservationErrors.invalid('policies-accepted', 'Please accept the campground’s policies to book.');
  }
}

type Claim = { payment: ReservationPaymentRow } | { answered: ReservationDetails };

/** Takes the attempt's key, or learns that another request has (or had) it. */
async function claimAttempt(
  ctx: ReservationContext,
  details: ReservationDetails,
  kind: 'charge' | 'authorize',
): Promise<Claim> {
  const { db } = ctx;
  const r = details.reservation;
  for (let tries = 0; tries < 2; tries++) {
    const attempt = (await countFailedPayments(db, r.id)) + 1;
    const idempotencyKey = `reservation:${r.id}:${kind}:${attempt}`;
    const now = ctx.clock();
    const payment = await claimPayment(db, {
      reservationId: r.id,
      kind,
      amountCents: r.totalCents,
      idempotencyKey,
      now,
    });
    if (payment) return { payment };
    const earlier = await findPaymentByKey(db, idempotencyKey);
    if (!earlier) continue;
    if (earlier.status === 'succeeded') {
      // Paid, but the request that paid stopped before recording it: record it now.
      return { answered: await finishPayment(ctx, earlier, earlier.providerId!, kind) };
    }
    if (earlier.status === 'failed') {
      throw reservationErrors.declined(earlier.failureCode ?? 'card_declined', 'Your card was declined.');
    }
    const stale = earlier.createdAt.getTime() < now.getTime() - PAYMENT_IN_FLIGHT_SECONDS * 1000;
    // Another request is paying right now: the reservation as it is (the payment is not doubled).
    if (!stale) return { answered: (await findReservationDetails(db, r.id))! };
    // Its request stopped without an answer: ask again under the same key (the provider replays).
    await forgetPayment(db, earlier.id);
  }
  return { answered: (await findReservationDetails(db, r.id))! };
}

/**
 * Records a successful charge or authorization: the draft becomes confirmed or pending and its
 * hold is kept for good, in one transaction. When the draft is no longer a draft (its hold ran
 * out while the card was being charged), the money goes back and 409 hold-expired answers.
 */
async function finishPayment(
  ctx: ReservationContext,
  payment: ReservationPaymentRow,
  providerId: string,
  kind: 'charge' | 'authorize',
): Promise<ReservationDetails> {
  const { db } = ctx;
  const now = ctx.clock();
  const requestExpiresAt = addSeconds(now, ctx.config.bookingRequestHours * 3600);
  const placed = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await settlePayment(tx, payment.id, { status: 'succeeded', providerId, now });
    const moved = await transitionReservation(tx, payment.reservationId, ['draft'], {
      status: kind === 'charge' ? 'confirmed' : 'pending',
      paymentStatus: kind === 'charge' ? 'captured' : 'authorized',
      paymentId: providerId,
      holdExpiresAt: null,
      confirmedAt: kind === 'charge' ? now : null,
      requestExpiresAt: kind === 'charge' ? null : requestExpiresAt,
      updatedAt: now,
    });
    if (!moved) return false;
    if ((await holdForGood(tx, payment.reservationId)) !== 1) {
      throw new Error(`reservation ${payment.reservationId} was paid without a hold on its site`);
    }
    await recordReservationEvent(tx, {
      reservationId: payment.reservationId,
      kind: 'created',
      actorId: moved.userId,
      details: { source: 'online', 'total-cents': moved.totalCents },
      now,
    });
    if (kind === 'charge') {
      await moneySettled(
        tx,
        {
          reservationId: payment.reservationId,
          kind: 'charge',
          amountCents: payment.amountCents,
          idempotencyKey: payment.idempotencyKey,
        },
        now,
      );
    }
    if (kind === 'authorize') {
      await enqueueJob(tx, requestExpireJob, { reservationId: payment.reservationId }, now, {
        runAt: requestExpiresAt,
        uniqueKey: payment.reservationId,
      });
    }
    return true;
  });
  const details = (await findReservationDetails(db, payment.reservationId))!;
  if (!placed) {
    // Already placed by another request (answered as it is), or lapsed: give the money back.
    if (details.reservation.paymentId === providerId) return details;
    await giveBack(ctx, payment, providerId, kind);
    throw reservationErrors.holdExpired();
  }
  await sendReservationEmail(ctx, payment.reservationId, kind === 'charge' ? 'confirmed' : 'requested');
  await sendManagerEmail(ctx, payment.reservationId, kind === 'charge' ? 'booked' : 'requested');
  return details;
}

async function giveBack(
  ctx: ReservationContext,
  payment: ReservationPaymentRow,
  providerId: string,
  kind: 'charge' | 'authorize',
) {
  const claim = await claimPayment(ctx.db, {
    reservationId: payment.reservationId,
    kind: kind === 'charge' ? 'refund' : 'void',
    amountCents: payment.amountCents,
    idempotencyKey: `${payment.idempotencyKey}:lost-hold`,
    providerId,
    now: ctx.clock(),
  });
  if (claim) await carryOutMovement(ctx, claim);
}

export async function payReservation(
  ctx: ReservationContext,
  camper: Camper,
  id: string,
  paymentMethodId: string,
): Promise<ReservationDetails> {
  const details = await ownReservation(ctx, camper, id);
  const r = details.reservation;
  // Paid already (a retry, or a second tab): the reservation as it is, nothing charged again.
  if (r.status === 'pending' || r.status === 'confirmed') return details;
  if (r.status === 'expired') throw reservationErrors.holdExpired();
  if (r.status !== 'draft') throw reservationErrors.notADraft();
  checkComplete(details);
  if (!r.holdExpiresAt || r.holdExpiresAt <= ctx.clock()) throw reservationErrors.holdExpired();
  await checkNotHidden(ctx.db, r.campgroundId);

  const kind = r.bookingPolicy === 'request' ? 'authorize' : 'charge';
  const claim = await claimAttempt(ctx, details, kind);
  if ('answered' in claim) return claim.answered;
  const { payment } = claim;

  let providerId: string;
  try {
    const customerId = await customerFor(ctx, { id: camper.id, email: camper.email, fullName: camper.fullName });
    const request = {
      customerId,
      paymentMethodId,
      amountCents: r.totalCents,
      description: `${details.campgroundName}, ${details.site!.name}: ${r.startDate} to ${r.endDate}`,
      idempotencyKey: payment.idempotencyKey,
      reuse: 'keep-card' as const,
    };
    ({ id: providerId } =
      kind === 'charge' ? await ctx.provider.charge(request) : await ctx.provider.authorize(request));
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      // The draft and its hold stay; the next attempt uses a new key.
      await settlePayment(ctx.db, payment.id, { status: 'failed', failureCode: error.code, now: ctx.clock() });
      throw reservationErrors.declined(error.code, error.message);
    }
    // No answer: nothing known to be charged. The same key is asked again on the next attempt.
    await forgetPayment(ctx.db, payment.id);
    ctx.log.warn({ err: error, reservationId: id }, 'reservation payment failed without an answer');
    throw providerUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE);
  }
  return finishPayment(ctx, payment, providerId, kind);
}
