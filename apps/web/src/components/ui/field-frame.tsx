import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | null | undefined;
  /** Renders the control, given the aria attributes that tie it to its hint and error. */
  children: (aria: FieldAria) => ReactNode;
}

/** Label, optional hint and an announced error around one control: the part every field shares. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
