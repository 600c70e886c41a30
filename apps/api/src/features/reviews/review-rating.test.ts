import { describe, expect, it } from 'vitest';
import { summarizeRatings } from './review-rating.ts';

describe('summarizeRatings', () => {
  it('is unrated without reviews', () => {
    expect(summarizeRatings([])).toEqual({
      average: null,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('counts each star and averages over all reviews', () => {
    expect(
      summarizeRatings([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual({ average: 3.8, count: 4, distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 2 } });
  });

  it('rounds the average half up to one decimal', () => {
    // 13 / 3 = 4.333…
    expect(
      summarizeRatings([
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
      ]).average,
    ).toBe(4.3);
    // 14 / 3 = 4.666…
    expect(
      summarizeRatings([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]).average,
    ).toBe(4.7);
    // 23 / 20 = 1.15 exactly: half up, where floating point would round it down.
    expect(
      summarizeRatings([
        { rating: 2, count: 3 },
        { rating: 1, count: 17 },
      ]).average,
    ).toBe(1.2);
    expect(summarizeRatings([{ rating: 3, count: 7 }]).average).toBe(3);
  });

  it('ignores values no review can have', () => {
    expect(
      summarizeRatings([
        { rating: 0, count: 3 },
        { rating: 5, count: 1 },
      ]),
    ).toMatchObject({ average: 5, count: 1 });
  });
});
