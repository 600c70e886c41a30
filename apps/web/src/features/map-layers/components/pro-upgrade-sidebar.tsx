'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useProUpsell } from '@/features/pro/use-pro-upsell';
import styles from './map-layers.module.css';

/**
 * The PRO upgrade sidebar of the search map (overlay map-pro-upgrade): what PRO adds to the
 * map, and a way in. Opens from its 'What PRO adds' button (a bare 'PRO' beside 'Layers PRO'
 * told a free member nothing); closes by its close button or Escape.
 */
export function ProUpgradeSidebar({ buttonClassName }: { buttonClassName?: string }) {
  const { openProUpsell } = useProUpsell();
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function tryPro() {
    setOpen(false);
    openProUpsell({ redirect: `${window.location.pathname}${window.location.search}`, pitched: true });
  }

  return (
    <div className={styles.control}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? sidebarId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        What PRO adds
      </button>
      {open ? (
        <aside
          id={sidebarId}
          className={styles.sidebar}
          aria-labelledby={headingId}
          data-testid="pro-upgrade-sidebar"
          data-overlay="map-pro-upgrade"
        >
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close" onClick={close}>
            ×
          </button>
          <h2 id={headingId}>See more on the map with PRO</h2>
          <p>Campwise PRO members can add these layers to the search map:</p>
          <ul>
            <li>Public lands: National Forests and National Park Service units</li>
            <li>Free camping: every campground that charges nothing</li>
            <li>Cell coverage by carrier (AT&amp;T, T-Mobile, Verizon) from campers’ field reports</li>
          </ul>
          <button type="button" className={styles.tryPro} onClick={tryPro}>
            Try PRO free
          </button>
        </aside>
      ) : null}
    </div>
  );
}
