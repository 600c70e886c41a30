import Link from 'next/link';
import { formatCount } from '@/lib/format';
import { galleryPath, reviewsPath } from '@/features/community/community-paths';
import type { CommunityCampground } from '@/features/community/community-campground';
import type { ReviewPage } from '../reviews-api.server';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { WriteReviewButton } from './write-review-button';
import styles from './review-list.module.css';

/** The campground page's reviews: summary, the newest few, and the way to all of them. */
export function CampgroundReviews({ campground, page }: { campground: CommunityCampground; page: ReviewPage | null }) {
  return (
    <section aria-labelledby="reviews-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="reviews-heading">Reviews</h2>
        <ul className={styles.links}>
          {page && page.total > 0 && (
            <li>
              <Link href={reviewsPath(campground)}>All {formatCount(page.total, 'review')}</Link>
            </li>
          )}
          <li>
            <Link href={galleryPath(campground)}>Photo gallery</Link>
          </li>
        </ul>
      </div>
      {page ? (
        <>
          <RatingSummary summary={page.rating} />
          {page.reviews.length > 0 && <ReviewList reviews={page.reviews} campground={campground} />}
        </>
      ) : (
        <p className={styles.muted}>Reviews could not be loaded just now. Please try again later.</p>
      )}
      <div>
        <WriteReviewButton campgroundId={campground.id} campgroundName={campground.name} />
      </div>
    </section>
  );
}
