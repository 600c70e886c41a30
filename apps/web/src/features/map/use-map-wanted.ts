'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether the camper has asked for the map: they tapped it (`want`), or scrolled the page and
 * the map is then in view. Only a scroll counts, not the first paint: a map that happens to be
 * above the fold would otherwise load at once on every page view, which is what this avoids.
 */
export function useMapWanted(frameRef: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    const frame = frameRef.current;
    if (wanted || !frame || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;
    const arm = () => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      });
      observer.observe(frame);
    };
    window.addEventListener('scroll', arm, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', arm);
      observer?.disconnect();
    };
  }, [frameRef, wanted]);

  return [wanted, want];
}
