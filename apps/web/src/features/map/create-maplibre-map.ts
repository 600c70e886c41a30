import { Map as MapLibreMap, type MapOptions, NavigationControl, setWorkerUrl } from 'maplibre-gl';

// Copied into public/ by next.config.ts: Turbopack cannot bundle MapLibre's worker.
const WORKER_URL = '/maplibre-gl-worker.mjs';

/**
 * A MapLibre map for a page's own map (search, trip planner): the zoom buttons at the top right,
 * no compass (the maps stay north up), and a basemap or layer failure logged, not thrown.
 */
export function createMapLibreMap(options: MapOptions): MapLibreMap {
  setWorkerUrl(WORKER_URL);
  const map = new MapLibreMap(options);
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('error', (event) => console.warn('Map:', event.error.message));
  return map;
}
