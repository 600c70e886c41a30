import { describe, expect, it } from 'vitest';
import { candidateStays, includesWeekend, windowHasWeekendStay } from './alert-stays.ts';

// July 5, 2030 is a Friday.
const flexible = {
  mode: 'flexible' as const,
  startDate: '2030-07-01',
  endDate: '2030-07-20',
  nights: 2,
  weekendsOnly: false,
};
const released = { startDate: '2030-07-05', endDate: '2030-07-07' };

describe('candidateStays', () => {
  it('gives an exact alert its dates when they use a released night and are not past', () => {
    const exact = { ...flexible, mode: 'exact' as const, startDate: '2030-07-06', endDate: '2030-07-08' };
    expect(candidateStays(exact, released, '2030-06-03')).toEqual([{ startDate: '2030-07-06', endDate: '2030-07-08' }]);
    expect(
      candidateStays({ ...exact, startDate: '2030-07-07', endDate: '2030-07-09' }, released, '2030-06-03'),
    ).toEqual([]);
    expect(candidateStays(exact, released, '2030-07-07')).toEqual([]);
  });

  it('lists a flexible alert’s stays overlapping the released nights, earliest first', () => {
    expect(candidateStays(flexible, released, '2030-06-03')).toEqual([
      { startDate: '2030-07-04', endDate: '2030-07-06' },
      { startDate: '2030-07-05', endDate: '2030-07-07' },
      { startDate: '2030-07-06', endDate: '2030-07-08' },
    ]);
    expect(candidateStays({ ...flexible, weekendsOnly: true }, released, '2030-06-03')).toEqual([
      { startDate: '2030-07-05', endDate: '2030-07-07' },
    ]);
  });

  it('starts from today and ends at the window for a site opened for every night', () => {
    const stays = candidateStays({ ...flexible, nights: 3 }, { startDate: null, endDate: null }, '2030-07-15');
    expect(stays).toEqual([
      { startDate: '2030-07-15', endDate: '2030-07-18' },
      { startDate: '2030-07-16', endDate: '2030-07-19' },
      { startDate: '2030-07-17', endDate: '2030-07-20' },
    ]);
  });
});

describe('weekends', () => {
  it('needs a Friday night followed by its Saturday night', () => {
    expect(includesWeekend({ startDate: '2030-07-05', endDate: '2030-07-07' })).toBe(true);
    expect(includesWeekend({ startDate: '2030-07-06', endDate: '2030-07-08' })).toBe(false);
    expect(includesWeekend({ startDate: '2030-07-06', endDate: '2030-07-13' })).toBe(false);
    expect(includesWeekend({ startDate: '2030-07-06', endDate: '2030-07-14' })).toBe(true);
    expect(windowHasWeekendStay({ startDate: '2030-07-08', endDate: '2030-07-11', nights: 2 })).toBe(false);
    expect(windowHasWeekendStay({ startDate: '2030-07-08', endDate: '2030-07-14', nights: 3 })).toBe(true);
  });
});
