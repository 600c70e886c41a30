'use client';

import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { filterStayDates, type SearchFilters, withStayDates } from './build-filters';
import { FiltersPanel } from './filters-panel';
import type { FilterSection } from './search-data';
import styles from './sidebar-filters.module.css';

export interface SidebarFiltersOverlayProps {
  sections: FilterSection[] | null;
  error: boolean;
  filters: SearchFilters;
  /** The filters chosen, applied all at once (the search then shows its results). */
  onApply: (filters: SearchFilters) => void;
}

/**
 * The sidebar-filters overlay (spec section 2): the search's filters panel in a sidebar on
 * phones. Choices are kept here until 'Show results', so a phone does not reload the results
 * after every tick; closing without it leaves the search as it was.
 */
export function SidebarFiltersOverlay({
  sections,
  error,
  filters,
  onApply,
  onClose,
}: SidebarFiltersOverlayProps & { onClose: () => void }) {
  const [draft, setDraft] = useState<SearchFilters>(filters);
  return (
    <Modal open onClose={onClose} title="Filters" variant="sidebar">
      <div className={styles.panel}>
        <FiltersPanel
          sections={sections}
          error={error}
          filters={draft}
          onChange={(id, value) => setDraft((current) => ({ ...current, [id]: value }))}
          dates={filterStayDates(draft)}
          onDatesChange={(dates) => setDraft((current) => withStayDates(current, dates))}
        />
      </div>
      <div className={styles.footer}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.block}`}
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          Show results
        </button>
      </div>
    </Modal>
  );
}
