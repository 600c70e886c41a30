import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CalendarReadError } from './calendar-read-error.ts';
import { NOT_A_CALENDAR_MESSAGE, parseCalendar, TOO_MANY_MESSAGE } from './calendar-parser.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const options = { timeZone: 'America/Denver', now: new Date('2027-05-01T12:00:00Z') };
const stays = (text: string, parse = options) =>
  parseCalendar(text, parse).map(({ uid, startDate, endDate }) => `${uid.split('@')[0]} ${startDate}→${endDate}`);

describe('parseCalendar', () => {
  it('reads Airbnb all-day stays, ignoring past ones and our own echoed events', () => {
    expect(stays(fixture('airbnb.ics'))).toEqual([
      '1418fb94e984-a3c1b8e7d5f0b2c1f5d0f8a2b7c9e4d1 2027-06-01→2027-06-05',
      '1418fb94e984-77f0e2d9c1a3b5e7d9f1a3c5e7b9d1f3 2027-06-12→2027-06-15',
    ]);
  });

  it('holds the nights a timed event touches in the campground time zone', () => {
    // 23:00 New York is 21:00 in Denver; 01:00 New York on the 25th is still the 24th in Denver.
    expect(stays(fixture('google-timed.ics'))).toEqual([
      '3k9v2m1q8r7s6t5u4w3x2y1z0a 2027-06-20→2027-06-22',
      '7h6g5f4e3d2c1b0a9z8y7x6w5v 2027-06-24→2027-06-25',
      '0p9o8i7u6y5t4r3e2w1q 2027-06-28→2027-06-30',
    ]);
    // The same feed for a campground in New York: the late arrival is the night of the 25th.
    expect(stays(fixture('google-timed.ics'), { ...options, timeZone: 'America/New_York' })[1]).toBe(
      '7h6g5f4e3d2c1b0a9z8y7x6w5v 2027-06-25→2027-06-26',
    );
  });

  it('expands weekly recurrences with EXDATE, RDATE, a moved and a cancelled occurrence', () => {
    const occurrences = parseCalendar(fixture('weekly-recurring.ics'), options);
    expect(occurrences.map((o) => `${o.recurrenceKey} ${o.startDate}→${o.endDate} ${o.summary}`)).toEqual([
      '2027-07-02 2027-07-02→2027-07-04 Scout troop weekend',
      '2027-07-09 2027-07-09→2027-07-11 Scout troop weekend',
      '2027-07-23 2027-07-24→2027-07-26 Scout troop weekend (moved)',
      '2027-08-06 2027-08-06→2027-08-08 Scout troop weekend',
      '2027-08-20 2027-08-20→2027-08-22 Scout troop weekend',
    ]);
  });

  it('skips cancelled events', () => {
    expect(stays(fixture('cancelled.ics'))).toEqual(['booking-55124 2027-07-15→2027-07-17']);
  });

  it('refuses a malformed file, a file that is not a calendar and a mangled date with a clear message', () => {
    expect(() => parseCalendar(fixture('malformed.ics'), options)).toThrow(
      /^The calendar file is malformed and could not be read \(/,
    );
    expect(() => parseCalendar('<html><body>Not found</body></html>', options)).toThrow(NOT_A_CALENDAR_MESSAGE);
    expect(() => parseCalendar('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:x\r\nEND:VCARD\r\n', options)).toThrow(
      NOT_A_CALENDAR_MESSAGE,
    );
    const mangled =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:2027-13-45x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(() => parseCalendar(mangled, options)).toThrow(CalendarReadError);
    expect(() => parseCalendar(mangled, options)).toThrow('Event 1 of the calendar has an invalid DTSTART');
  });

  it('expands an endless daily rule up to 2 years ahead and refuses more than 2,000 stays', () => {
    const daily = (count: string) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:daily@example.org\r\nDTSTART;VALUE=DATE:20270101\r\nDTEND;VALUE=DATE:20270102\r\nRRULE:FREQ=DAILY${count}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const endless = parseCalendar(daily(''), options);
    // Today in Denver is May 1: the night of April 30 is over; 730 days on is April 30, 2029.
    expect(endless[0]!.startDate).toBe('2027-05-01');
    expect(endless.at(-1)!.startDate).toBe('2029-04-29');
    expect(endless).toHaveLength(730);
    const many = Array.from(
      { length: 2001 },
      (_, i) =>
        `BEGIN:VEVENT\r\nUID:e${i}@example.org\r\nDTSTART;VALUE=DATE:20270601\r\nDTEND;VALUE=DATE:20270602\r\nEND:VEVENT\r\n`,
    ).join('');
    expect(() => parseCalendar(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${many}END:VCALENDAR\r\n`, options)).toThrow(
      TOO_MANY_MESSAGE,
    );
  });
});
