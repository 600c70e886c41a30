// One label point per named area (a state, a park, a national forest), so the map names each
// once: a polygon labelled by MapLibre is named again in every tile it is cut into.

type Position = [number, number];

/** Twice the signed area and the centroid of a ring (shoelace formula). */
function ringCentroid(ring: readonly Position[]): { area: number; point: Position } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[i + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (area === 0) return { area: 0, point: ring[0] ?? [0, 0] };
  return { area: Math.abs(area), point: [x / (3 * area), y / (3 * area)] };
}

/** The outer rings of a Polygon or MultiPolygon. */
function outerRings(geometry: { type: string; coordinates: unknown }): Position[][] {
  if (geometry.type === 'Polygon') return [(geometry.coordinates as Position[][])[0] ?? []];
  if (geometry.type === 'MultiPolygon')
    return (geometry.coordinates as Position[][][]).map((polygon) => polygon[0] ?? []);
  return [];
}

/** Where to write an area's name: the centre of its largest part, and that part's size (for ranking). */
export function labelPoint(geometry: { type: string; coordinates: unknown }): { point: Position; area: number } | null {
  let best: { point: Position; area: number } | null = null;
  for (const ring of outerRings(geometry)) {
    if (ring.length < 4) continue;
    const candidate = ringCentroid(ring);
    if (!best || candidate.area > best.area) best = candidate;
  }
  if (!best) return null;
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return { point: [round(best.point[0]), round(best.point[1])], area: best.area };
}
