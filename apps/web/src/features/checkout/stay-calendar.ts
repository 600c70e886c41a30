// The 'Add to calendar' file of a booked stay (RFC 5545), built in the browser from the
// reservation: one all-day event from arrival to departure (DTEND is exclusive, as the stay's
// end date is), with a stable UID so adding it twice updates the same event.

export interface StayEvent {
  reservationId: string;
  campgroundName: string;
  siteName: string | null;
  startDate: string;
  endDate: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  /** Absolute URL of the trip page. */
  tripUrl: string;
}

function icsDate(date: string): string {
  return date.replaceAll('-', '');
}

function icsTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuation lines starting with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function stayCalendar(stay: StayEvent, now: Date = new Date()): string {
  const summary = `Camping at ${stay.campgroundName}${stay.siteName ? ` (${stay.siteName})` : ''}`;
  const times = [
    stay.checkInTime ? `Check-in from ${stay.checkInTime}` : null,
    stay.checkOutTime ? `check-out by ${stay.checkOutTime}` : null,
  ].filter(Boolean);
  const description = [times.join(', '), `Your trip: ${stay.tripUrl}`].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Campwise//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${stay.reservationId}@campwise`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART;VALUE=DATE:${icsDate(stay.startDate)}`,
    `DTEND;VALUE=DATE:${icsDate(stay.endDate)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `LOCATION:${escapeIcsText(stay.campgroundName)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${stay.tripUrl}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The download's file name, e.g. 'pine-flat-2027-06-01.ics'. */
export function stayCalendarFileName(campgroundSlug: string | null, startDate: string): string {
  const base = (campgroundSlug ?? 'campwise-stay').replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
  return `${base}-${startDate}.ics`;
}
