'use client';

// The selected campground's card: from the results list when it is there, else read on its own.
import { useEffect, useState } from 'react';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { loadCampground } from './search-api';

export function useActiveCampground(id: string | null, listed: readonly Campground[] | null): Campground | null {
  const [campground, setCampground] = useState<Campground | null>(null);

  useEffect(() => {
    if (id === null) {
      setCampground(null);
      return;
    }
    const fromList = listed?.find((candidate) => candidate.id === id);
    if (fromList) {
      setCampground(fromList);
      return;
    }
    let cancelled = false;
    loadCampground(id)
      .then((found) => {
        if (!cancelled) setCampground(found);
      })
      .catch(() => {
        if (!cancelled) setCampground(null);
      });
    return () => {
      cancelled = true;
    };
  }, [id, listed]);

  return campground;
}
