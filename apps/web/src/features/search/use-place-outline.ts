'use client';

// The outline of the park, forest or state that is the search area, for the map to draw; null
// for any other area (a city's circle, a point, the map's view) and while it loads.
import { useEffect, useMemo, useState } from 'react';
import type { SearchFilters } from './build-filters';
import { locationSource, REGION_KEY_PREFIX } from './location-label';
import { loadAreaByKey, loadPlaceOutline, type PlaceOutline } from './place-loader';

/** The key of the area to outline: a park, forest or state (a city's search is a circle, not its outline). */
function outlineKey(filters: SearchFilters): string | null {
  const source = locationSource(filters);
  return source.kind === 'area' && source.area.key !== 'near' ? source.key : null;
}

export function usePlaceOutline(filters: SearchFilters): PlaceOutline | null {
  const key = useMemo(() => outlineKey(filters), [filters]);
  const [loaded, setLoaded] = useState<{ key: string; outline: PlaceOutline | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    // A park's or forest's key is its place id; a state's is its region, so look up its id (state:UT).
    const placeId = key.startsWith(REGION_KEY_PREFIX)
      ? loadAreaByKey(key).then((state) => state?.id ?? null)
      : Promise.resolve(key);
    void placeId
      .then((id) => (id ? loadPlaceOutline(id) : null))
      .then((outline) => {
        if (!cancelled) setLoaded({ key, outline });
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  return key !== null && loaded?.key === key ? loaded.outline : null;
}
