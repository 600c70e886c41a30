'use client';

// How any component opens an overlay: by kind, with that kind's props, typed by the registry.
// The registry is imported for its types only, so a button that opens an overlay does not pull
// the overlay's code into its bundle (the host loads it when it opens).
import { createContext, useContext } from 'react';
import type { OverlayKind, OverlayProps } from './overlay-registry';

export interface OpenOptions {
  alone?: boolean;
}

export interface Overlays {
  /**
   * Shows the overlay on top of any already open; a linkable kind also goes into the URL. With
   * `{ alone: true }` (a prompt nobody asked for) it opens only when no other overlay is shown,
   * and is otherwise dropped; it is then never written into the URL.
   */
  openOverlay: <Kind extends OverlayKind>(kind: Kind, props: OverlayProps<Kind>, options?: OpenOptions) => void;
  /** Dismisses the topmost overlay (each overlay also gets its own `onClose`). */
  closeOverlay: () => void;
}

export const OverlaysContext = createContext<Overlays | null>(null);

export function useOverlays(): Overlays {
  const overlays = useContext(OverlaysContext);
  if (!overlays) throw new Error('useOverlays() needs <OverlayHost> above it');
  return overlays;
}
