import type { ReviewCampground } from '../review-campground';
import type { Review } from '../review-schema';
import { ReviewCard } from './review-card';
import styles from './review-list.module.css';

export function ReviewList({ reviews, campground }: { reviews: readonly Review[]; campground: ReviewCampground }) {
  return (
    <ol className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} campground={campground} />
        </li>
      ))}
    </ol>
  );
}
