'use client';

// Whether the search's map should exist yet. On a wide screen the map is half the page and loads
// at once. On a phone the search opens on its list and MapLibre (its code, its WebGL frames, its
// tiles) loads only when the camper opens the map; after that it stays, hidden behind the list
// when they switch back, so it is not built twice (ADR 0037).
import { useEffect, useState } from 'react';

/** Matches search.module.css's phone layout, where the list and the map take turns. */
export const PHONE_LAYOUT_QUERY = '(max-width: 700px)';

/** True once the map should exist; null until the layout is known (rendering on the server, hydrating). */
export function useMapShown(mobileView: 'map' | 'list'): boolean | null {
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    if (shown) return;
    const phone = window.matchMedia(PHONE_LAYOUT_QUERY);
    const update = () => setShown(!phone.matches || mobileView === 'map');
    update();
    // A window widened past the phone layout shows the map beside the list.
    phone.addEventListener('change', update);
    return () => phone.removeEventListener('change', update);
  }, [mobileView, shown]);
  return shown;
}
