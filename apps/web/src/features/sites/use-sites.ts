'use client';

// The campground's sites for the chosen stay (or unpriced without one), reloaded when the stay
// changes; answers from an older stay that arrive late are dropped.
import { useCallback, useEffect, useState } from 'react';
import type { Site } from './site-schema';
import { listSites } from './sites-api';
import type { StayDates } from './stay-dates';

export interface SitesState {
  sites: Site[] | null;
  /** The shown sites are not (yet) those of the current stay. */
  loading: boolean;
  error: boolean;
  reload: () => void;
}

function stayKey(campgroundId: string, dates: StayDates | null, attempt: number): string {
  return `${campgroundId}:${dates?.startDate ?? ''}:${dates?.endDate ?? ''}:${attempt}`;
}

export function useSites(campgroundId: string, dates: StayDates | null): SitesState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; sites: Site[] | null; error: boolean } | null>(null);
  const key = stayKey(campgroundId, dates, attempt);
  const startDate = dates?.startDate ?? null;
  const endDate = dates?.endDate ?? null;

  useEffect(() => {
    let cancelled = false;
    const stay = startDate && endDate ? { startDate, endDate } : null;
    listSites(campgroundId, stay)
      .then((sites) => {
        if (!cancelled) setResult({ key, sites, error: false });
      })
      .catch(() => {
        if (!cancelled) setResult({ key, sites: null, error: true });
      });
    return () => {
      cancelled = true;
    };
  }, [campgroundId, startDate, endDate, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return {
    sites: result?.sites ?? null,
    loading: result?.key !== key,
    error: result?.key === key && result.error,
    reload,
  };
}
