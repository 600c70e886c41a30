// The view a map of a given size would show, computed without a map: the same Web Mercator
// arithmetic MapLibre uses (512-pixel tiles), so the search can cover the page's view before
// MapLibre has loaded (a phone opens on the list; ADR 0037) and both agree on the area.
import { SEARCH_DEFAULT_ZOOM, formatBounds } from '@campwise/domain';
import type { CameraRequest } from './search-map';
import type { InitialLocation, LngLatBounds } from './initial-location';
import type { MapView } from './use-map-data';

const TILE_SIZE = 512;
/** Web Mercator stops here, as MapLibre's does. */
const MAX_LATITUDE = 85.051129;
const MAX_ZOOM = 22;

export interface ViewSize {
  width: number;
  height: number;
}

export interface PageCamera {
  center: [lng: number, lat: number];
  zoom: number;
}

function clampLatitude(lat: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
}

/** x and y in world units at zoom 0 (0 to 1). */
function project([lng, lat]: [number, number]): [number, number] {
  const sin = Math.sin((clampLatitude(lat) * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

function unproject([x, y]: [number, number]): [number, number] {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [x * 360 - 180, lat];
}

/** The centre and zoom that fit `bounds` in `size` with `padding` pixels on each side, as MapLibre's fitBounds. */
export function fitBounds(bounds: LngLatBounds, size: ViewSize, padding = 0, maxZoom = MAX_ZOOM): PageCamera {
  const [west, south, east, north] = bounds;
  const [x1, y1] = project([west, north]);
  const [x2, y2] = project([east, south]);
  const width = Math.max(1, size.width - padding * 2);
  const height = Math.max(1, size.height - padding * 2);
  const spanX = Math.max(x2 - x1, 1e-12) * TILE_SIZE;
  const spanY = Math.max(y2 - y1, 1e-12) * TILE_SIZE;
  const zoom = Math.min(maxZoom, Math.log2(Math.min(width / spanX, height / spanY)));
  return { center: unproject([(x1 + x2) / 2, (y1 + y2) / 2]), zoom: Math.max(0, zoom) };
}

/** The box ([west, south, east, north]) a map of `size` shows at `camera`. */
export function viewBounds(camera: PageCamera, size: ViewSize): LngLatBounds {
  const worldSize = TILE_SIZE * 2 ** camera.zoom;
  const [cx, cy] = project(camera.center);
  const halfX = size.width / 2 / worldSize;
  const halfY = size.height / 2 / worldSize;
  const [west, north] = unproject([cx - halfX, Math.max(0, cy - halfY)]);
  const [east, south] = unproject([cx + halfX, Math.min(1, cy + halfY)]);
  return [west, south, east, north];
}

/** Where the map would open (search-map.tsx: the location's box, else its point at zoom 10). */
export function initialCamera(location: InitialLocation, size: ViewSize): PageCamera {
  return location.kind === 'bounds'
    ? fitBounds(location.bounds, size)
    : { center: location.center, zoom: SEARCH_DEFAULT_ZOOM };
}

/** Where a camera request would take the map (search-map.tsx's camera effect), from `current`. */
export function requestedCamera(request: CameraRequest, current: PageCamera, size: ViewSize): PageCamera {
  if (request.bounds) return fitBounds(request.bounds, size, 40, SEARCH_DEFAULT_ZOOM + 2);
  if (request.center) return { center: request.center, zoom: request.zoom ?? SEARCH_DEFAULT_ZOOM };
  return current;
}

/** A view as the search reports it: the box clamped to the world and rounded (spec), a whole zoom. */
export function reportedView([west, south, east, north]: LngLatBounds, zoom: number): MapView {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    bbox: formatBounds({
      west: clamp(west, 180),
      south: clamp(south, 90),
      east: clamp(east, 180),
      north: clamp(north, 90),
    }),
    zoom: Math.max(0, Math.min(MAX_ZOOM, Math.round(zoom))),
  };
}
