import { ratingLabel } from '../rating-summary';
import styles from './stars.module.css';

export const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to `rating` (fractions too), read out as "4.5 out of 5 stars". */
export function StarRating({ rating, size = 'medium' }: { rating: number; size?: 'small' | 'medium' | 'large' }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={`${styles.stars} ${styles[size]}`}>
      <span className={styles.track} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <svg key={index} viewBox="0 0 24 24" focusable="false">
            <path d={STAR_PATH} />
          </svg>
        ))}
      </span>
      <span className={styles.fill} style={{ width: `${percent}%` }} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <svg key={index} viewBox="0 0 24 24" focusable="false">
            <path d={STAR_PATH} />
          </svg>
        ))}
      </span>
    </span>
  );
}
