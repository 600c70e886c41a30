// Which stays a campground takes (docs/api-bookings.md: min/max nights, booking window, past
// dates). The API answers a violation with 422 and `source.pointer` at the field; the web shows
// the same message under the date it names.
import { daysBetween } from './booking-dates.ts';
import { BOOKING_RULE_MESSAGES } from './booking-text.ts';

export interface StayRules {
  minNights: number;
  maxNights: number;
  /** How many days ahead an arrival may be. */
  bookingWindowDays: number;
}

export type StayRuleCode = 'past' | 'min-stay' | 'max-stay' | 'booking-window' | 'dates-order';

export type StayRuleViolation = { code: StayRuleCode; field: 'startDate' | 'endDate'; message: string };

/**
 * The first rule the stay breaks, or null. Dates must be real ISO dates (RangeError otherwise:
 * input validation comes first). `today` is the campground's date (todayIn).
 */
export function checkStayRules(input: {
  startDate: string;
  endDate: string;
  today: string;
  rules: StayRules;
}): StayRuleViolation | null {
  const { startDate, endDate, today, rules } = input;
  const nights = daysBetween(startDate, endDate);
  const ahead = daysBetween(today, startDate);
  if (ahead < 0) return { code: 'past', field: 'startDate', message: BOOKING_RULE_MESSAGES.past };
  if (nights <= 0) return { code: 'dates-order', field: 'endDate', message: BOOKING_RULE_MESSAGES.datesOrder };
  if (ahead > rules.bookingWindowDays) {
    return {
      code: 'booking-window',
      field: 'startDate',
      message: BOOKING_RULE_MESSAGES.bookingWindow(rules.bookingWindowDays),
    };
  }
  if (nights < rules.minNights)
    return { code: 'min-stay', field: 'endDate', message: BOOKING_RULE_MESSAGES.minStay(rules.minNights) };
  if (nights > rules.maxNights)
    return { code: 'max-stay', field: 'endDate', message: BOOKING_RULE_MESSAGES.maxStay(rules.maxNights) };
  return null;
}
