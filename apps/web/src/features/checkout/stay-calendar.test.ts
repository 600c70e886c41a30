import { describe, expect, it } from 'vitest';
import { escapeIcsText, stayCalendar, stayCalendarFileName } from './stay-calendar';

const STAY = {
  reservationId: '42',
  campgroundName: 'Pine Flat, Lower Loop',
  siteName: 'Site 12',
  startDate: '2027-06-01',
  endDate: '2027-06-04',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  tripUrl: 'http://localhost:3000/account/trips/42',
};

describe('the stay calendar file', () => {
  const text = stayCalendar(STAY, new Date(Date.UTC(2027, 4, 1, 8, 30, 15)));
  const lines = text.split('\r\n');

  it('is one all-day event from arrival to the departure day (exclusive)', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20270601');
    expect(lines).toContain('DTEND;VALUE=DATE:20270604');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('has a stable id, a UTC stamp and CRLF line ends', () => {
    expect(lines).toContain('UID:reservation-42@campwise');
    expect(lines).toContain('DTSTAMP:20270501T083015Z');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and names the site', () => {
    expect(lines).toContain('SUMMARY:Camping at Pine Flat\\, Lower Loop (Site 12)');
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds lines longer than 75 octets', () => {
    const long = stayCalendar({ ...STAY, campgroundName: 'X'.repeat(200) });
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n X');
  });

  it('is named after the campground and arrival', () => {
    expect(stayCalendarFileName('pine-flat', '2027-06-01')).toBe('pine-flat-2027-06-01.ics');
    expect(stayCalendarFileName(null, '2027-06-01')).toBe('campwise-stay-2027-06-01.ics');
  });
});
