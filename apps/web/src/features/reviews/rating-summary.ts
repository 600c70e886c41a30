// Numbers behind the rating summary: the average as shown and the bar for each star count.
import type { RatingSummary } from './review-schema';

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export interface DistributionRow {
  stars: number;
  count: number;
  /** Share of all ratings, 0–100, rounded: the bar's width. */
  percent: number;
}

/** One row per star count, 5 down to 1; a missing count is 0. */
export function distributionRows(summary: Pick<RatingSummary, 'count' | 'distribution'>): DistributionRow[] {
  const total = STAR_VALUES.reduce((sum, stars) => sum + (summary.distribution[String(stars)] ?? 0), 0);
  return STAR_VALUES.map((stars) => {
    const count = summary.distribution[String(stars)] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

/** "4.3": one decimal, as review sites show it. */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** What a screen reader hears for a star graphic: "4.5 out of 5 stars". */
export function ratingLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : formatAverage(rating)} out of 5 stars`;
}
