// The stay a camper has chosen, as it travels in URLs: `?start-date=2027-06-01&end-date=2027-06-04`
// on a campground page (so a reload or a shared link keeps it) and `availability` in the search's
// filters. A stay is [start, end): the departure morning is not a night. Pure, so tested alone.
import { isIsoDate } from '@campwise/domain';

export const START_DATE_PARAM = 'start-date';
export const END_DATE_PARAM = 'end-date';

export interface StayDates {
  /** Arrival, ISO 'YYYY-MM-DD'. */
  startDate: string;
  /** Departure, ISO 'YYYY-MM-DD', after the arrival. */
  endDate: string;
}

function single(value: unknown): string | null {
  if (Array.isArray(value)) return single(value[0]);
  return typeof value === 'string' ? value.trim() : null;
}

/** Both dates when they are real calendar dates and the departure is after the arrival; else null. */
export function stayDates(start: unknown, end: unknown): StayDates | null {
  const startDate = single(start);
  const endDate = single(end);
  if (!startDate || !endDate || !isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  // ISO calendar dates compare correctly as strings.
  return endDate > startDate ? { startDate, endDate } : null;
}

/** The stay in a page's query: Next's searchParams object or a URLSearchParams. */
export function stayDatesFromQuery(
  query: URLSearchParams | Record<string, string | string[] | undefined>,
): StayDates | null {
  if (query instanceof URLSearchParams) return stayDates(query.get(START_DATE_PARAM), query.get(END_DATE_PARAM));
  return stayDates(query[START_DATE_PARAM], query[END_DATE_PARAM]);
}

/** `search` (a location.search) with the stay written in, or taken out when null; other keys kept. */
export function searchWithStayDates(search: string, dates: StayDates | null): string {
  const params = new URLSearchParams(search);
  params.delete(START_DATE_PARAM);
  params.delete(END_DATE_PARAM);
  if (dates) {
    params.set(START_DATE_PARAM, dates.startDate);
    params.set(END_DATE_PARAM, dates.endDate);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A page path carrying the stay, e.g. a campground link from search results. */
export function pathWithStayDates(path: string, dates: StayDates | null): string {
  return `${path}${searchWithStayDates('', dates)}`;
}

/** The search filter for a stay (spec section 5: "The availability filter carries start_date and end_date"). */
export interface AvailabilityFilter {
  start_date: string;
  end_date: string;
}

export function availabilityFilter(dates: StayDates): AvailabilityFilter {
  return { start_date: dates.startDate, end_date: dates.endDate };
}

/** The stay in a search's availability filter, when it is a well-formed one. */
export function stayDatesFromAvailability(value: unknown): StayDates | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const filter = value as Record<string, unknown>;
  return stayDates(filter.start_date, filter.end_date);
}
