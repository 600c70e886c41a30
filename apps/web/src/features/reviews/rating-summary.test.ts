import { describe, expect, it } from 'vitest';
import { distributionRows, formatAverage, ratingLabel, starLabel } from './rating-summary';

describe('distributionRows', () => {
  it('lists 5 down to 1 with rounded shares', () => {
    expect(distributionRows({ count: 3, distribution: { '5': 2, '1': 1 } })).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 33 },
    ]);
  });

  it('shows empty bars without ratings', () => {
    expect(distributionRows({ count: 0, distribution: {} }).every((row) => row.percent === 0)).toBe(true);
  });
});

describe('labels', () => {
  it('formats the average with one decimal', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.26)).toBe('4.3');
  });

  it('names stars for screen readers', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
    expect(ratingLabel(4)).toBe('4 out of 5 stars');
    expect(ratingLabel(4.25)).toBe('4.3 out of 5 stars');
  });
});
