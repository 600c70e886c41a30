// Calendar dates of a stay (docs/api-bookings.md). Dates are ISO 'YYYY-MM-DD' strings and a stay
// is [startDate, endDate): the departure morning is not a night. All arithmetic is on whole UTC
// days so no local time zone or daylight-saving change can shift a date.
import { formatLongDate } from './pro-pricing.ts';
import { isIsoDate } from './reviews.ts';

const DAY_MS = 86_400_000;

function toEpochDay(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError('days must be a whole number');
  return fromEpochDay(toEpochDay(date) + days);
}

/** `to` − `from` in days: daysBetween('2027-06-01', '2027-06-04') is 3. */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Each night of the stay [startDate, endDate), by the date it begins; none when end ≤ start. */
export function stayNights(startDate: string, endDate: string): string[] {
  const first = toEpochDay(startDate);
  const count = toEpochDay(endDate) - first;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => fromEpochDay(first + index));
}

/** The night beginning on `date` is a weekend night: a Friday or Saturday. */
export function isWeekendNight(date: string): boolean {
  const weekday = new Date(toEpochDay(date) * DAY_MS).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** The calendar date it is at `now` in the IANA time zone (a campground's "today"). */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** A stay date as the spec writes dates, 'MMMM d, yyyy': '2027-06-01' → 'June 1, 2027'. */
export function formatStayDate(date: string): string {
  return formatLongDate(new Date(toEpochDay(date) * DAY_MS), 'UTC');
}
