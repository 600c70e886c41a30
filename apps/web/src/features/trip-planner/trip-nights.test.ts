import { describe, expect, it } from 'vitest';
import { clampNights, nightLabel, nightStay, tripDatesText, tripNights } from './trip-nights';

describe('tripNights', () => {
  it('dates each night from the first', () => {
    expect(tripNights('2027-06-30', 3)).toEqual([
      { night: 1, date: '2027-06-30' },
      { night: 2, date: '2027-07-01' },
      { night: 3, date: '2027-07-02' },
    ]);
  });

  it('has nights without dates while no start date is chosen, or a wrong one', () => {
    expect(tripNights(null, 2)).toEqual([
      { night: 1, date: null },
      { night: 2, date: null },
    ]);
    expect(tripNights('2027-02-30', 1)).toEqual([{ night: 1, date: null }]);
  });

  it('keeps the night count within 1..60', () => {
    expect(clampNights(0)).toBe(1);
    expect(clampNights(2.6)).toBe(3);
    expect(clampNights(99)).toBe(60);
    expect(clampNights(Number.NaN)).toBe(1);
    expect(tripNights(null, 0)).toHaveLength(1);
  });
});

describe('nightStay and nightLabel', () => {
  it('makes a night a one-night stay, arriving that evening', () => {
    expect(nightStay({ night: 2, date: '2027-12-31' })).toEqual({ startDate: '2027-12-31', endDate: '2028-01-01' });
    expect(nightStay({ night: 2, date: null })).toBeNull();
  });

  it('names the night and its date as the spec writes dates', () => {
    expect(nightLabel({ night: 1, date: '2027-06-05' })).toBe('Night 1 · June 5, 2027');
    expect(nightLabel({ night: 4, date: null })).toBe('Night 4');
  });
});

describe('tripDatesText', () => {
  it('writes the arrival, the departure morning and the nights', () => {
    expect(tripDatesText('2027-06-05', 3)).toBe('June 5, 2027 – June 8, 2027 (3 nights)');
    expect(tripDatesText('2027-06-05', 1)).toBe('June 5, 2027 – June 6, 2027 (1 night)');
  });

  it('writes only the nights without a start date', () => {
    expect(tripDatesText(null, 3)).toBe('3 nights');
  });
});
