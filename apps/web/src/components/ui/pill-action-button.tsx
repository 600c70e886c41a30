import type { ReactNode } from 'react';
import styles from './pill-button.module.css';

export interface PillActionButtonProps {
  /** The icon's SVG path, drawn as a 24×24 outline. */
  iconPath: string;
  /** What the button says; screen readers hear it in the `icon` variant too. */
  children: ReactNode;
  /** `icon` for tight spots (a review's footer): the words stay for screen readers only. */
  variant?: 'labelled' | 'icon';
  onClick: () => void;
  testId?: string;
}

/** A small outlined action that opens a dialog (share, report). */
export function PillActionButton({ iconPath, children, variant = 'labelled', onClick, testId }: PillActionButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-haspopup="dialog"
      onClick={onClick}
      data-testid={testId}
    >
      <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={iconPath}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>{children}</span>
    </button>
  );
}
