// A small iCalendar (RFC 5545) writer for all-day stays: the confirmation email's .ics. Only
// what a stay needs: VCALENDAR with VEVENTs whose dates are VALUE=DATE with an exclusive end
// (the departure day, as RFC 5545 3.6.1 reads DTEND), DTSTAMP in UTC, text escaped (3.3.11),
// lines ended with CRLF and folded at 75 octets (3.1).

export interface AllDayEvent {
  /** Stable across updates, so calendars replace the event instead of adding another. */
  uid: string;
  /** When this copy was made; written in UTC. */
  stamp: Date;
  /** ISO calendar dates; `endDate` exclusive (the departure morning). */
  startDate: string;
  endDate: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Increase with each change of the event (RFC 5545 3.8.7.4). */
  sequence?: number;
}

export interface Calendar {
  /** e.g. -//Campwise//Bookings//EN */
  productId: string;
  /** PUBLISH for an event sent for information (no reply expected), CANCEL for a cancelled one. */
  method?: 'PUBLISH' | 'CANCEL';
  events: AllDayEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space; never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line has 75 octets; continuations lose one to their leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2027-06-01 → 20270601 (a DATE value). */
export function dateValue(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`not an ISO date: ${isoDate}`);
  return isoDate.replace(/-/g, '');
}

/** A DATE-TIME in UTC: 20270601T120000Z. */
export function utcDateTimeValue(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function eventLines(event: AllDayEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTimeValue(event.stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
    `DTEND;VALUE=DATE:${dateValue(event.endDate)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  // A campsite night does not block the camper's working day in their calendar.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole .ics text, CRLF line endings, folded. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
