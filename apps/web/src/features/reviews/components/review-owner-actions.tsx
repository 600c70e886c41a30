'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { errorMessages } from '@/lib/api-client';
import { reviewPath, reviewsPath } from '../review-paths';
import type { ReviewCampground } from '../review-campground';
import type { Review } from '../review-schema';
import { deleteReview } from '../reviews-api';
import { ReviewDialog } from './review-dialog';
import styles from './review-card.module.css';

/** Edit and Delete, for the review's author only (the API refuses everyone else anyway). */
export function ReviewOwnerActions({ review, campground }: { review: Review; campground: ReviewCampground }) {
  const { user } = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  if (!user || user.id !== review.authorId) return null;

  const onDelete = async () => {
    setBusy(true);
    setError([]);
    try {
      await deleteReview(review.id);
      setDialog(null);
      // The review's own page is gone with it: go back to the list.
      if (pathname === reviewPath(campground, review.id)) router.push(reviewsPath(campground));
      else router.refresh();
    } catch (caught) {
      setError(errorMessages(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.ownerActions}>
      <button type="button" className={styles.textButton} onClick={() => setDialog('edit')}>
        Edit
      </button>
      <button
        type="button"
        className={`${styles.textButton} ${styles.dangerText}`}
        onClick={() => {
          setError([]);
          setDialog('delete');
        }}
      >
        Delete
      </button>
      <ReviewDialog
        open={dialog === 'edit'}
        title="Edit your review"
        campgroundId={campground.id}
        existing={review}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          router.refresh();
        }}
      />
      <Modal
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title="Delete your review?"
        closeDisabled={busy}
      >
        <p>Your review of {campground.name} will be deleted. This cannot be undone.</p>
        <FormAlert tone="error" messages={error} />
        <div className={styles.ownerActions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.danger}`}
            disabled={busy}
            onClick={onDelete}
          >
            Delete review
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            disabled={busy}
            onClick={() => setDialog(null)}
          >
            Keep it
          </button>
        </div>
      </Modal>
    </div>
  );
}
