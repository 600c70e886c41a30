'use client';

// A button that opens something (an overlay, through the caller) and afterwards says what
// happened beside it: "Add photos", "Add a field report".
import { useState } from 'react';
import buttonStyles from './button.module.css';
import styles from './launch-button.module.css';

export interface LaunchButtonProps {
  label: string;
  /**
   * Opens what the button launches; `notify` shows a line beside the button later (say, once a
   * form in the overlay is saved). Passed in, as shared components do not reach into features.
   */
  onLaunch: (notify: (notice: string) => void) => void;
}

export function LaunchButton({ label, onLaunch }: LaunchButtonProps) {
  const [notice, setNotice] = useState('');
  return (
    <div>
      <button
        type="button"
        className={buttonStyles.button}
        aria-haspopup="dialog"
        onClick={() => {
          setNotice('');
          onLaunch(setNotice);
        }}
      >
        {label}
      </button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </div>
  );
}
