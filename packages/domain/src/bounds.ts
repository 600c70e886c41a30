import { BOUNDING_BOX_PRECISION } from './constants.ts';

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

function round(value: number): number {
  const factor = 10 ** BOUNDING_BOX_PRECISION;
  return Math.round(value * factor) / factor;
}

/** Map bounds as the API expects them: "west,south,east,north", each rounded to 3 decimals. */
export function formatBounds(bounds: Bounds): string {
  return [bounds.west, bounds.south, bounds.east, bounds.north].map(round).join(',');
}

/** Great-circle distance in metres (haversine); accurate enough for de-duplication and "nearby". */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}
