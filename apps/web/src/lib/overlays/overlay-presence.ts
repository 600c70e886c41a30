// Where an overlay rendered by the host is in its life cycle, for the shared Modal: inactive on
// the first tick and while leaving (its transition runs), and closed for good once dismissed,
// even though the host keeps it mounted until it is removed. Null outside the host.
import { createContext, useContext } from 'react';

export interface OverlayPresence {
  active: boolean;
  leaving: boolean;
}

export const OverlayPresenceContext = createContext<OverlayPresence | null>(null);

export function useOverlayPresence(): OverlayPresence | null {
  return useContext(OverlayPresenceContext);
}
