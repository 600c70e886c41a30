'use client';

// The filters panel's definitions and the results list that follows the filters (the bbox filter
// included). The API's filters are built once both the definitions and the filters are known.
import { useEffect, useMemo, useState } from 'react';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { type ApiFilters, buildApiFilters, type SearchFilters } from './build-filters';
import type { UserLocation } from './initial-location';
import { loadFilterDefinitions, searchCampgrounds } from './search-api';
import type { FilterSection } from './search-data';

interface Results {
  key: string;
  campgrounds: Campground[] | null;
  total: number | null;
  error: boolean;
}

export interface SearchResults {
  /** The filters as the API gets them; null until the filter definitions are known. */
  apiFilters: ApiFilters | null;
  filterSections: FilterSection[] | null;
  filtersError: boolean;
  campgrounds: Campground[] | null;
  total: number | null;
  /** The shown results are not (yet) those of the current filters. */
  loading: boolean;
  error: boolean;
}

/** `searchFilters` null: the area is not known yet (the map has not opened), so nothing is searched. */
export function useSearchResults(searchFilters: SearchFilters | null, userLocation: UserLocation): SearchResults {
  const [filterSections, setFilterSections] = useState<FilterSection[] | null>(null);
  const [filterIds, setFilterIds] = useState<string[] | null>(null);
  const [filtersError, setFiltersError] = useState(false);
  const [results, setResults] = useState<Results | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadFilterDefinitions()
      .then((definitions) => {
        if (cancelled) return;
        setFilterIds(definitions.ids);
        setFilterSections(definitions.sections);
      })
      .catch(() => {
        if (cancelled) return;
        setFiltersError(true);
        setFilterIds([]);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const apiFilters = useMemo(
    () =>
      filterIds === null || searchFilters === null ? null : buildApiFilters(searchFilters, filterIds, userLocation),
    [filterIds, searchFilters, userLocation],
  );
  const resultsKey = apiFilters ? JSON.stringify(apiFilters) : null;

  useEffect(() => {
    if (!apiFilters || !resultsKey) return;
    let cancelled = false;
    searchCampgrounds(apiFilters)
      .then(({ campgrounds, total }) => {
        if (!cancelled) setResults({ key: resultsKey, campgrounds, total, error: false });
      })
      .catch(() => {
        if (!cancelled) setResults({ key: resultsKey, campgrounds: [], total: null, error: true });
      });
    return () => {
      cancelled = true;
    };
  }, [apiFilters, resultsKey]);

  return {
    apiFilters,
    filterSections,
    filtersError,
    campgrounds: results?.campgrounds ?? null,
    total: results?.total ?? null,
    loading: resultsKey !== null && results?.key !== resultsKey,
    error: results?.error ?? false,
  };
}
