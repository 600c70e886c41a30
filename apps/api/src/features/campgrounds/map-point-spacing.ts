// Whether a viewport's campgrounds can be drawn as separate pins at a zoom: the map answers
// points only when they can be told apart (issue 18: about 450 overlapping pins across Colorado
// at zoom 6–7 read as one smear). Pure: positions in, a share out.

/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;

/**
 * Pins closer than this (centre to centre, in screen pixels at the requested zoom) overlap. The
 * web draws a pin 16 px across (radius 6, 2 px outline) and rounds its zoom before asking, so at
 * the zoom it shows centres 16 px apart here can be 11 px apart: the pins still touch, not cover.
 */
export const MAP_POINT_SPACING_PX = 16;
/** Points are drawn when at most this share of them overlap another (twin entries at one site). */
export const MAP_POINTS_CROWDED_MAX = 0.1;

export interface LngLat {
  longitude: number;
  latitude: number;
}

function project(point: LngLat, worldPx: number): [x: number, y: number] {
  const latitude = Math.max(-85.05, Math.min(85.05, point.latitude));
  const sin = Math.sin((latitude * Math.PI) / 180);
  const x = ((point.longitude + 180) / 360) * worldPx;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
  return [x, y];
}

/**
 * The share (0..1) of `points` that have another within `spacingPx` screen pixels at `zoom`
 * (Web Mercator). A grid of spacing-sized cells keeps it linear: only the 3×3 cells around a
 * point can hold a neighbour that close.
 */
export function crowdedShare(points: readonly LngLat[], zoom: number, spacingPx = MAP_POINT_SPACING_PX): number {
  if (points.length < 2) return 0;
  const worldPx = WORLD_PX_AT_ZOOM_0 * 2 ** zoom;
  const projected = points.map((point) => project(point, worldPx));
  const grid = new Map<string, number[]>();
  projected.forEach(([x, y], index) => {
    const key = `${Math.floor(x / spacingPx)}:${Math.floor(y / spacingPx)}`;
    const members = grid.get(key);
    if (members) members.push(index);
    else grid.set(key, [index]);
  });
  const limit = spacingPx * spacingPx;
  let crowded = 0;
  projected.forEach(([x, y], index) => {
    const column = Math.floor(x / spacingPx);
    const row = Math.floor(y / spacingPx);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const near = (grid.get(`${column + dx}:${row + dy}`) ?? []).some((other) => {
          if (other === index) return false;
          const [ox, oy] = projected[other]!;
          return (ox - x) ** 2 + (oy - y) ** 2 < limit;
        });
        if (near) {
          crowded++;
          return;
        }
      }
    }
  });
  return crowded / points.length;
}
