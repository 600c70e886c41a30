'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './review-list.module.css';

export interface WriteReviewButtonProps {
  campgroundId: string;
  campgroundName: string;
}

/**
 * "Write a review": signed-out visitors sign in or up first (the form opens after). Once the
 * review is saved the page is rendered again, so it shows the review and the new average.
 */
export function WriteReviewButton({ campgroundId, campgroundName }: WriteReviewButtonProps) {
  const router = useRouter();
  const requireAccount = useRequireAccount();
  const { openOverlay } = useOverlays();
  const [notice, setNotice] = useState('');

  const onSaved = () => {
    setNotice('Thanks! Your review is posted.');
    router.refresh();
  };

  return (
    <>
      <button
        type="button"
        className={buttonStyles.button}
        onClick={() => {
          setNotice('');
          requireAccount(() => openOverlay('add-review', { title: `Review ${campgroundName}`, campgroundId, onSaved }));
        }}
      >
        Write a review
      </button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </>
  );
}
