'use client';

import buttonStyles from '@/components/ui/button.module.css';
import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './account.module.css';

/** Deleting the account: what it means, and the button that opens the "delete" overlay. */
export function DeleteAccount({ userId, email }: { userId: string; email: string }) {
  const { openOverlay } = useOverlays();
  return (
    <>
      <p className={styles.note}>
        Deleting your account removes your profile and signs you out everywhere. This cannot be undone.
      </p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.dangerOutline}`}
        onClick={() => openOverlay('delete-account', { userId, email })}
      >
        Delete account
      </button>
    </>
  );
}
