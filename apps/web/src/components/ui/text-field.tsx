import type { HTMLInputTypeAttribute, Ref } from 'react';
import type { BoundField } from '@/lib/forms/use-form';
import styles from './field.module.css';

export interface TextFieldProps {
  /** Unique on the page: the same form can appear on a page and in a modal at once. */
  id: string;
  label: string;
  field: BoundField & { ref?: Ref<HTMLInputElement> };
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
  hint?: string;
  readOnly?: boolean;
  required?: boolean;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced. */
export function TextField({ id, label, field, type = 'text', hint, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, field.error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type={type}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...inputProps}
      />
      <p id={errorId} className={styles.error} aria-live="polite">
        {field.error}
      </p>
    </div>
  );
}
