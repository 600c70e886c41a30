'use client';

// The campgrounds along the route (the corridor search), in route order, a page at a time: asked
// again from the first page whenever the route, the detour, the stretch or a filter changes.
import { useCallback, useEffect, useState } from 'react';
import type { ApiFilters } from '@/features/search/build-filters';
import { errorMessages } from '@/lib/api-client';
import { type CorridorCampground, searchCorridor } from './trip-plans-api';

export interface CorridorState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  campgrounds: CorridorCampground[];
  total: number;
  message: string | null;
  loadingMore: boolean;
  /** Why the last "show more" failed, until the next one. */
  moreError: string | null;
  loadMore: () => void;
}

interface Loaded {
  key: string;
  campgrounds: CorridorCampground[];
  total: number;
  page: number;
  failed: string | null;
}

export function useCorridor(
  searchLine: string | null,
  detourMiles: number,
  segment: string | null,
  filters: ApiFilters,
): CorridorState {
  const filtersKey = JSON.stringify(filters);
  const key = searchLine ? JSON.stringify([searchLine, detourMiles, segment, filtersKey]) : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const load = useCallback(
    async (page: number): Promise<{ campgrounds: CorridorCampground[]; total: number }> => {
      if (!searchLine) return { campgrounds: [], total: 0 };
      return searchCorridor({ searchLine, detourMiles, segment, filters: JSON.parse(filtersKey) as ApiFilters, page });
    },
    [searchLine, detourMiles, segment, filtersKey],
  );

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    load(1)
      .then((first) => {
        if (!cancelled) setLoaded({ key, ...first, page: 1, failed: null });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = errorMessages(error)[0] ?? 'Campgrounds along the route could not be loaded.';
        setLoaded({ key, campgrounds: [], total: 0, page: 1, failed: message });
      });
    return () => {
      cancelled = true;
    };
  }, [key, load]);

  const current = loaded?.key === key ? loaded : null;

  const loadMore = useCallback(() => {
    if (!current || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    load(current.page + 1)
      .then((next) => {
        setLoaded((previous) =>
          previous?.key === current.key
            ? { ...previous, campgrounds: [...previous.campgrounds, ...next.campgrounds], page: previous.page + 1 }
            : previous,
        );
      })
      .catch((error: unknown) => setMoreError(errorMessages(error)[0] ?? 'More campgrounds could not be loaded.'))
      .finally(() => setLoadingMore(false));
  }, [current, loadingMore, load]);

  const none = { campgrounds: [], total: 0, message: null, loadingMore: false, moreError: null, loadMore };
  if (!key) return { status: 'idle', ...none };
  if (!current) return { status: 'loading', ...none };
  return {
    status: current.failed ? 'failed' : 'ready',
    campgrounds: current.campgrounds,
    total: current.total,
    message: current.failed,
    loadingMore,
    moreError,
    loadMore,
  };
}
