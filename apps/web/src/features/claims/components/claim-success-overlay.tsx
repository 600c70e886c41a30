'use client';

// The spec's claim-success overlay: shown once, on the first visit after a claim is approved.
import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import styles from './claims.module.css';

export interface ClaimSuccessOverlayProps {
  campgroundName: string;
  onClose: () => void;
}

export function ClaimSuccessOverlay({ campgroundName, onClose }: ClaimSuccessOverlayProps) {
  return (
    <Modal open onClose={onClose} title="Your claim is approved" size="medium">
      <div className={styles.overlay} data-testid="claim-success">
        <p>
          You now manage <strong>{campgroundName}</strong>. Keep the listing up to date, answer reviews and set up
          bookings from the manager portal.
        </p>
        <div className={styles.actions}>
          <Link href="/manager" className={buttonStyles.button} onClick={onClose}>
            Open the manager portal
          </Link>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
            Later
          </button>
        </div>
      </div>
    </Modal>
  );
}
