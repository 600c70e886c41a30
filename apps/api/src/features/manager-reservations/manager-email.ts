// The emails a campground's managers get about its reservations (docs/api-manager.md "Emails"):
// "New booking request" when a camper asks to book, "New booking" on an instant booking and
// "Booking cancelled" when a camper cancels, to every manager of the campground, each linking to
// the reservation in the portal (/manager?campground={id}&tab=reservations&reservation={id}).
import { eq } from 'drizzle-orm';
import { formatCents, formatStayDate } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { campgroundManagers, users } from '../../db/schema/index.ts';
import type { EmailMessage } from '../email/email-sender.ts';
import type { ReservationContext } from '../reservations/reservation-context.ts';
import { findReservationDetails, type ReservationDetails } from '../reservations/reservation-repository.ts';

export type ManagerEmailKind = 'requested' | 'booked' | 'cancelled';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function portalLink(publicWebUrl: string, campgroundId: number, reservationId: string): string {
  const query = new URLSearchParams({
    campground: String(campgroundId),
    tab: 'reservations',
    reservation: reservationId,
  });
  return `${publicWebUrl}/manager?${query.toString()}`;
}

const HEADLINES: Record<ManagerEmailKind, { subject: string; opening: string; action: string }> = {
  requested: {
    subject: 'New booking request',
    opening: 'A camper asked to book. The amount is held on their card until you approve or decline the request.',
    action: 'Approve or decline the request',
  },
  booked: { subject: 'New booking', opening: 'A camper booked a stay.', action: 'See the booking' },
  cancelled: { subject: 'Booking cancelled', opening: 'A camper cancelled their stay.', action: 'See the booking' },
};

export function managerEmail(
  details: ReservationDetails,
  kind: ManagerEmailKind,
  to: string,
  link: string,
): EmailMessage {
  const r = details.reservation;
  const { subject, opening, action } = HEADLINES[kind];
  const facts: [string, string][] = [
    ['Campground', details.campgroundName],
    ['Guest', r.name || r.email],
    ['Dates', `${formatStayDate(r.startDate!)} – ${formatStayDate(r.endDate!)}`],
    ...(details.site ? ([['Site', details.site.name]] as [string, string][]) : []),
    ['Guests', `${r.adults} adult${r.adults === 1 ? '' : 's'}${r.children ? `, ${r.children} children` : ''}`],
    ['Total', formatCents(r.totalCents)],
  ];
  if (kind === 'cancelled') facts.push(['Refunded', formatCents(r.refundedCents)]);
  const text = [opening, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', `${action}: ${link}`].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to, subject: `${subject}: ${details.campgroundName}`, text, html, actionUrl: link };
}

async function managerAddresses(db: Db, campgroundId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(campgroundManagers)
    .innerJoin(users, eq(users.id, campgroundManagers.userId))
    .where(eq(campgroundManagers.campgroundId, campgroundId));
  return rows.map((row) => row.email).filter(Boolean);
}

/**
 * Tells every manager of the reservation's campground, after the change has been committed. A
 * failure to queue is logged, never the request's error: the booking itself stands.
 */
export async function sendManagerEmail(
  ctx: Pick<ReservationContext, 'db' | 'emailSender' | 'config' | 'log'>,
  reservationId: string,
  kind: ManagerEmailKind,
): Promise<void> {
  try {
    const details = await findReservationDetails(ctx.db, reservationId);
    if (!details?.reservation.startDate || !details.reservation.endDate) return;
    const link = portalLink(ctx.config.publicWebUrl, details.reservation.campgroundId, reservationId);
    for (const to of await managerAddresses(ctx.db, details.reservation.campgroundId)) {
      await ctx.emailSender.send(managerEmail(details, kind, to, link));
    }
  } catch (error) {
    ctx.log.error({ err: error, reservationId }, 'could not queue the managers’ email');
  }
}
