// The reservations list's filters (docs/api-manager.md): what the manager chose, as the API's
// query. Empty choices are left out, so "any status" is simply no filter[status].
import type { ApiQuery } from '@/lib/api-client';

export const STATUS_CHOICES = [
  { value: '', label: 'Any status' },
  { value: 'pending', label: 'Requests' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'declined', label: 'Declined' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export const SOURCE_CHOICES = [
  { value: '', label: 'Any source' },
  { value: 'online', label: 'Online' },
  { value: 'internal', label: 'Walk-in or phone' },
  { value: 'external', label: 'Other channel' },
] as const;

export const RESERVATIONS_PAGE_SIZE = 20;

export interface ReservationFilters {
  status: string;
  source: string;
  /** Stays overlapping [from, to); either may be empty. */
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: ReservationFilters = { status: '', source: '', from: '', to: '', q: '' };

export const FILTER_DATES_MESSAGE = 'The end date must be after the start date.';

/** The message for dates that cannot be asked for, or null. */
export function filterDatesError(filters: ReservationFilters): string | null {
  return filters.from && filters.to && filters.to <= filters.from ? FILTER_DATES_MESSAGE : null;
}

/** GET /reservations?filter[campground]=… with the chosen filters, arrival order, one page. */
export function reservationQuery(campgroundId: number, filters: ReservationFilters, page: number): ApiQuery {
  const filter: ApiQuery = { campground: String(campgroundId) };
  if (filters.status) filter.status = filters.status;
  if (filters.source) filter.source = filters.source;
  if (filters.from) filter.from = filters.from;
  if (filters.to) filter.to = filters.to;
  const q = filters.q.trim();
  if (q) filter.q = q;
  return { filter, sort: 'start-date', page: { number: Math.max(1, page), size: RESERVATIONS_PAGE_SIZE } };
}

/** How many pages `total` reservations fill; at least one. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE));
}

/** The status as the manager reads it. */
export function statusLabel(status: string): string {
  switch (status) {
    case 'pending':
      return 'Request';
    case 'confirmed':
      return 'Confirmed';
    case 'declined':
      return 'Declined';
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Expired';
    default:
      return status;
  }
}

/** Where the booking came from, with the channel's name for an external one. */
export function sourceLabel(source: string, channel: string | null): string {
  if (source === 'internal') return 'Walk-in or phone';
  if (source === 'external') return channel ? `External: ${channel}` : 'External';
  return 'Online';
}
