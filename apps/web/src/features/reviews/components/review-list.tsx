import type { CommunityCampground } from '@/features/community/community-campground';
import type { Review } from '../review-schema';
import { ReviewCard } from './review-card';
import styles from './review-list.module.css';

export function ReviewList({ reviews, campground }: { reviews: readonly Review[]; campground: CommunityCampground }) {
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
