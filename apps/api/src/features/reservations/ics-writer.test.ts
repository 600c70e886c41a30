import { describe, expect, it } from 'vitest';
import { dateValue, escapeText, foldLine, utcDateTimeValue, writeCalendar } from './ics-writer.ts';

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('Site 12; river side, pull-through\\back\nline two\r\nthree')).toBe(
      'Site 12\\; river side\\, pull-through\\\\back\\nline two\\nthree',
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}Y`)).toBe(`${line}\r\n Y`);
  });

  it('keeps every folded line within 75 octets, counting the leading space, and never splits a character', () => {
    const line = `DESCRIPTION:${'Café à l’érable — 🏕️ '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (RFC 5545 3.1: remove CRLF followed by one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('values', () => {
  it('writes dates and UTC date-times', () => {
    expect(dateValue('2027-06-01')).toBe('20270601');
    expect(() => dateValue('June 1')).toThrow();
    expect(utcDateTimeValue(new Date('2027-05-02T03:04:05.678-06:00'))).toBe('20270502T090405Z');
  });
});

describe('writeCalendar', () => {
  const ics = writeCalendar({
    productId: '-//Campwise//Bookings//EN',
    events: [
      {
        uid: 'reservation-abc@campwise',
        stamp: new Date('2027-05-01T12:00:00Z'),
        startDate: '2027-06-01',
        endDate: '2027-06-04',
        summary: 'Stay at Aspen Grove, Site 12',
        description: 'Check-in 14:00, check-out 11:00.\nManage: https://campwise.example/account/trips/abc',
        location: 'Aspen Grove, Colorado',
        url: 'https://campwise.example/account/trips/abc',
        status: 'CONFIRMED',
      },
    ],
  });

  it('is an all-day event with an exclusive end, a stable UID and DTSTAMP in UTC', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nDTSTART;VALUE=DATE:20270601\r\n');
    expect(unfolded).toContain('\r\nDTEND;VALUE=DATE:20270604\r\n');
    expect(unfolded).toContain('\r\nUID:reservation-abc@campwise\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20270501T120000Z\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Stay at Aspen Grove\\, Site 12\r\n');
    expect(unfolded).toContain('Check-in 14:00\\, check-out 11:00.\\nManage:');
    expect(unfolded).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('ends every line with CRLF and nothing else, starts and ends the calendar', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});
