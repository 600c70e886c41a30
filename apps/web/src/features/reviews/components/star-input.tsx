'use client';

import { REVIEW_RATING_MAX } from '@campwise/domain';
import { starLabel } from '../rating-summary';
import { STAR_PATH } from './star-rating';
import styles from './review-form.module.css';

export interface StarInputProps {
  /** Each radio's id is `${id}-{stars}`, so a form can focus the first one. */
  id: string;
  name: string;
  /** '' until chosen. */
  value: string;
  error: string | null;
  errorId: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

const VALUES = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * A radio group drawn as stars: native radios keep arrow keys, Tab and screen readers working
 * ("3 stars, radio button, 3 of 5"); the stars up to the chosen one are filled.
 */
export function StarInput({ id, name, value, error, errorId, onChange, onBlur, disabled = false }: StarInputProps) {
  const chosen = value === '' ? 0 : Number(value);
  return (
    <fieldset
      className={styles.stars}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onBlur={(event) => {
        // Leaving the group, not moving between its stars, touches the field.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className={styles.legend}>Your rating</legend>
      <div className={styles.starRow}>
        {VALUES.map((stars) => (
          <label key={stars} className={styles.starOption} data-filled={stars <= chosen ? '' : undefined}>
            <input
              id={`${id}-${stars}`}
              type="radio"
              name={name}
              value={String(stars)}
              checked={chosen === stars}
              onChange={() => onChange(String(stars))}
              className="visually-hidden"
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">{starLabel(stars)}</span>
          </label>
        ))}
        <span className={styles.starText} aria-hidden="true">
          {chosen > 0 ? starLabel(chosen) : 'Choose 1 to 5 stars'}
        </span>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
