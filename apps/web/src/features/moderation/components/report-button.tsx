'use client';

import { REPORT_TARGET_LABELS } from '@campwise/domain';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { ReportTarget } from '../report-api';
import styles from '@/components/ui/pill-button.module.css';

export interface ReportButtonProps {
  target: ReportTarget;
  /** `icon` for tight spots (a review's footer): the words stay for screen readers only. */
  variant?: 'labelled' | 'icon';
}

/** Opens the report overlay; signed out, the sign-in modal first, then the overlay. */
export function ReportButton({ target, variant = 'labelled' }: ReportButtonProps) {
  const requireAccount = useRequireAccount();
  const { openOverlay } = useOverlays();
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-haspopup="dialog"
      onClick={() => requireAccount(() => openOverlay('report', { target }), 'sign-in')}
      data-testid="report-button"
    >
      <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M5 21V4m0 0h11l-2 4 2 4H5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>
        Report<span className="visually-hidden"> this {REPORT_TARGET_LABELS[target.type]}</span>
      </span>
    </button>
  );
}
