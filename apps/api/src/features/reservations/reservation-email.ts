// The emails a camper gets about a reservation: booking confirmed, request received, request
// declined, booking changed by the campground (with the difference), booking cancelled (with the
// refund and the campground's reason), each in plain text and HTML, with the stay as an .ics
// attachment and a link to /account/trips/{id} (none for a booking the campground entered by
// hand: its guest has no trip page). Dates read 'MMMM d, yyyy' (spec 9).
import { formatCents, formatStayDate, PRODUCT_NAME } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';
import { writeCalendar } from './ics-writer.ts';
import type { ReservationContext } from './reservation-context.ts';
import { findReservationDetails, type ReservationDetails } from './reservation-repository.ts';

export type ReservationEmailKind = 'confirmed' | 'requested' | 'declined' | 'cancelled' | 'modified';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function tripLink(publicWebUrl: string, reservationId: string): string {
  return `${publicWebUrl}/account/trips/${encodeURIComponent(reservationId)}`;
}

// Later versions of the event win in the camper's calendar (RFC 5545 SEQUENCE).
const SEQUENCE: Record<ReservationEmailKind, number> = {
  requested: 0,
  confirmed: 1,
  modified: 2,
  declined: 3,
  cancelled: 3,
};

/** The stay as an all-day calendar event; UID stable per reservation so updates replace it. */
export function reservationCalendar(
  details: ReservationDetails,
  kind: ReservationEmailKind,
  link: string | null,
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
        description: [times, link ? `Your trip: ${link}` : ''].filter(Boolean).join('\n'),
        location: details.campgroundName,
        ...(link ? { url: link } : {}),
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
    case 'modified':
      return {
        subject: `Your reservation was changed: ${campground}`,
        opening: `${campground} changed your reservation. Here is your stay as it is now.`,
      };
  }
}

/** What a modification did to the money: charged, refunded, or nothing. */
function differenceText(differenceCents: number, paid: boolean): string {
  if (differenceCents === 0) return 'No change to the price';
  const amount = formatCents(Math.abs(differenceCents));
  if (!paid) return differenceCents > 0 ? `${amount} more` : `${amount} less`;
  return differenceCents > 0 ? `${amount} charged to your card` : `${amount} refunded to your card`;
}

export function reservationEmail(
  details: ReservationDetails,
  kind: ReservationEmailKind,
  options: {
    publicWebUrl: string;
    now: Date;
    refundCents?: number;
    /** A modification's new total minus the old one. */
    differenceCents?: number;
    /** The campground's reason for a modification (a cancellation's is the status reason). */
    reason?: string | null;
  },
): EmailMessage {
  const { reservation: r } = details;
  const link = r.source === 'online' ? tripLink(options.publicWebUrl, r.id) : null;
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
  if (kind === 'modified') {
    facts.push(['Difference', differenceText(options.differenceCents ?? 0, r.paymentStatus !== 'none')]);
    if (options.reason) facts.push(['Reason', options.reason]);
  }
  if ((kind === 'declined' || kind === 'cancelled') && r.statusReason) facts.push(['Reason', r.statusReason]);
  const greeting = r.name.trim() ? `Hi ${r.name.trim()},` : 'Hi,';
  const action = kind === 'cancelled' || kind === 'declined' ? 'See your trips' : 'View or cancel your booking';

  const text = [
    greeting,
    '',
    opening,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `${action}: ${link}`] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`] : []),
  ].join('\n');
  return {
    to: r.email,
    subject,
    text,
    html,
    ...(link ? { actionUrl: link } : {}),
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
  change?: { differenceCents: number; reason: string | null },
): Promise<void> {
  try {
    const details = await findReservationDetails(ctx.db, reservationId);
    if (!details?.reservation.email || !details.reservation.startDate || !details.reservation.endDate) return;
    await ctx.emailSender.send(
      reservationEmail(details, kind, {
        publicWebUrl: ctx.config.publicWebUrl,
        now: ctx.clock(),
        refundCents,
        differenceCents: change?.differenceCents,
        reason: change?.reason,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, reservationId }, 'could not queue the reservation email');
  }
}
