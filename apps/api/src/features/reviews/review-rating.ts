// A campground's rating from its visible reviews: how many of each star, the count and the
// average. Pure arithmetic, so the rule is tested without a database.
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@campwise/domain';

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface RatingSummary {
  /** Mean stars rounded half up to one decimal, as the product shows it (4.3); null without reviews. */
  average: number | null;
  count: number;
  distribution: RatingDistribution;
}

export function emptyDistribution(): RatingDistribution {
  return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
}

/** `counts`: reviews per star value, as grouped by the database (values outside 1-5 cannot exist). */
export function summarizeRatings(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const distribution = emptyDistribution();
  let count = 0;
  let stars = 0;
  for (const row of counts) {
    if (row.rating < REVIEW_RATING_MIN || row.rating > REVIEW_RATING_MAX) continue;
    distribution[String(row.rating) as keyof RatingDistribution] += row.count;
    count += row.count;
    stars += row.rating * row.count;
  }
  // Integers until the last step: (stars * 10) / count rounds 23/20 to 1.2, where
  // (23/20) * 10 in floating point would be 11.4999... and round down.
  const average = count === 0 ? null : Math.round((stars * 10) / count) / 10;
  return { average, count, distribution };
}
