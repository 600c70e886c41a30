'use client';

import type { FormEvent } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './admin.module.css';

export interface AdminSearchFormProps {
  id: string;
  label: string;
  query: string;
  busy: boolean;
  onQueryChange: (query: string) => void;
  onSearch: (event: FormEvent) => void;
}

/** The admin screens' one-field search (users by email or name, campgrounds by name). */
export function AdminSearchForm({ id, label, query, busy, onQueryChange, onSearch }: AdminSearchFormProps) {
  return (
    <form className={styles.search} role="search" onSubmit={onSearch}>
      <FieldFrame id={id} label={label} error={null}>
        {(aria) => (
          <input
            id={id}
            type="search"
            className={fieldStyles.input}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            {...aria}
          />
        )}
      </FieldFrame>
      <button type="submit" className={buttonStyles.button} disabled={busy}>
        Search
      </button>
    </form>
  );
}
