// The create/edit alert form's values, the API's rules for them (docs/api-alerts.md: end after
// start, start not before today, 1 to 30 nights, flexible nights within the window, weekends
// only for flexible dates) checked before sending, and the attributes it sends. Pure, so the
// rules are unit-tested; the API checks them again and its 422s are shown the same way.
import { addDays, BOOKING_RULE_MESSAGES, daysBetween, isIsoDate, stayNights } from '@campwise/domain';

export const ALERT_MIN_NIGHTS = 1;
export const ALERT_MAX_NIGHTS = 30;
/** The longest rig an alert may ask for, in feet (docs/api-alerts.md, rv-length-ft). */
export const ALERT_MAX_RV_LENGTH_FT = 100;

export type AlertMode = 'exact' | 'flexible';

export interface AlertFormValues {
  mode: AlertMode;
  /** Exact: the arrival; flexible: the first possible arrival. ISO 'YYYY-MM-DD' or ''. */
  startDate: string;
  /** Exact: the departure; flexible: the last possible departure. ISO 'YYYY-MM-DD' or ''. */
  endDate: string;
  /** Flexible only: how many nights, as typed. */
  nights: string;
  weekendsOnly: boolean;
  /** The camper's RV length in feet, as typed; empty when any site will do. */
  rvLength: string;
}

export type AlertFormField = 'startDate' | 'endDate' | 'nights' | 'weekendsOnly' | 'rvLength';
export type AlertFormErrors = Partial<Record<AlertFormField, string>>;

export const ALERT_FORM_MESSAGES = {
  startRequired: 'Choose the first date.',
  endRequired: 'Choose the last date.',
  past: BOOKING_RULE_MESSAGES.past,
  datesOrder: BOOKING_RULE_MESSAGES.datesOrder,
  windowOrder: 'The last departure must be after the first arrival.',
  nightsRange: `Alerts watch stays of ${ALERT_MIN_NIGHTS} to ${ALERT_MAX_NIGHTS} nights.`,
  nightsWhole: 'Enter a whole number of nights.',
  nightsInWindow: (windowNights: number) =>
    `Your dates leave room for ${windowNights === 1 ? '1 night' : `${windowNights} nights`}: widen them or ask for fewer nights.`,
  weekendsExact: 'Weekends only is for flexible dates.',
  weekendsNights: 'A weekend stay takes at least 2 nights: Friday and Saturday.',
  weekendsWindow: 'No stay of that length in your dates takes in a Friday and a Saturday night.',
  rvLength: `Enter your RV’s length in whole feet, from 1 to ${ALERT_MAX_RV_LENGTH_FT}, or leave it empty.`,
} as const;

const FRIDAY = 5;
const SATURDAY = 6;

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The stay takes in a Friday and a Saturday night (docs/api-alerts.md, weekends-only). */
export function includesWeekend(startDate: string, endDate: string): boolean {
  const days = stayNights(startDate, endDate).map(weekday);
  return days.includes(FRIDAY) && days.includes(SATURDAY);
}

/** A stay of `nights` nights inside [startDate, endDate] that takes in a weekend, if any. */
function windowHasWeekendStay(startDate: string, endDate: string, nights: number): boolean {
  const lastArrival = addDays(endDate, -nights);
  for (let arrival = startDate; arrival <= lastArrival; arrival = addDays(arrival, 1)) {
    if (includesWeekend(arrival, addDays(arrival, nights))) return true;
  }
  return false;
}

/** A whole number as typed, else null. */
function parseNights(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The form's problems by field; empty when it can be sent. `today` is the camper's, ISO. */
export function validateAlertForm(values: AlertFormValues, today: string): AlertFormErrors {
  const errors: AlertFormErrors = {};
  const { mode, startDate, endDate } = values;
  const startKnown = isIsoDate(startDate);
  const endKnown = isIsoDate(endDate);
  if (!startKnown) errors.startDate = ALERT_FORM_MESSAGES.startRequired;
  else if (startDate < today) errors.startDate = ALERT_FORM_MESSAGES.past;
  if (!endKnown) errors.endDate = ALERT_FORM_MESSAGES.endRequired;
  else if (startKnown && endDate <= startDate) {
    errors.endDate = mode === 'exact' ? ALERT_FORM_MESSAGES.datesOrder : ALERT_FORM_MESSAGES.windowOrder;
  }
  if (values.rvLength.trim() !== '') {
    const feet = parseNights(values.rvLength);
    if (feet === null || feet < 1 || feet > ALERT_MAX_RV_LENGTH_FT) errors.rvLength = ALERT_FORM_MESSAGES.rvLength;
  }
  const windowNights = startKnown && endKnown && endDate > startDate ? daysBetween(startDate, endDate) : null;

  if (mode === 'exact') {
    if (values.weekendsOnly) errors.weekendsOnly = ALERT_FORM_MESSAGES.weekendsExact;
    if (windowNights !== null && windowNights > ALERT_MAX_NIGHTS) errors.endDate = ALERT_FORM_MESSAGES.nightsRange;
    return errors;
  }

  const nights = parseNights(values.nights);
  if (nights === null) errors.nights = ALERT_FORM_MESSAGES.nightsWhole;
  else if (nights < ALERT_MIN_NIGHTS || nights > ALERT_MAX_NIGHTS) errors.nights = ALERT_FORM_MESSAGES.nightsRange;
  else if (windowNights !== null && nights > windowNights) {
    errors.nights = ALERT_FORM_MESSAGES.nightsInWindow(windowNights);
  } else if (values.weekendsOnly && nights < 2) errors.weekendsOnly = ALERT_FORM_MESSAGES.weekendsNights;
  else if (values.weekendsOnly && windowNights !== null && !windowHasWeekendStay(startDate, endDate, nights)) {
    errors.weekendsOnly = ALERT_FORM_MESSAGES.weekendsWindow;
  }
  return errors;
}

/** The alert's attributes as sent (camelCase; the client writes them kebab-case). */
export interface AlertAttributes {
  mode: AlertMode;
  startDate: string;
  endDate: string;
  nights: number;
  weekendsOnly: boolean;
  rvLengthFt: number | null;
}

/** What a valid form sends: exact nights are derived from the dates, as the API derives them. */
export function alertAttributes(values: AlertFormValues): AlertAttributes {
  const exact = values.mode === 'exact';
  return {
    mode: values.mode,
    startDate: values.startDate,
    endDate: values.endDate,
    nights: exact ? daysBetween(values.startDate, values.endDate) : Number(values.nights.trim()),
    weekendsOnly: exact ? false : values.weekendsOnly,
    rvLengthFt: values.rvLength.trim() === '' ? null : Number(values.rvLength.trim()),
  };
}

/** The form for a new alert: the stay the camper was looking at, else nothing chosen yet. */
export function newAlertForm(dates: { startDate: string; endDate: string } | null): AlertFormValues {
  if (!dates) return { mode: 'exact', startDate: '', endDate: '', nights: '2', weekendsOnly: false, rvLength: '' };
  return {
    mode: 'exact',
    startDate: dates.startDate,
    endDate: dates.endDate,
    nights: String(Math.min(Math.max(daysBetween(dates.startDate, dates.endDate), 1), ALERT_MAX_NIGHTS)),
    weekendsOnly: false,
    rvLength: '',
  };
}

/** The form for editing an alert as it is. */
export function alertFormOf(alert: AlertAttributes): AlertFormValues {
  return {
    mode: alert.mode,
    startDate: alert.startDate,
    endDate: alert.endDate,
    nights: String(alert.nights),
    weekendsOnly: alert.weekendsOnly,
    rvLength: alert.rvLengthFt === null ? '' : String(alert.rvLengthFt),
  };
}
