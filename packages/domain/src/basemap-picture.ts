// The offline basemap's colours and its map pictures (GET /api/basemap/picture.svg, ADR 0030):
// the API draws pictures in the same colours as the web's MapLibre style, and the web builds
// the pictures' addresses with the same limits the API checks.

// Soft outdoor-map colours: cream land, muted greens for public land, calm blues for water.
export const BASEMAP_COLORS = {
  sea: '#d3e4ea',
  land: '#f5f2e8',
  forest: '#d7e8c8',
  forestEdge: '#b3d09f',
  park: '#c9e2b4',
  parkEdge: '#8fbe7a',
  water: '#aacfe0',
  river: '#8fc1d8',
  riverText: '#3b7898',
  rail: '#b9aea4',
  state: '#b3a6bd',
  stateText: '#8d819a',
  placeText: '#38433f',
  greenText: '#4b7340',
  halo: '#fbfaf5',
} as const;

export const BASEMAP_PICTURE_PATH = '/api/basemap/picture.svg';

/** What a map picture may ask for: MapLibre zooms (512 px tiles), sizes in CSS pixels. */
export const BASEMAP_PICTURE_LIMITS = {
  minZoom: 3,
  maxZoom: 12,
  minSize: 64,
  maxSize: 1280,
} as const;

export interface BasemapPictureRequest {
  latitude: number;
  longitude: number;
  zoom: number;
  width: number;
  height: number;
}

/**
 * The picture's address. Coordinates are rounded to 4 decimals (about 10 m, far below a pixel
 * at the zooms allowed) so that one campground always asks for the same URL and caches hit.
 */
export function basemapPicturePath({ latitude, longitude, zoom, width, height }: BasemapPictureRequest): string {
  const query = new URLSearchParams({
    lat: latitude.toFixed(4),
    lon: longitude.toFixed(4),
    zoom: String(zoom),
    width: String(width),
    height: String(height),
  });
  return `${BASEMAP_PICTURE_PATH}?${query.toString()}`;
}
