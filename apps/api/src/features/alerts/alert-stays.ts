// Which stays an alert would take (docs/api-alerts.md "Alerts"): exact alerts want exactly their
// dates; flexible ones any `nights` consecutive nights inside their window, on weekends only when
// asked (the stay holds a Friday night and the Saturday night after it). Pure date arithmetic, so
// the matcher can list every candidate of every alert before one availability query answers them.
import { addDays, daysBetween, isWeekendNight } from '@campwise/domain';

export interface StayDates {
  startDate: string;
  endDate: string;
}

export interface AlertWindow {
  mode: 'exact' | 'flexible';
  startDate: string;
  endDate: string;
  nights: number;
  weekendsOnly: boolean;
}

/** Nights that became free: [start, end), either end open (null) for a site put in service. */
export interface ReleasedNights {
  startDate: string | null;
  endDate: string | null;
}

/** The stay holds a Friday night and the Saturday night right after it. */
export function includesWeekend(stay: StayDates): boolean {
  const nights = daysBetween(stay.startDate, stay.endDate);
  for (let index = 0; index < nights - 1; index += 1) {
    const night = addDays(stay.startDate, index);
    if (isWeekendNight(night) && isWeekendNight(addDays(night, 1))) return true;
  }
  return false;
}

function overlaps(stay: StayDates, released: ReleasedNights): boolean {
  return (
    (released.endDate === null || stay.startDate < released.endDate) &&
    (released.startDate === null || stay.endDate > released.startDate)
  );
}

/**
 * The stays the alert would take that use at least one released night and arrive no earlier than
 * `today`, earliest arrival first. An exact alert has at most its one stay.
 */
export function candidateStays(alert: AlertWindow, released: ReleasedNights, today: string): StayDates[] {
  if (alert.mode === 'exact') {
    const stay = { startDate: alert.startDate, endDate: alert.endDate };
    return stay.startDate >= today && overlaps(stay, released) ? [stay] : [];
  }
  const stays: StayDates[] = [];
  // Arrivals from the later of the window's start and today, up to the last that still leaves by its end.
  let arrival = alert.startDate < today ? today : alert.startDate;
  const lastArrival = addDays(alert.endDate, -alert.nights);
  // A stay overlapping the released nights arrives before they end and leaves after they start.
  if (released.startDate !== null) {
    const earliest = addDays(released.startDate, 1 - alert.nights);
    if (earliest > arrival) arrival = earliest;
  }
  for (; arrival <= lastArrival; arrival = addDays(arrival, 1)) {
    if (released.endDate !== null && arrival >= released.endDate) break;
    const stay = { startDate: arrival, endDate: addDays(arrival, alert.nights) };
    if (alert.weekendsOnly && !includesWeekend(stay)) continue;
    stays.push(stay);
  }
  return stays;
}

/** Whether any stay of the window could satisfy weekends-only at all (create/update validation). */
export function windowHasWeekendStay(alert: Omit<AlertWindow, 'weekendsOnly' | 'mode'>): boolean {
  return (
    candidateStays({ ...alert, mode: 'flexible', weekendsOnly: true }, { startDate: null, endDate: null }, '').length >
    0
  );
}
