import { describe, expect, it } from 'vitest';
import { checkStayRules, type StayRules } from './booking-rules.ts';

const rules: StayRules = { minNights: 2, maxNights: 14, bookingWindowDays: 180 };
const today = '2027-06-01';
const check = (startDate: string, endDate: string, overrides: Partial<StayRules> = {}) =>
  checkStayRules({ startDate, endDate, today, rules: { ...rules, ...overrides } });

describe('checkStayRules', () => {
  it('accepts a stay within every rule, arriving today or at the end of the window', () => {
    expect(check('2027-06-01', '2027-06-03')).toBeNull();
    expect(check('2027-11-28', '2027-12-12')).toBeNull(); // 180 days ahead, 14 nights
  });

  it('refuses an arrival before today', () => {
    expect(check('2027-05-31', '2027-06-03')).toEqual({
      code: 'past',
      field: 'startDate',
      message: 'Choose dates from today on.',
    });
  });

  it('refuses a departure not after the arrival', () => {
    const expected = { code: 'dates-order', field: 'endDate', message: 'The departure must be after the arrival.' };
    expect(check('2027-06-05', '2027-06-05')).toEqual(expected);
    expect(check('2027-06-05', '2027-06-03')).toEqual(expected);
  });

  it('refuses an arrival beyond the booking window', () => {
    expect(check('2027-11-29', '2027-12-01')).toEqual({
      code: 'booking-window',
      field: 'startDate',
      message: 'This campground takes bookings up to 180 days ahead.',
    });
  });

  it('refuses stays shorter than the minimum or longer than the maximum', () => {
    expect(check('2027-06-10', '2027-06-11')).toEqual({
      code: 'min-stay',
      field: 'endDate',
      message: 'Stays here are at least 2 nights.',
    });
    expect(check('2027-06-10', '2027-06-25')).toEqual({
      code: 'max-stay',
      field: 'endDate',
      message: 'Stays here are at most 14 nights.',
    });
    expect(check('2027-06-10', '2027-06-24')).toBeNull();
  });

  it('refuses malformed dates outright: input validation comes first', () => {
    expect(() => check('2027-06-31', '2027-07-02')).toThrow(RangeError);
  });
});
