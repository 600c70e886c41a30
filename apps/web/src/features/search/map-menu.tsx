'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MAP_STYLES, type MapStyleName } from './map-preferences';
import styles from './map-menu.module.css';

const STYLE_LABELS: Record<MapStyleName, string> = { map: 'Map', outline: 'Outline' };
/** Open modals (components/ui/modal.tsx is a native <dialog>). */
const DIALOGS = 'dialog[open], [role="dialog"]';

export interface MapMenuProps {
  mapStyle: MapStyleName;
  onMapStyle: (style: MapStyleName) => void;
  fullscreen: boolean;
  onFullscreen: (fullscreen: boolean) => void;
  /** The layer controls (Layers, the PRO pitch), drawn in the menu. */
  children?: ReactNode;
  buttonClassName?: string;
}

/**
 * One 'Map' button for the map's own settings (style, full screen, layers), so that on a phone
 * the controls take one pill instead of a row that covers the top of the map. Closes on Escape
 * or a click elsewhere; the layer panels it holds open inside it.
 */
export function MapMenu({ mapStyle, onMapStyle, fullscreen, onFullscreen, children, buttonClassName }: MapMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the innermost thing only: a modal, or a panel opened from the menu.
      if (document.querySelector(DIALOGS) || panelRef.current?.querySelector('[aria-expanded="true"]')) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A modal the menu opened (the PRO pitch) lives outside it; a click there must not close it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !rootRef.current?.contains(target) && !document.querySelector(DIALOGS)?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // Not positioned: the panel opens under the whole row of map controls, as the layer panels do,
    // so on a phone it starts at the row's left edge instead of running off the screen.
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        // Not just "Map": on a phone the Map/List switch has a "Map" button too.
        aria-label="Map settings"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Map <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} className={styles.panel} role="group" aria-label="Map settings">
          <label className={styles.row}>
            Map style
            <select value={mapStyle} onChange={(event) => onMapStyle(event.target.value as MapStyleName)}>
              {MAP_STYLES.map((style) => (
                <option key={style} value={style}>
                  {STYLE_LABELS[style]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={styles.item}
            aria-pressed={fullscreen}
            onClick={() => onFullscreen(!fullscreen)}
          >
            {fullscreen ? 'Exit full screen' : 'Full screen'}
          </button>
          {children ? <div className={styles.layers}>{children}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
