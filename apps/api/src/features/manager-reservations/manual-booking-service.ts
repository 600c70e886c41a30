// Internal (walk-in, phone) and external (another channel's) bookings a manager enters by hand
// (docs/api-manager.md "Internal and external bookings"): confirmed at once, no card charged,
// holding the site's nights through site_occupancies like any other stay, so the exclusion
// constraint refuses them over a taken night (409, nothing created). Stay rules do not bind the
// manager; past dates are allowed for record keeping, up to a year back.
import { addDays, daysBetween, todayIn } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { isConcurrencyFailure } from '../../errors/database-errors.ts';
import { findSite } from '../inventory/inventory-repository.ts';
import { requireCampgroundManager, type ManagerCandidate } from '../inventory/manager-access.ts';
import { findBookingSettings } from '../inventory/pricing-terms-repository.ts';
import type { ReservationContext } from '../reservations/reservation-context.ts';
import { sendReservationEmail } from '../reservations/reservation-email.ts';
import { recordReservationEvent } from '../reservations/reservation-event-repository.ts';
import {
  expireEndedHolds,
  findReservationDetails,
  insertReservation,
  placeHold,
  replaceItems,
  type ReservationDetails,
} from '../reservations/reservation-repository.ts';
import { managerErrors } from './manager-errors.ts';
import type { ManualBookingAttributes } from './manager-reservation-schemas.ts';

/** How far back a manual booking may be entered, for the campground's records. */
export const MANUAL_PAST_DAYS = 365;
/** The longest stay entered at once. */
export const MANUAL_MAX_NIGHTS = 366;

/** 422 unless end > start, the stay is not too long and its arrival not too far back. */
export function checkManagerStay(startDate: string, endDate: string, today: string): void {
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) throw managerErrors.invalid('end-date', 'The departure date must be after the arrival date.');
  if (nights > MANUAL_MAX_NIGHTS) {
    throw managerErrors.invalid('end-date', `A stay is at most ${MANUAL_MAX_NIGHTS} nights.`);
  }
  if (startDate < addDays(today, -MANUAL_PAST_DAYS)) {
    throw managerErrors.invalid('start-date', `A stay can be recorded up to ${MANUAL_PAST_DAYS} days back.`);
  }
}

/** The one price line of a manual booking: what the guest paid elsewhere, as the manager recorded it. */
export function recordedAmountLine(nights: number, amountCents: number) {
  return {
    kind: 'lodging' as const,
    label: `${nights} night${nights === 1 ? '' : 's'}, price recorded by the campground`,
    quantity: 1,
    unitCents: amountCents,
    amountCents,
  };
}

export async function createManualBooking(
  ctx: ReservationContext,
  manager: ManagerCandidate,
  siteId: number,
  a: ManualBookingAttributes,
): Promise<ReservationDetails> {
  const { db } = ctx;
  const now = ctx.clock();
  const site = await findSite(db, siteId);
  if (!site || !site.active) throw managerErrors.invalidRelationship('site', 'Choose one of this campground’s sites.');
  await requireCampgroundManager(db, manager, site.campgroundId);
  const channel = a.channel ?? null;
  if (a.source === 'external' && !channel) {
    throw managerErrors.invalid('channel', 'Name the channel the booking came from.');
  }
  if (a.source === 'internal' && channel) {
    throw managerErrors.invalid('channel', 'Only an external booking names a channel.');
  }
  const settings = await findBookingSettings(db, site.campgroundId);
  checkManagerStay(a['start-date'], a['end-date'], todayIn(settings?.timeZone ?? 'UTC', now));
  const nights = daysBetween(a['start-date'], a['end-date']);
  const amountCents = a['amount-cents'] ?? 0;

  let id: string;
  try {
    id = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const row = await insertReservation(tx, {
        userId: manager.id,
        createdBy: manager.id,
        campgroundId: site.campgroundId,
        siteId,
        startDate: a['start-date'],
        endDate: a['end-date'],
        status: 'confirmed',
        source: a.source,
        channel,
        name: a.name,
        email: a.email ?? '',
        phone: a.phone ?? '',
        adults: a.adults ?? 1,
        children: a.children ?? 0,
        notes: a.notes ?? '',
        bookingPolicy: settings?.bookingPolicy ?? 'instant',
        subtotalCents: amountCents,
        totalCents: amountCents,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await replaceItems(tx, row.id, amountCents > 0 ? [recordedAmountLine(nights, amountCents)] : []);
      // A draft's lapsed hold in the way is over; the insert below is the guard.
      await expireEndedHolds(tx, now, { siteId, startDate: a['start-date'], endDate: a['end-date'] });
      await placeHold(tx, {
        reservationId: row.id,
        campgroundId: site.campgroundId,
        siteId,
        startDate: a['start-date'],
        endDate: a['end-date'],
        expiresAt: null,
      });
      await recordReservationEvent(tx, {
        reservationId: row.id,
        kind: 'created',
        actorId: manager.id,
        details: { source: a.source, channel, 'amount-cents': amountCents },
        now,
      });
      return row.id;
    });
  } catch (error) {
    if (isConcurrencyFailure(error)) throw managerErrors.siteUnavailable({ pointer: '/data/relationships/site' });
    throw error;
  }
  if (a['send-confirmation'] && a.email) await sendReservationEmail(ctx, id, 'confirmed');
  return (await findReservationDetails(db, id))!;
}
