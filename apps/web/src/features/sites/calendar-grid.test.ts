import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  dayRole,
  daysInMonth,
  EMPTY_SELECTION,
  monthLabel,
  monthWeeks,
  moveFocus,
  nightsBetween,
  pickDate,
  selectedStay,
  shiftMonth,
} from './calendar-grid';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-06', 14)).toBe('2028-08');
    expect(shiftMonth('2027-06', 0)).toBe('2027-06');
  });

  it('knows leap Februaries', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(daysInMonth('2027-04')).toBe(30);
  });

  it('names months and days as the spec writes dates', () => {
    expect(monthLabel('2027-06')).toBe('June 2027');
    expect(dayLabel('2027-06-01')).toBe('Tuesday, June 1, 2027');
  });
});

describe('monthWeeks', () => {
  it('lays a month out in Sunday-first weeks, padded with null', () => {
    // June 2027 starts on a Tuesday and has 30 days.
    const weeks = monthWeeks('2027-06');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05']);
    expect(weeks[4]).toEqual(['2027-06-27', '2027-06-28', '2027-06-29', '2027-06-30', null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('needs no padding when a month fills whole weeks, and six rows when it spills', () => {
    // February 2026 starts on a Sunday and has 28 days.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2026-02')[0]?.[0]).toBe('2026-02-01');
    // May 2027 starts on a Saturday: 31 days over six rows.
    expect(monthWeeks('2027-05')).toHaveLength(6);
  });
});

describe('picking a range', () => {
  it('picks the arrival, then a later departure', () => {
    const arrival = pickDate(EMPTY_SELECTION, '2027-06-10');
    expect(arrival).toEqual({ startDate: '2027-06-10', endDate: null });
    expect(selectedStay(arrival)).toBeNull();
    const stay = pickDate(arrival, '2027-06-13');
    expect(selectedStay(stay)).toEqual({ startDate: '2027-06-10', endDate: '2027-06-13' });
    expect(nightsBetween('2027-06-10', '2027-06-13')).toBe(3);
  });

  it('moves the arrival when the second day is not later, and starts over after a full range', () => {
    const arrival = pickDate(EMPTY_SELECTION, '2027-06-10');
    expect(pickDate(arrival, '2027-06-10')).toEqual({ startDate: '2027-06-10', endDate: null });
    expect(pickDate(arrival, '2027-06-08')).toEqual({ startDate: '2027-06-08', endDate: null });
    const full = { startDate: '2027-06-10', endDate: '2027-06-12' };
    expect(pickDate(full, '2027-06-20')).toEqual({ startDate: '2027-06-20', endDate: null });
  });

  it('marks the ends and the nights between', () => {
    const stay = { startDate: '2027-06-10', endDate: '2027-06-13' };
    expect(dayRole(stay, '2027-06-10')).toBe('start');
    expect(dayRole(stay, '2027-06-11')).toBe('between');
    expect(dayRole(stay, '2027-06-13')).toBe('end');
    expect(dayRole(stay, '2027-06-14')).toBeNull();
    expect(dayRole({ startDate: '2027-06-10', endDate: null }, '2027-06-11')).toBeNull();
  });
});

describe('moveFocus', () => {
  it('moves by days and weeks across month ends', () => {
    expect(moveFocus('2027-06-30', 'ArrowRight')).toBe('2027-07-01');
    expect(moveFocus('2027-06-01', 'ArrowLeft')).toBe('2027-05-31');
    expect(moveFocus('2027-06-28', 'ArrowDown')).toBe('2027-07-05');
    expect(moveFocus('2027-06-03', 'ArrowUp')).toBe('2027-05-27');
  });

  it('goes to the start and end of the week', () => {
    // 2027-06-09 is a Wednesday.
    expect(moveFocus('2027-06-09', 'Home')).toBe('2027-06-06');
    expect(moveFocus('2027-06-09', 'End')).toBe('2027-06-12');
  });

  it('moves by a month, keeping the day when the month has it', () => {
    expect(moveFocus('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveFocus('2027-03-15', 'PageUp')).toBe('2027-02-15');
    expect(moveFocus('2027-12-31', 'PageDown')).toBe('2028-01-31');
  });

  it('ignores other keys', () => {
    expect(moveFocus('2027-06-09', 'Enter')).toBeNull();
  });
});
