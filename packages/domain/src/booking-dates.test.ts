import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatStayDate, isWeekendNight, stayNights, todayIn } from './booking-dates.ts';

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('stay dates', () => {
  it('lists each night of [start, end): the departure morning is not a night', () => {
    expect(stayNights('2027-06-01', '2027-06-04')).toEqual(['2027-06-01', '2027-06-02', '2027-06-03']);
    expect(stayNights('2027-06-01', '2027-06-01')).toEqual([]);
    expect(stayNights('2027-06-04', '2027-06-01')).toEqual([]);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(stayNights('2028-02-28', '2028-03-02')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
    expect(daysBetween('2027-06-04', '2027-06-01')).toBe(-3);
  });

  it('is not shifted by daylight saving changes', () => {
    // US clocks change on 2027-03-14 and 2027-11-07.
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(stayNights('2027-11-06', '2027-11-08')).toHaveLength(2);
  });

  it('refuses dates that are not real calendar dates', () => {
    expect(() => stayNights('2027-02-30', '2027-03-02')).toThrow(RangeError);
    expect(() => addDays('June 1', 1)).toThrow(RangeError);
    expect(() => addDays('2027-06-01', 1.5)).toThrow(RangeError);
  });

  it('counts Friday and Saturday nights as weekend nights', () => {
    // 2027-06-04 is a Friday.
    expect(isWeekendNight('2027-06-03')).toBe(false);
    expect(isWeekendNight('2027-06-04')).toBe(true);
    expect(isWeekendNight('2027-06-05')).toBe(true);
    expect(isWeekendNight('2027-06-06')).toBe(false);
  });

  it("gives today's date in the campground's time zone", () => {
    const now = new Date('2027-06-01T05:30:00Z');
    expect(todayIn('America/Denver', now)).toBe('2027-05-31');
    expect(todayIn('America/New_York', now)).toBe('2027-06-01');
    expect(todayIn('Pacific/Auckland', new Date('2027-12-31T12:00:00Z'))).toBe('2028-01-01');
    expect(() => todayIn('Not/AZone', now)).toThrow(RangeError);
  });

  it("formats dates as 'MMMM d, yyyy' whatever the machine's zone", () => {
    expect(formatStayDate('2027-06-01')).toBe('June 1, 2027');
    expect(formatStayDate('2027-12-31')).toBe('December 31, 2027');
  });

  it('counts as many nights as daysBetween, and addDays undoes daysBetween (property)', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (start, days) => {
        const end = addDays(start, days);
        expect(daysBetween(start, end)).toBe(days);
        const nights = stayNights(start, end);
        expect(nights).toHaveLength(Math.max(days, 0));
        nights.forEach((night, index) => expect(night).toBe(addDays(start, index)));
      }),
    );
  });
});
