'use client';

import type { ActiveFilter } from './active-filters';
import styles from './search.module.css';

/** The filters set, each a chip that removes it, and 'Clear all'. Nothing when none is set. */
export function ActiveFilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly ActiveFilter[];
  onRemove: (chip: ActiveFilter) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.activeFilters} role="group" aria-label="Active filters">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onRemove(chip)}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}
