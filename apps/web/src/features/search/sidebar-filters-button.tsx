'use client';

import { useOverlays } from '@/features/overlays/use-overlays';
import type { SidebarFiltersOverlayProps } from './sidebar-filters-overlay';
import styles from './sidebar-filters.module.css';

/** The phone toolbar's Filters button: the filters panel in the sidebar-filters overlay. */
export function SidebarFiltersButton({ activeCount, ...props }: SidebarFiltersOverlayProps & { activeCount: number }) {
  const { openOverlay } = useOverlays();
  return (
    // The overlay gets the filters as they are when it opens, so it waits for them to load.
    <button
      type="button"
      className={styles.button}
      disabled={props.sections === null && !props.error}
      onClick={() => openOverlay('sidebar-filters', props)}
    >
      Filters
      {activeCount > 0 ? ` (${activeCount})` : null}
    </button>
  );
}
