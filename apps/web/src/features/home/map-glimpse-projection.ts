// Where the map glimpse's dots go (map-glimpse-api.server.ts): the clusters' points in an Albers
// equal-area conic, the usual picture of the lower 48, fitted to the picture's width. Pure module.

export const GLIMPSE_WIDTH = 640;

export interface GlimpseDot {
  x: number;
  y: number;
  count: number;
}

export interface MapGlimpse {
  width: number;
  height: number;
  dots: GlimpseDot[];
}

// Albers equal-area conic, the usual picture of the lower 48 (parallels 29.5° and 45.5°).
const RAD = Math.PI / 180;
const PARALLEL_1 = 29.5 * RAD;
const PARALLEL_2 = 45.5 * RAD;
const ORIGIN_LAT = 37.5 * RAD;
const ORIGIN_LON = -96;
const N = (Math.sin(PARALLEL_1) + Math.sin(PARALLEL_2)) / 2;
const C = Math.cos(PARALLEL_1) ** 2 + 2 * N * Math.sin(PARALLEL_1);
const RHO_0 = Math.sqrt(C - 2 * N * Math.sin(ORIGIN_LAT)) / N;

function albers(longitude: number, latitude: number): [number, number] {
  const rho = Math.sqrt(C - 2 * N * Math.sin(latitude * RAD)) / N;
  const theta = N * (longitude - ORIGIN_LON) * RAD;
  return [rho * Math.sin(theta), -(RHO_0 - rho * Math.cos(theta))];
}

/** Room round the outermost dots, in the picture's pixels. */
const MARGIN = 6;

/** Projects the clusters and fits them to the picture's width, whatever their extent. */
export function fitDots(clusters: readonly { longitude: number; latitude: number; count: number }[]): MapGlimpse {
  const projected = clusters.map(({ longitude, latitude, count }) => ({ point: albers(longitude, latitude), count }));
  if (projected.length === 0) return { width: GLIMPSE_WIDTH, height: 0, dots: [] };
  const xs = projected.map(({ point }) => point[0]);
  const ys = projected.map(({ point }) => point[1]);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const scale = (GLIMPSE_WIDTH - 2 * MARGIN) / (Math.max(...xs) - left || 1);
  // A tenth of a pixel is nothing: rounded, the markup stays small.
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    width: GLIMPSE_WIDTH,
    height: Math.round((Math.max(...ys) - top) * scale + 2 * MARGIN),
    dots: projected.map(({ point: [x, y], count }) => ({
      x: round((x - left) * scale + MARGIN),
      y: round((y - top) * scale + MARGIN),
      count,
    })),
  };
}
