'use client';

// A month of availability per site type, reloaded when the month changes.
import { useEffect, useState } from 'react';
import type { Month } from './calendar-grid';
import type { SiteTypeAvailability } from './site-schema';
import { loadAvailability } from './sites-api';

export interface AvailabilityState {
  types: SiteTypeAvailability[] | null;
  loading: boolean;
  error: boolean;
}

export function useAvailability(campgroundId: string, month: Month | null): AvailabilityState {
  const [result, setResult] = useState<{ key: string; types: SiteTypeAvailability[] | null } | null>(null);
  const key = `${campgroundId}:${month ?? ''}`;

  useEffect(() => {
    if (!month) return;
    let cancelled = false;
    loadAvailability(campgroundId, month)
      .then((types) => {
        if (!cancelled) setResult({ key, types });
      })
      .catch(() => {
        if (!cancelled) setResult({ key, types: null });
      });
    return () => {
      cancelled = true;
    };
  }, [campgroundId, month, key]);

  const current = result?.key === key ? result : null;
  return { types: current?.types ?? null, loading: !current, error: current !== null && current.types === null };
}
