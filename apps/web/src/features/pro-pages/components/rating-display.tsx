import { PRO_TEXT } from '@campwise/domain';
import styles from './pro-page.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The spec's default PRO rating display: 4.8 with '129k ratings' (spec section 1). */
export function RatingDisplay() {
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <svg key={index} viewBox="0 0 24 24" focusable="false">
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span className="visually-hidden">Rated</span>
      <span className={styles.ratingValue}>{PRO_TEXT.ratingValue}</span>
      <span className="visually-hidden">out of 5,</span>
      <span className={styles.ratingCount}>{PRO_TEXT.ratingCount}</span>
    </p>
  );
}
