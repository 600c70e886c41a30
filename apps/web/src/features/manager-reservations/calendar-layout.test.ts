import { describe, expect, it } from 'vitest';
import {
  barTone,
  layoutCalendar,
  placeStay,
  shiftWindow,
  weekStart,
  windowAround,
  windowDays,
  windowEnd,
} from './calendar-layout';
import type { OccupancyStay } from './manager-records';

const stay = (startDate: string, endDate: string, extra: Partial<OccupancyStay> = {}): OccupancyStay => ({
  startDate,
  endDate,
  kind: 'reservation',
  reservationId: '7',
  blockId: null,
  status: 'confirmed',
  guestName: 'Ada Lovelace',
  source: 'online',
  reason: null,
  ...extra,
});

// 2027-06-06 is a Sunday.
const window = { from: '2027-06-06', days: 14 };

describe('the calendar window', () => {
  it('starts on the Sunday of the week holding the day and spans whole weeks', () => {
    expect(weekStart('2027-06-09')).toBe('2027-06-06');
    expect(weekStart('2027-06-06')).toBe('2027-06-06');
    expect(windowAround('2027-06-12', 3)).toEqual({ from: '2027-06-06', days: 21 });
  });

  it('moves by whole windows, across months, and ends exclusively', () => {
    expect(shiftWindow(window, 1)).toEqual({ from: '2027-06-20', days: 14 });
    expect(shiftWindow(window, -1)).toEqual({ from: '2027-05-23', days: 14 });
    expect(windowEnd(window)).toBe('2027-06-20');
    const days = windowDays(window);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2027-06-06');
    expect(days[13]).toBe('2027-06-19');
  });
});

describe('placing a stay', () => {
  it('covers the columns of its nights, not its departure day', () => {
    expect(placeStay(stay('2027-06-08', '2027-06-11'), window)).toMatchObject({
      column: 2,
      span: 3,
      continuesBefore: false,
      continuesAfter: false,
      label: 'Ada Lovelace',
    });
  });

  it('is clipped to the window and says so on each side', () => {
    expect(placeStay(stay('2027-06-01', '2027-06-08'), window)).toMatchObject({
      column: 0,
      span: 2,
      continuesBefore: true,
      continuesAfter: false,
    });
    expect(placeStay(stay('2027-06-18', '2027-06-25'), window)).toMatchObject({
      column: 12,
      span: 2,
      continuesBefore: false,
      continuesAfter: true,
    });
    expect(placeStay(stay('2027-05-01', '2027-07-01'), window)).toMatchObject({ column: 0, span: 14 });
  });

  it('is left out when none of its nights is shown (a departure on the first day included)', () => {
    expect(placeStay(stay('2027-06-01', '2027-06-06'), window)).toBeNull();
    expect(placeStay(stay('2027-06-20', '2027-06-22'), window)).toBeNull();
  });
});

describe('how a bar is drawn', () => {
  it('tells requests, sources, blocks, imported calendars and checkout holds apart', () => {
    expect(barTone(stay('2027-06-08', '2027-06-09'))).toBe('confirmed');
    expect(barTone(stay('2027-06-08', '2027-06-09', { status: 'pending' }))).toBe('pending');
    expect(barTone(stay('2027-06-08', '2027-06-09', { source: 'internal' }))).toBe('internal');
    expect(barTone(stay('2027-06-08', '2027-06-09', { source: 'external' }))).toBe('external');
    expect(barTone(stay('2027-06-08', '2027-06-09', { kind: 'block' }))).toBe('block');
    expect(barTone(stay('2027-06-08', '2027-06-09', { kind: 'calendar' }))).toBe('calendar');
    expect(barTone(stay('2027-06-08', '2027-06-09', { kind: 'hold' }))).toBe('hold');
  });

  it('lays out every site in order with its bars earliest first, labelled by guest or reason', () => {
    const rows = layoutCalendar(
      [
        {
          siteId: '1',
          siteName: 'Site 1',
          siteTypeName: 'Tent',
          stays: [
            stay('2027-06-15', '2027-06-17', { kind: 'block', reservationId: null, blockId: '3', reason: 'Repairs' }),
            stay('2027-06-07', '2027-06-09'),
          ],
        },
        { siteId: '2', siteName: 'Site 2', siteTypeName: 'Tent', stays: [] },
      ],
      window,
    );
    expect(rows.map((row) => row.siteName)).toEqual(['Site 1', 'Site 2']);
    expect(rows[0]?.bars.map((bar) => [bar.column, bar.span, bar.label, bar.tone])).toEqual([
      [1, 2, 'Ada Lovelace', 'confirmed'],
      [9, 2, 'Repairs', 'block'],
    ]);
    expect(rows[1]?.bars).toEqual([]);
  });
});
