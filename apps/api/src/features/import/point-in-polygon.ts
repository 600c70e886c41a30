// Point-in-polygon and point-to-outline distance for GeoJSON Polygon/MultiPolygon outlines (lon/lat).

export type Position = number[];
export type Ring = Position[];

export interface Geometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: number[][][] | number[][][][];
}

export function polygonsOf(geometry: Geometry): Ring[][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates as Ring[]] : (geometry.coordinates as Ring[][]);
}

/** Ray casting: counts edge crossings of a ray going east from the point. */
function pointInRing(longitude: number, latitude: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(longitude: number, latitude: number, polygon: Ring[]): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(longitude, latitude, outer)) return false;
  return !holes.some((hole) => pointInRing(longitude, latitude, hole));
}

export function pointInGeometry(longitude: number, latitude: number, geometry: Geometry): boolean {
  return polygonsOf(geometry).some((polygon) => pointInPolygon(longitude, latitude, polygon));
}

const METRES_PER_DEGREE = 111_320;

/**
 * Shortest distance in metres from the point to any edge of the outline, on a local equirectangular
 * projection: plenty accurate for the ~25 km "just offshore" fallback.
 */
export function distanceToGeometryMeters(longitude: number, latitude: number, geometry: Geometry): number {
  const scale = Math.cos((latitude * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [ax = 0, ay = 0] = ring[i - 1] ?? [];
        const [bx = 0, by = 0] = ring[i] ?? [];
        const px = (longitude - ax) * scale;
        const py = latitude - ay;
        const dx = (bx - ax) * scale;
        const dy = by - ay;
        const lengthSquared = dx * dx + dy * dy;
        const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
        const ex = px - t * dx;
        const ey = py - t * dy;
        best = Math.min(best, ex * ex + ey * ey);
      }
    }
  }
  return Math.sqrt(best) * METRES_PER_DEGREE;
}
