// The calendars' arithmetic: months as 'YYYY-MM', a month laid out in weeks starting on Sunday,
// picking an arrival then a departure, and where arrow keys move in a grid of days. Whole UTC days
// only, so no time zone or daylight-saving change can move a date.
import type { StayDates } from './stay-dates';

const DAY_MS = 86_400_000;

/** 'YYYY-MM'. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function epochDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function shiftDays(date: string, days: number): string {
  return fromEpochDay(epochDay(date) + days);
}

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

export function monthOf(date: string): Month {
  return date.slice(0, 7);
}

/** The month `count` months after `month` (before it when negative). */
export function shiftMonth(month: Month, count: number): Month {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: Month): number {
  const first = `${month}-01`;
  return epochDay(`${shiftMonth(month, 1)}-01`) - epochDay(first);
}

/** The month's days in weeks of seven, Sunday first; null pads the first and last week. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = `${month}-01`;
  const lead = new Date(epochDay(first) * DAY_MS).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(shiftDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'June 2027'. */
export function monthLabel(month: Month): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** 'Tuesday, June 1, 2027': what a screen reader says for a day button. */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

export const WEEKDAYS = [
  { short: 'Su', long: 'Sunday' },
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
] as const;

/** A range being picked: an arrival alone until the departure is chosen. */
export interface RangeSelection {
  startDate: string | null;
  endDate: string | null;
}

export const EMPTY_SELECTION: RangeSelection = { startDate: null, endDate: null };

/**
 * A click on `date`: the first click (or one after a full range) picks the arrival; the next
 * picks the departure when it is later, or moves the arrival when it is not.
 */
export function pickDate(selection: RangeSelection, date: string): RangeSelection {
  const { startDate, endDate } = selection;
  if (!startDate || endDate) return { startDate: date, endDate: null };
  if (date > startDate) return { startDate, endDate: date };
  return { startDate: date, endDate: null };
}

/** The selection as a stay, once both dates are chosen. */
export function selectedStay(selection: RangeSelection): StayDates | null {
  return selection.startDate && selection.endDate
    ? { startDate: selection.startDate, endDate: selection.endDate }
    : null;
}

export type DayRole = 'start' | 'end' | 'between' | null;

/** Where `date` sits in the selection, for drawing the range. */
export function dayRole(selection: RangeSelection, date: string): DayRole {
  const { startDate, endDate } = selection;
  if (date === startDate) return 'start';
  if (date === endDate) return 'end';
  if (startDate && endDate && date > startDate && date < endDate) return 'between';
  return null;
}

/** The nights between arrival and departure. */
export function nightsBetween(startDate: string, endDate: string): number {
  return epochDay(endDate) - epochDay(startDate);
}

/**
 * Where a key moves the focused day in a date grid (the WAI-ARIA date picker pattern): arrows by
 * a day or a week, Home/End to the week's first or last day, PageUp/PageDown by a month (the same
 * day, or the month's last when it has fewer days). Null for any other key.
 */
export function moveFocus(date: string, key: string): string | null {
  const weekday = new Date(epochDay(date) * DAY_MS).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return shiftDays(date, -1);
    case 'ArrowRight':
      return shiftDays(date, 1);
    case 'ArrowUp':
      return shiftDays(date, -7);
    case 'ArrowDown':
      return shiftDays(date, 7);
    case 'Home':
      return shiftDays(date, -weekday);
    case 'End':
      return shiftDays(date, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const month = shiftMonth(monthOf(date), key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
      return `${month}-${String(day).padStart(2, '0')}`;
    }
    default:
      return null;
  }
}
