'use client';

import { AD_LAZY_LOAD_MARGIN } from '@campwise/domain';
import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within the spec's lazy-load margin (30% of the viewport beyond each
 * edge), and whether it has ever been: a slot is filled the first time, and refreshed only while.
 */
export function useNearScreen(element: RefObject<HTMLElement | null>): { near: boolean; seen: boolean } {
  const [near, setNear] = useState(false);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const isNear = entries.some((entry) => entry.isIntersecting);
        setNear(isNear);
        if (isNear) setSeen(true);
      },
      { rootMargin: AD_LAZY_LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return { near, seen };
}
