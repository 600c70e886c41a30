import type { HTMLInputTypeAttribute, Ref } from 'react';
import type { BoundField } from '@/lib/forms/use-form';
import { FieldFrame } from './field-frame';
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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={field.error}>
      {(aria) => (
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type={type}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...aria}
          className={styles.input}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}
