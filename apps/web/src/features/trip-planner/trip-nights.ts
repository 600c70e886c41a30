// The nights of a trip and the dates each one stands for. A trip of N nights starting on D has
// night 1 on D and night N on D + N − 1; the morning after the last night is the drive home.
// Pure, so tested alone.
import { addDays, formatStayDate, isIsoDate, pluralNights } from '@campwise/domain';
import type { StayDates } from '@/features/sites/stay-dates';

/** The planner's limits (the API refuses a night outside 1..60). */
export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 60;

export interface TripNight {
  night: number;
  /** The evening the night begins, ISO; null while the trip has no start date. */
  date: string | null;
}

/** A night count the planner can plan: whole, within 1..60; anything else becomes the nearest. */
export function clampNights(value: number): number {
  if (!Number.isFinite(value)) return MIN_NIGHTS;
  return Math.min(MAX_NIGHTS, Math.max(MIN_NIGHTS, Math.round(value)));
}

export function tripNights(startDate: string | null, count: number): TripNight[] {
  const start = startDate && isIsoDate(startDate) ? startDate : null;
  return Array.from({ length: clampNights(count) }, (_, index) => ({
    night: index + 1,
    date: start ? addDays(start, index) : null,
  }));
}

/** The one-night stay a night stands for, as a campground's booking takes it; null without dates. */
export function nightStay(night: TripNight): StayDates | null {
  return night.date ? { startDate: night.date, endDate: addDays(night.date, 1) } : null;
}

/** 'Night 2 · June 6, 2027', or 'Night 2' without dates. */
export function nightLabel(night: TripNight): string {
  return night.date ? `Night ${night.night} · ${formatStayDate(night.date)}` : `Night ${night.night}`;
}

/** 'June 5, 2027 – June 8, 2027 (3 nights)', or '3 nights' without a start date. */
export function tripDatesText(startDate: string | null, nights: number): string {
  const count = clampNights(nights);
  if (!startDate || !isIsoDate(startDate)) return pluralNights(count);
  return `${formatStayDate(startDate)} – ${formatStayDate(addDays(startDate, count))} (${pluralNights(count)})`;
}
