'use client';

// The search box's text for the current filters: the chosen suggestion's label while it is the
// filter, else the place's or state's name from the places API (a reload holds only its id),
// 'Map area' when the map's view is the area, and nothing otherwise.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SearchFilters } from './build-filters';
import { locationKey, locationSource, MAP_AREA_LABEL } from './location-label';
import { loadAreaByKey } from './place-loader';

export interface LocationLabel {
  /** Null when the filters name no place (the box keeps what the camper typed). */
  label: string | null;
  /** Names the location filters just chosen, so the box need not wait for the API. */
  remember: (location: SearchFilters, label: string) => void;
}

export function useLocationLabel(filters: SearchFilters): LocationLabel {
  const [known, setKnown] = useState<Readonly<Record<string, string>>>({});
  const source = useMemo(() => locationSource(filters), [filters]);
  const areaKey = source.kind === 'area' ? source.key : null;

  const rememberKey = useCallback((key: string, label: string) => {
    setKnown((current) => (current[key] === label ? current : { ...current, [key]: label }));
  }, []);
  const remember = useCallback(
    (location: SearchFilters, label: string) => {
      const key = locationKey(location);
      if (key) rememberKey(key, label);
    },
    [rememberKey],
  );

  const needsName = areaKey !== null && known[areaKey] === undefined;
  useEffect(() => {
    if (!areaKey || !needsName) return;
    let cancelled = false;
    void loadAreaByKey(areaKey).then((place) => {
      if (!cancelled && place) rememberKey(areaKey, place.label ?? place.name);
    });
    return () => {
      cancelled = true;
    };
  }, [areaKey, needsName, rememberKey]);

  let label: string | null = null;
  if (source.kind === 'map-area') label = MAP_AREA_LABEL;
  else if (source.kind === 'area' || source.kind === 'point') label = known[source.key] ?? null;
  return { label, remember };
}
