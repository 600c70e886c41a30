'use client';

import { type Ref, useState } from 'react';
import type { BoundField } from '@/lib/forms/use-form';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface PasswordFieldProps {
  id: string;
  label: string;
  field: BoundField & { ref?: Ref<HTMLInputElement> };
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** A password input with a show/hide button; the button's name says what pressing it does. */
export function PasswordField({ id, label, field, autoComplete, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={field.error}>
      {(aria) => (
        <div className={styles.control}>
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            type={visible ? 'text' : 'password'}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...aria}
            className={`${styles.input} ${styles.withToggle}`}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
