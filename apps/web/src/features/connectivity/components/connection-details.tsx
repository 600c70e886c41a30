'use client';

import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './connectivity.module.css';

/** The info button beside the connectivity heading: opens the 'Connection Details' overlay. */
export function ConnectionDetails() {
  const { openOverlay } = useOverlays();
  return (
    <button
      type="button"
      className={styles.info}
      aria-label="Connection Details"
      aria-haspopup="dialog"
      onClick={() => openOverlay('connection-details', {})}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
