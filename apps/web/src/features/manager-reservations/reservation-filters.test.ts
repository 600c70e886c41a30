import { describe, expect, it } from 'vitest';
import {
  FILTER_DATES_MESSAGE,
  filterDatesError,
  NO_FILTERS,
  pageCount,
  reservationQuery,
  RESERVATIONS_PAGE_SIZE,
  sourceLabel,
} from './reservation-filters';

describe('the reservations query', () => {
  it('asks for the campground only when nothing is chosen', () => {
    expect(reservationQuery(12, NO_FILTERS, 1)).toEqual({
      filter: { campground: '12' },
      sort: 'start-date',
      page: { number: 1, size: RESERVATIONS_PAGE_SIZE },
    });
  });

  it('carries every chosen filter, the search trimmed, and the page', () => {
    const query = reservationQuery(
      12,
      { status: 'pending', source: 'external', from: '2027-06-01', to: '2027-07-01', q: '  Ada ' },
      3,
    );
    expect(query).toEqual({
      filter: {
        campground: '12',
        status: 'pending',
        source: 'external',
        from: '2027-06-01',
        to: '2027-07-01',
        q: 'Ada',
      },
      sort: 'start-date',
      page: { number: 3, size: RESERVATIONS_PAGE_SIZE },
    });
  });

  it('leaves a blank search out', () => {
    expect(reservationQuery(12, { ...NO_FILTERS, q: '   ' }, 1).filter).toEqual({ campground: '12' });
  });

  it('refuses an end that is not after the start', () => {
    expect(filterDatesError({ ...NO_FILTERS, from: '2027-06-05', to: '2027-06-05' })).toBe(FILTER_DATES_MESSAGE);
    expect(filterDatesError({ ...NO_FILTERS, from: '2027-06-05', to: '2027-06-06' })).toBeNull();
    expect(filterDatesError({ ...NO_FILTERS, from: '2027-06-05' })).toBeNull();
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(RESERVATIONS_PAGE_SIZE)).toBe(1);
    expect(pageCount(RESERVATIONS_PAGE_SIZE + 1)).toBe(2);
  });

  it('names where a booking came from', () => {
    expect(sourceLabel('online', null)).toBe('Online');
    expect(sourceLabel('internal', null)).toBe('Walk-in or phone');
    expect(sourceLabel('external', 'Hipcamp')).toBe('External: Hipcamp');
  });
});
