'use client';

// The map's clusters and points: they follow the viewport and the attribute filters. The
// location filters are left out; on the map, the viewport is the area.
import { useEffect, useState } from 'react';
import type { ApiFilters } from './build-filters';
import { loadMapData } from './search-api';
import { EMPTY_COLLECTION, type MapFeatureCollection } from './search-data';

export interface MapView {
  bbox: string;
  zoom: number;
}

export function useMapData(apiFilters: ApiFilters | null, view: MapView | null): MapFeatureCollection {
  const [mapData, setMapData] = useState<MapFeatureCollection>(EMPTY_COLLECTION);

  useEffect(() => {
    if (!apiFilters || !view) return;
    let cancelled = false;
    const filter = Object.fromEntries(Object.entries(apiFilters).filter(([key]) => key !== 'bbox' && key !== 'origin'));
    loadMapData(filter, view)
      .then((data) => {
        if (!cancelled) setMapData(data);
      })
      .catch(() => {
        if (!cancelled) setMapData(EMPTY_COLLECTION);
      });
    return () => {
      cancelled = true;
    };
  }, [apiFilters, view]);

  return mapData;
}
