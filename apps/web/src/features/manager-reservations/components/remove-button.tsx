'use client';

import buttonStyles from '@/components/ui/button.module.css';
import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './manager.module.css';

export interface RemoveButtonProps {
  /** The question the delete overlay asks, and what removing it means. */
  title: string;
  message: string;
  /** The button that backs out ("Keep it"). */
  cancelLabel: string;
  onRemove: () => Promise<void>;
}

/** "Remove", asked first in the spec's delete overlay. */
export function RemoveButton({ title, message, cancelLabel, onRemove }: RemoveButtonProps) {
  const { openOverlay } = useOverlays();
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.dangerOutline} ${styles.smallButton}`}
      onClick={() =>
        openOverlay('delete', {
          title,
          message,
          confirmLabel: 'Remove',
          busyLabel: 'Removing…',
          cancelLabel,
          onConfirm: onRemove,
        })
      }
    >
      Remove
    </button>
  );
}
