import { describe, expect, it } from 'vitest';
import { formatCountdown, holdText, secondsLeft } from './hold-countdown';

const NOW = Date.UTC(2027, 5, 1, 12, 0, 0);

describe('hold countdown', () => {
  it('counts whole seconds up to the end of the hold', () => {
    expect(secondsLeft('2027-06-01T12:09:41.000Z', NOW)).toBe(581);
    expect(secondsLeft('2027-06-01T12:00:00.400Z', NOW)).toBe(1);
  });

  it('stops at zero once the hold has ended', () => {
    expect(secondsLeft('2027-06-01T11:59:00.000Z', NOW)).toBe(0);
  });

  it('has nothing to count without a hold', () => {
    expect(secondsLeft(null, NOW)).toBeNull();
    expect(secondsLeft('not a time', NOW)).toBeNull();
  });

  it('formats minutes and seconds', () => {
    expect(formatCountdown(581)).toBe('9:41');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });

  it('says how long the site is held', () => {
    expect(holdText(581)).toBe('Your site is held for 9:41');
  });
});
