// Reservations and their price lines as JSON:API resources (docs/api-bookings.md "Attributes").
import { describeCancellationPolicy, refundFor, todayIn } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { ReservationDetails, ReservationItemRow } from './reservation-repository.ts';

/** The checkout's steps (spec section 3): vehicle only for RV sites; the web drops paymentInfo. */
export function informationFields(details: ReservationDetails): { name: string }[] {
  return [
    { name: 'dates' },
    { name: 'guests' },
    ...(details.site?.kind === 'rv' ? [{ name: 'vehicle' }] : []),
    { name: 'policies' },
    { name: 'paymentInfo' },
  ];
}

/** The booking fee the stay was charged: not refunded unless the refund is full. */
export function serviceFeeCents(items: ReservationItemRow[]): number {
  return items.filter((item) => item.kind === 'service-fee').reduce((sum, item) => sum + item.amountCents, 0);
}

/**
 * What cancelling now would give back: the policy's refund of a confirmed stay before its
 * arrival day, 0 for a pending request (its hold is voided: nothing was charged), null when the
 * camper cannot cancel it.
 */
export function cancellationRefundCents(details: ReservationDetails, now: Date): number | null {
  const { reservation, settings } = details;
  if (reservation.status === 'pending') return 0;
  if (reservation.status !== 'confirmed' || !settings || !reservation.startDate) return null;
  const refund = refundFor({
    totalCents: reservation.totalCents,
    serviceFeeCents: Math.min(serviceFeeCents(details.items), reservation.totalCents),
    arrivalDate: reservation.startDate,
    today: todayIn(settings.timeZone, now),
    policy: settings,
  });
  return refund.tier === 'too-late' ? null : refund.refundCents;
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function reservationResource(details: ReservationDetails, now: Date): ResourceObject {
  const { reservation: r, settings, site } = details;
  const nights =
    r.startDate && r.endDate ? Math.round((Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000) : null;
  // A draft holds its site only while its hold lasts; anything else holds nothing that ends.
  const holding = r.status === 'draft' && r.holdExpiresAt !== null && r.holdExpiresAt > now;
  return resource(
    'reservations',
    r.id,
    {
      campgroundId: String(r.campgroundId),
      siteId: r.siteId === null ? null : String(r.siteId),
      userId: String(r.userId),
      startDate: r.startDate,
      endDate: r.endDate,
      status: r.status,
      name: r.name,
      email: r.email,
      phone: r.phone,
      adults: r.adults,
      children: r.children,
      equipment: r.equipment,
      vehicleLengthFt: r.vehicleLengthFt,
      notes: r.notes,
      policiesAcceptedAt: isoOrNull(r.policiesAcceptedAt),
      informationFields: informationFields(details),
      bookingPolicy: r.bookingPolicy,
      nights,
      subtotalCents: r.subtotalCents,
      totalCents: r.totalCents,
      currency: r.currency,
      paymentStatus: r.paymentStatus,
      refundedCents: r.refundedCents,
      holdExpiresAt: holding ? isoOrNull(r.holdExpiresAt) : null,
      requestExpiresAt: r.status === 'pending' ? isoOrNull(r.requestExpiresAt) : null,
      confirmedAt: isoOrNull(r.confirmedAt),
      cancelledAt: isoOrNull(r.cancelledAt),
      statusReason: r.statusReason,
      cancellationRefundCents: cancellationRefundCents(details, now),
      campgroundName: details.campgroundName,
      campgroundSlug: details.campgroundSlug,
      regionSlug: details.regionSlug,
      siteName: site?.name ?? null,
      siteTypeName: site?.siteTypeName ?? null,
      checkInTime: settings?.checkInTime ?? null,
      checkOutTime: settings?.checkOutTime ?? null,
      cancellationPolicy: settings ? describeCancellationPolicy(settings) : null,
      demoInventory: settings?.isDemo ?? false,
      source: r.source,
      channel: r.channel,
      createdById: r.createdBy === null ? null : String(r.createdBy),
      // A booking the campground entered by hand is held by the manager's account, not a guest's.
      guestUserId: r.source === 'online' ? String(r.userId) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    },
    {
      campground: { data: { type: 'campgrounds', id: String(r.campgroundId) } },
      site: { data: r.siteId === null ? null : { type: 'sites', id: String(r.siteId) } },
      user: { data: { type: 'users', id: String(r.userId) } },
      reservationItems: { data: details.items.map((item) => ({ type: 'reservation-items', id: String(item.id) })) },
    },
  );
}

export function reservationItemResource(item: ReservationItemRow): ResourceObject {
  return resource(
    'reservation-items',
    String(item.id),
    {
      kind: item.kind,
      label: item.label,
      quantity: item.quantity,
      unitCents: item.unitCents,
      amountCents: item.amountCents,
    },
    { reservation: { data: { type: 'reservations', id: item.reservationId } } },
  );
}
