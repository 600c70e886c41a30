import { distributionRows, formatAverage, starLabel } from '../rating-summary';
import type { RatingSummary as Summary } from '../review-schema';
import { formatCount } from '@/lib/format';
import { StarRating } from './star-rating';
import styles from './rating-summary.module.css';

/** The average, how many reviews, and a bar per star count. */
export function RatingSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0 || summary.average === null) {
    return <p className={styles.empty}>No reviews yet. Be the first to share your stay.</p>;
  }
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.number}>{formatAverage(summary.average)}</span>
        <StarRating rating={summary.average} size="large" />
        <span className={styles.count}>{formatCount(summary.count, 'review')}</span>
      </div>
      <ul className={styles.bars} aria-label="Ratings by stars">
        {distributionRows(summary).map((row) => (
          <li key={row.stars} className={styles.row}>
            <span className={styles.rowLabel}>{starLabel(row.stars)}</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${row.percent}%` }} />
            </span>
            <span className={styles.rowCount}>
              {row.count}
              <span className="visually-hidden"> ({row.percent}%)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
