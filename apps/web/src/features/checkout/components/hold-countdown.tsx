'use client';

import { holdText } from '../hold-countdown';
import styles from './checkout.module.css';

/**
 * 'Your site is held for 9:41': a timer (read on demand), announced politely only at whole
 * minutes so a screen reader is not interrupted every second.
 */
export function HoldCountdown({ seconds }: { seconds: number }) {
  return (
    <div>
      <p className={`${styles.hold} ${seconds < 60 ? styles.holdUrgent : ''}`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.holdIcon}>
          <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 9v4l2.5 2.5M9.5 3h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span role="timer" data-testid="hold-countdown">
          {holdText(seconds)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {seconds % 60 === 0 ? holdText(seconds) : ''}
      </p>
    </div>
  );
}
