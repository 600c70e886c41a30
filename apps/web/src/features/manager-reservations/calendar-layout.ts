// The reservations calendar (sites × days): which columns each stay covers in the shown window
// and how it is drawn. Pure, so the layout is tested without a browser. A stay is
// [startDate, endDate): it fills the columns of its nights, the departure day stays free.
import { addDays, daysBetween, todayIn } from '@campwise/domain';
import type { OccupancyStay, SiteOccupancy } from './manager-records';

export const CALENDAR_WEEK_CHOICES = [2, 3, 4] as const;
export type CalendarWeeks = (typeof CALENDAR_WEEK_CHOICES)[number];

export interface CalendarWindow {
  /** The first day shown (a Sunday). */
  from: string;
  /** How many days are shown. */
  days: number;
}

/** How a bar is drawn: by what holds the nights and, for a reservation, its status and source. */
export type BarTone = 'confirmed' | 'pending' | 'internal' | 'external' | 'block' | 'calendar' | 'hold';

export interface CalendarBar {
  key: string;
  stay: OccupancyStay;
  /** The first column (0-based) the bar covers in the window. */
  column: number;
  /** How many columns it covers. */
  span: number;
  /** The stay began before the window / goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
  tone: BarTone;
  label: string;
}

export interface CalendarRow {
  siteId: string;
  siteName: string;
  siteTypeName: string;
  bars: CalendarBar[];
}

/** The Sunday on or before `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -weekday);
}

/** The window of `weeks` weeks that holds `date`, starting on its week's Sunday. */
export function windowAround(date: string, weeks: CalendarWeeks): CalendarWindow {
  return { from: weekStart(date), days: weeks * 7 };
}

/** The campground's today: the window "Today" returns to. */
export function campgroundToday(timeZone: string, now: Date = new Date()): string {
  return todayIn(timeZone, now);
}

/** The window moved by whole windows: -1 is the previous one, 1 the next. */
export function shiftWindow(window: CalendarWindow, steps: number): CalendarWindow {
  return { from: addDays(window.from, steps * window.days), days: window.days };
}

/** The exclusive end of the window, as the occupancy query's `filter[to]`. */
export function windowEnd(window: CalendarWindow): string {
  return addDays(window.from, window.days);
}

/** Each day of the window, in order. */
export function windowDays(window: CalendarWindow): string[] {
  return Array.from({ length: window.days }, (_, index) => addDays(window.from, index));
}

export function barTone(stay: OccupancyStay): BarTone {
  if (stay.kind === 'block') return 'block';
  if (stay.kind === 'calendar') return 'calendar';
  if (stay.kind === 'hold') return 'hold';
  if (stay.status === 'pending') return 'pending';
  if (stay.source === 'internal') return 'internal';
  if (stay.source === 'external') return 'external';
  return 'confirmed';
}

/** What a bar says: the guest for a stay, the reason for a block, "Checkout hold" for a draft. */
export function barLabel(stay: OccupancyStay): string {
  switch (stay.kind) {
    case 'reservation':
      return stay.guestName ?? 'Guest';
    case 'hold':
      return 'Checkout hold';
    case 'calendar':
      return stay.reason ?? 'Imported calendar';
    case 'block':
      return stay.reason ?? 'Blocked';
  }
}

/** The stay placed in the window, or null when none of its nights is shown. */
export function placeStay(stay: OccupancyStay, window: CalendarWindow): Omit<CalendarBar, 'key'> | null {
  const first = daysBetween(window.from, stay.startDate);
  const last = daysBetween(window.from, stay.endDate);
  const column = Math.max(first, 0);
  const end = Math.min(last, window.days);
  if (end <= column) return null;
  return {
    stay,
    column,
    span: end - column,
    continuesBefore: first < 0,
    continuesAfter: last > window.days,
    tone: barTone(stay),
    label: barLabel(stay),
  };
}

/** One row per site with its bars in the window, earliest first. */
export function layoutCalendar(sites: readonly SiteOccupancy[], window: CalendarWindow): CalendarRow[] {
  return sites.map((site) => ({
    siteId: site.siteId,
    siteName: site.siteName,
    siteTypeName: site.siteTypeName,
    bars: site.stays
      .flatMap((stay, index) => {
        const placed = placeStay(stay, window);
        const id = stay.reservationId ?? stay.blockId ?? String(index);
        return placed ? [{ ...placed, key: `${stay.kind}-${id}-${stay.startDate}` }] : [];
      })
      .sort((a, b) => a.column - b.column),
  }));
}
