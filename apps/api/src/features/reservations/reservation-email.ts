// The emails a camper gets about a reservation: booking confirmed, request received, request
// declined, booking cancelled (with the refund), each in plain text and HTML, with the stay as
// an .ics attachment and a link to /account/trips/{id}. Dates read 'MMMM d, yyyy' (spec 9).
import { formatCents, formatStayDate, PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';
import { writeCalendar } from './ics-writer.ts';
import type { ReservationContext } from './reservation-context.ts';
import { findReservationDetails, type ReservationDetails } from './reservation-repository.ts';

export type ReservationEmailKind = 'confirmed' | 'requested' | 'declined' | 'cancelled';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function tripLink(publicWebUrl: string, reservationId: string): string {
  return `${publicWebUrl}/account/trips/${encodeURIComponent(reservationId)}`;
}

// Later versions of the event win in the camper's calendar (RFC 5545 SEQUENCE).
const SEQUENCE: Record<ReservationEmailKind, number> = { requested: 0, confirmed: 1, declined: 2, cancelled: 2 };

/** The stay as an all-day calendar event; UID stable per reservation so updates replace it. */
export function reservationCalendar(
  details: ReservationDetails,
  kind: ReservationEmailKind,
  link: string,
  now: Date,
): string {
  const { reservation: r, settings } = details;
  const place = details.site ? `${details.campgroundName}, ${details.site.name}` : details.campgroundName;
  const times = settings ? `Check-in from ${settings.checkInTime}, check-out by ${settings.checkOutTime}.` : '';
  const over = kind === 'cancelled' || kind === 'declined';
  return writeCalendar({
    productId: `-//${PRODUCT_NAME}//Bookings//EN`,
    method: over ? 'CANCEL' : 'PUBLISH',
    events: [
      {
        uid: `reservation-${r.id}@campwise`,
        stamp: now,
        startDate: r.startDate!,
        endDate: r.endDate!,
        summary: `Camping at ${place}`,
        description: [times, `Your trip: ${link}`].filter(Boolean).join('\n'),
        location: details.campgroundName,
        url: link,
        status: over ? 'CANCELLED' : kind === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
        sequence: SEQUENCE[kind],
      },
    ],
  });
}

function headline(kind: ReservationEmailKind, campground: string): { subject: string; opening: string } {
  switch (kind) {
    case 'confirmed':
      return { subject: `Booking confirmed: ${campground}`, opening: `Your booking at ${campground} is confirmed.` };
    case 'requested':
      return {
        subject: `Request received: ${campground}`,
        opening: `We sent your request to book ${campground} to the campground. The amount is held on your card, not charged, until they approve it.`,
      };
    case 'declined':
      return {
        subject: `Request declined: ${campground}`,
        opening: `Your request to book ${campground} was not approved. The hold on your card has been released; you were not charged.`,
      };
    case 'cancelled':
      return { subject: `Booking cancelled: ${campground}`, opening: `Your booking at ${campground} is cancelled.` };
  }
}

export function reservationEmail(
  details: ReservationDetails,
  kind: ReservationEmailKind,
  options: { publicWebUrl: string; now: Date; refundCents?: number },
): EmailMessage {
  const { reservation: r } = details;
  const link = tripLink(options.publicWebUrl, r.id);
  const { subject, opening } = headline(kind, details.campgroundName);
  const dates = `${formatStayDate(r.startDate!)} – ${formatStayDate(r.endDate!)}`;
  const facts: [string, string][] = [
    ['Dates', dates],
    ...(details.site ? ([['Site', `${details.site.name} (${details.site.siteTypeName})`]] as [string, string][]) : []),
    ...(details.settings
      ? ([['Check-in / check-out', `${details.settings.checkInTime} / ${details.settings.checkOutTime}`]] as [
          string,
          string,
        ][])
      : []),
    [
      'Guests',
      `${r.adults} adult${r.adults === 1 ? '' : 's'}${r.children ? `, ${r.children} child${r.children === 1 ? '' : 'ren'}` : ''}`,
    ],
    [kind === 'requested' ? 'Amount held' : 'Total', formatCents(r.totalCents)],
  ];
  if (kind === 'cancelled') {
    const refund = options.refundCents ?? r.refundedCents;
    facts.push([
      'Refund',
      refund > 0
        ? `${formatCents(refund)} to your card`
        : r.paymentStatus === 'voided'
          ? 'Nothing was charged'
          : 'No refund under the campground’s policy',
    ]);
  }
  if (kind === 'declined' && r.statusReason) facts.push(['Reason', r.statusReason]);
  const greeting = r.name.trim() ? `Hi ${r.name.trim()},` : 'Hi,';
  const action = kind === 'cancelled' || kind === 'declined' ? 'See your trips' : 'View or cancel your booking';

  const text = [
    greeting,
    '',
    opening,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${action}: ${link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return {
    to: r.email,
    subject,
    text,
    html,
    actionUrl: link,
    attachments: [
      {
        filename: 'reservation.ics',
        contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' || kind === 'declined' ? 'CANCEL' : 'PUBLISH'}`,
        content: reservationCalendar(details, kind, link, options.now),
      },
    ],
  };
}

/**
 * Sends the email after the change it tells of has been committed. A failure to queue it is
 * logged, never the request's error: the booking itself stands.
 */
export async function sendReservationEmail(
  ctx: ReservationContext,
  reservationId: string,
  kind: ReservationEmailKind,
  refundCents?: number,
): Promise<void> {
  try {
    const details = await findReservationDetails(ctx.db, reservationId);
    if (!details?.reservation.email || !details.reservation.startDate || !details.reservation.endDate) return;
    await ctx.emailSender.send(
      reservationEmail(details, kind, { publicWebUrl: ctx.config.publicWebUrl, now: ctx.clock(), refundCents }),
    );
  } catch (error) {
    ctx.log.error({ err: error, reservationId }, 'could not queue the reservation email');
  }
}
