import { describe, expect, it } from 'vitest';
import {
  availabilityFilter,
  pathWithStayDates,
  searchWithStayDates,
  stayDates,
  stayDatesFromAvailability,
  stayDatesFromQuery,
} from './stay-dates';

describe('stay dates in a URL', () => {
  it('reads both dates from a page query', () => {
    expect(stayDatesFromQuery({ 'start-date': '2027-06-01', 'end-date': '2027-06-04' })).toEqual({
      startDate: '2027-06-01',
      endDate: '2027-06-04',
    });
    expect(stayDatesFromQuery(new URLSearchParams('start-date=2027-06-01&end-date=2027-06-04&sort=x'))).toEqual({
      startDate: '2027-06-01',
      endDate: '2027-06-04',
    });
    // A repeated parameter: the first counts.
    expect(stayDatesFromQuery({ 'start-date': ['2027-06-01', '2027-07-01'], 'end-date': '2027-06-02' })).toEqual({
      startDate: '2027-06-01',
      endDate: '2027-06-02',
    });
  });

  it('ignores one date alone, malformed or impossible dates and a departure not after the arrival', () => {
    expect(stayDatesFromQuery({ 'start-date': '2027-06-01' })).toBeNull();
    expect(stayDates('2027-6-1', '2027-06-04')).toBeNull();
    expect(stayDates('2027-02-30', '2027-03-02')).toBeNull();
    expect(stayDates('2027-06-04', '2027-06-04')).toBeNull();
    expect(stayDates('2027-06-05', '2027-06-04')).toBeNull();
    expect(stayDates(42, null)).toBeNull();
  });

  it('writes the stay in, keeping other parameters, and takes it out', () => {
    const dates = { startDate: '2027-06-01', endDate: '2027-06-04' };
    expect(searchWithStayDates('?overlay=share', dates)).toBe(
      '?overlay=share&start-date=2027-06-01&end-date=2027-06-04',
    );
    expect(searchWithStayDates('?start-date=2027-01-01&end-date=2027-01-02', dates)).toBe(
      '?start-date=2027-06-01&end-date=2027-06-04',
    );
    expect(searchWithStayDates('?start-date=2027-01-01&end-date=2027-01-02&a=1', null)).toBe('?a=1');
    expect(searchWithStayDates('', null)).toBe('');
    expect(pathWithStayDates('/camping/utah/x', dates)).toBe(
      '/camping/utah/x?start-date=2027-06-01&end-date=2027-06-04',
    );
    expect(pathWithStayDates('/camping/utah/x', null)).toBe('/camping/utah/x');
  });
});

describe('the search availability filter', () => {
  it('carries start_date and end_date and reads back', () => {
    const filter = availabilityFilter({ startDate: '2027-06-01', endDate: '2027-06-04' });
    expect(filter).toEqual({ start_date: '2027-06-01', end_date: '2027-06-04' });
    expect(stayDatesFromAvailability(filter)).toEqual({ startDate: '2027-06-01', endDate: '2027-06-04' });
    expect(stayDatesFromAvailability({ start_date: '2027-06-04', end_date: '2027-06-01' })).toBeNull();
    expect(stayDatesFromAvailability('2027-06-01')).toBeNull();
    expect(stayDatesFromAvailability(null)).toBeNull();
  });
});
