'use client';

import { useOverlays } from '@/features/overlays/use-overlays';
import type { ShareTarget } from '../share-links';
import styles from '@/components/ui/pill-button.module.css';

export interface ShareButtonProps {
  target: ShareTarget;
  /** `icon` for tight spots (a review's footer): the word stays for screen readers only. */
  variant?: 'labelled' | 'icon';
}

/** Opens the share overlay; sharing needs no account. */
export function ShareButton({ target, variant = 'labelled' }: ShareButtonProps) {
  const { openOverlay } = useOverlays();
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-haspopup="dialog"
      onClick={() => openOverlay('share', { target })}
      data-testid="share-button"
    >
      <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7.5h14V12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>Share</span>
    </button>
  );
}
