// Spherical geometry of the trip planner: haversine lengths, points along great circles,
// Douglas–Peucker simplification and where a point lies along a line. Pure functions.

/** [longitude, latitude] in degrees, the order GeoJSON and OSRM use. */
export type LngLat = [number, number];

export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in meters (haversine), the same formula as the search's SQL. */
export function haversineMeters(a: LngLat, b: LngLat): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLng = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function lineMeters(points: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineMeters(points[i - 1]!, points[i]!);
  return total;
}

/** Meters along the line at each of its points (0 at the first). */
export function cumulativeMeters(points: readonly LngLat[]): number[] {
  const out = [0];
  for (let i = 1; i < points.length; i++) out.push(out[i - 1]! + haversineMeters(points[i - 1]!, points[i]!));
  return out;
}

/**
 * Points on the great circle from a to b, both included, no two more than `stepMeters` apart
 * (spherical linear interpolation of the unit vectors).
 */
export function greatCirclePoints(a: LngLat, b: LngLat, stepMeters: number): LngLat[] {
  const distance = haversineMeters(a, b);
  const steps = Math.max(1, Math.ceil(distance / stepMeters));
  if (distance === 0) return [a, b];
  const toVector = ([lng, lat]: LngLat) => [
    Math.cos(lat * RAD) * Math.cos(lng * RAD),
    Math.cos(lat * RAD) * Math.sin(lng * RAD),
    Math.sin(lat * RAD),
  ];
  const va = toVector(a);
  const vb = toVector(b);
  const angle = distance / EARTH_RADIUS_M;
  const points: LngLat[] = [a];
  for (let i = 1; i < steps; i++) {
    const f = i / steps;
    const wa = Math.sin((1 - f) * angle) / Math.sin(angle);
    const wb = Math.sin(f * angle) / Math.sin(angle);
    const x = wa * va[0]! + wb * vb[0]!;
    const y = wa * va[1]! + wb * vb[1]!;
    const z = wa * va[2]! + wb * vb[2]!;
    points.push([Math.atan2(y, x) / RAD, Math.atan2(z, Math.hypot(x, y)) / RAD]);
  }
  points.push(b);
  return points;
}

/** Where p lies relative to segment a→b: fraction along it (0..1) and meters off it. */
export interface SegmentProjection {
  fraction: number;
  offMeters: number;
}

/**
 * A flat projection centred on p (meters east and north of it), exact enough within a few hundred
 * kilometres; the corridor SQL (corridor-sql.ts) computes the very same expression.
 */
export function projectOnSegment(p: LngLat, a: LngLat, b: LngLat): SegmentProjection {
  const kx = Math.cos(p[1] * RAD) * RAD * EARTH_RADIUS_M;
  const ky = RAD * EARTH_RADIUS_M;
  const ax = (a[0] - p[0]) * kx;
  const ay = (a[1] - p[1]) * ky;
  const dx = (b[0] - a[0]) * kx;
  const dy = (b[1] - a[1]) * ky;
  const length2 = dx * dx + dy * dy;
  const fraction = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length2));
  return { fraction, offMeters: Math.hypot(ax + fraction * dx, ay + fraction * dy) };
}

/** The nearest point of a line to p: its segment, meters along the line there, and meters off it. */
export interface LinePosition {
  segment: number;
  alongMeters: number;
  offMeters: number;
}

export function positionOnLine(p: LngLat, line: readonly LngLat[], cumulative: readonly number[]): LinePosition {
  let best: LinePosition = { segment: 0, alongMeters: 0, offMeters: Infinity };
  for (let i = 0; i + 1 < line.length; i++) {
    const { fraction, offMeters } = projectOnSegment(p, line[i]!, line[i + 1]!);
    if (offMeters < best.offMeters) {
      const start = cumulative[i]!;
      best = { segment: i, alongMeters: start + fraction * (cumulative[i + 1]! - start), offMeters };
    }
  }
  return best;
}

/** Douglas–Peucker on a line: the indices of the points kept (always the first and last). */
export function simplifyIndices(points: readonly LngLat[], toleranceMeters: number): number[] {
  if (points.length <= 2) return points.map((_, i) => i);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstOff = toleranceMeters;
    for (let i = first + 1; i < last; i++) {
      const { offMeters } = projectOnSegment(points[i]!, points[first]!, points[last]!);
      if (offMeters > worstOff) {
        worst = i;
        worstOff = offMeters;
      }
    }
    if (worst !== -1) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  const out: number[] = [];
  keep.forEach((kept, i) => kept && out.push(i));
  return out;
}
