'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCurrentUser } from '@/features/auth/use-current-user';
import type { CommunityCampground } from '@/features/community/community-campground';
import { reviewPath, reviewsPath } from '@/features/community/community-paths';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { Review } from '../review-schema';
import { deleteReview } from '../reviews-api';
import styles from './review-card.module.css';

/** Edit and Delete, for the review's author only (the API refuses everyone else anyway). */
export function ReviewOwnerActions({ review, campground }: { review: Review; campground: CommunityCampground }) {
  const { user } = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname();
  const { openOverlay } = useOverlays();
  if (!user || user.id !== review.authorId) return null;

  const onDelete = async () => {
    await deleteReview(review.id);
    // The review's own page is gone with it: go back to the list.
    if (pathname === reviewPath(campground, review.id)) router.push(reviewsPath(campground));
    else router.refresh();
  };

  return (
    <div className={styles.ownerActions}>
      <button
        type="button"
        className={styles.textButton}
        onClick={() =>
          openOverlay('add-review', {
            title: 'Edit your review',
            campgroundId: campground.id,
            existing: review,
            onSaved: () => router.refresh(),
          })
        }
      >
        Edit
      </button>
      <button
        type="button"
        className={`${styles.textButton} ${styles.dangerText}`}
        onClick={() =>
          openOverlay('delete', {
            title: 'Delete your review?',
            message: `Your review of ${campground.name} will be deleted. This cannot be undone.`,
            confirmLabel: 'Delete review',
            cancelLabel: 'Keep it',
            onConfirm: onDelete,
          })
        }
      >
        Delete
      </button>
    </div>
  );
}
