// The email a campground's managers get when an imported calendar wants nights one of our stays
// (or another block) already holds: each conflict is told once, in the email of the sync that
// found it. Dates read 'MMMM d, yyyy' (spec 9).
import { formatStayDate } from '@campwise/domain';
import type { EmailMessage } from '../email/email-sender.ts';
import type { ConflictRecord } from './calendar-import-repository.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const dates = (start: string, end: string) => `${formatStayDate(start)} – ${formatStayDate(end)}`;

function describe(conflict: ConflictRecord): string {
  const event = `“${conflict.summary || 'Untitled event'}” (${dates(conflict.startDate, conflict.endDate)})`;
  if (conflict.reservationId && conflict.reservationStartDate && conflict.reservationEndDate) {
    const guest = conflict.guestName?.trim() ? `${conflict.guestName.trim()}’s reservation` : 'a reservation';
    return `${event} overlaps ${guest} (${dates(conflict.reservationStartDate, conflict.reservationEndDate)}).`;
  }
  return `${event} overlaps nights that are already blocked.`;
}

export function conflictEmail(
  to: string,
  facts: { campgroundName: string; importName: string; siteName: string; portalUrl: string },
  conflicts: ConflictRecord[],
): EmailMessage {
  const subject = `Calendar conflict at ${facts.campgroundName}`;
  const opening =
    `The imported calendar “${facts.importName}” for ${facts.siteName} has ` +
    `${conflicts.length === 1 ? 'an event' : `${conflicts.length} events`} on nights already taken here. ` +
    'We did not double-book: those nights stay as they are until you resolve it.';
  const lines = conflicts.map(describe);
  const action = 'Review calendar conflicts';
  return {
    to,
    subject,
    text: [opening, '', ...lines.map((line) => `- ${line}`), '', `${action}: ${facts.portalUrl}`].join('\n'),
    html: [
      `<p>${escapeHtml(opening)}</p>`,
      '<ul>',
      ...lines.map((line) => `<li>${escapeHtml(line)}</li>`),
      '</ul>',
      `<p><a href="${escapeHtml(facts.portalUrl)}">${escapeHtml(action)}</a></p>`,
    ].join('\n'),
    actionUrl: facts.portalUrl,
  };
}
