// "Campgrounds near {place}": how many lie within the near radius of each place's point.
// 31,000 places x the campgrounds around each is the import's hottest loop, so it avoids the
// generic SpatialGrid: campgrounds are sorted into grid cells over flat arrays of unit vectors,
// and "within r" is one dot product against cos(r / R) (the same great circle as haversine).
import type { CampgroundPoint } from './admin-areas.ts';

export interface PlacePoint {
  id: number;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371; // as distanceMeters in @campwise/domain
const CELL_DEGREES = 0.25;
const RADIANS = Math.PI / 180;

const cellRow = (latitude: number) => Math.floor(latitude / CELL_DEGREES);
const cellColumn = (longitude: number) => Math.floor(longitude / CELL_DEGREES);
const cellKey = (row: number, column: number) => (row + 1_000) * 10_000 + (column + 2_000);

/** place id -> campgrounds within radiusKm of its point (great-circle distance). */
export function nearCounts(
  places: readonly PlacePoint[],
  campgrounds: readonly CampgroundPoint[],
  radiusKm: number,
): Map<number, number> {
  const keys = campgrounds.map((point) => cellKey(cellRow(point.latitude), cellColumn(point.longitude)));
  const order = campgrounds.map((_, index) => index).sort((a, b) => keys[a]! - keys[b]!);
  const x = new Float64Array(order.length);
  const y = new Float64Array(order.length);
  const z = new Float64Array(order.length);
  /** cell key -> [start, end) in the arrays above. */
  const cells = new Map<number, [number, number]>();
  order.forEach((index, position) => {
    const point = campgrounds[index]!;
    const phi = point.latitude * RADIANS;
    const lambda = point.longitude * RADIANS;
    x[position] = Math.cos(phi) * Math.cos(lambda);
    y[position] = Math.cos(phi) * Math.sin(lambda);
    z[position] = Math.sin(phi);
    const key = keys[index]!;
    const cell = cells.get(key);
    if (cell) cell[1] = position + 1;
    else cells.set(key, [position, position + 1]);
  });

  const minDot = Math.cos(radiusKm / EARTH_RADIUS_KM);
  const latitudeSpan = ((radiusKm / EARTH_RADIUS_KM) * 180) / Math.PI;
  const counts = new Map<number, number>();
  for (const place of places) {
    const phi = place.latitude * RADIANS;
    const lambda = place.longitude * RADIANS;
    const px = Math.cos(phi) * Math.cos(lambda);
    const py = Math.cos(phi) * Math.sin(lambda);
    const pz = Math.sin(phi);
    // Longitude span of the circle, widened near the poles where it stops being useful.
    const cosine = Math.max(Math.cos(phi), 0.01);
    const longitudeSpan = Math.min(180, latitudeSpan / cosine);
    let count = 0;
    for (let row = cellRow(place.latitude - latitudeSpan); row <= cellRow(place.latitude + latitudeSpan); row++) {
      for (
        let column = cellColumn(place.longitude - longitudeSpan);
        column <= cellColumn(place.longitude + longitudeSpan);
        column++
      ) {
        const cell = cells.get(cellKey(row, column));
        if (!cell) continue;
        for (let i = cell[0]; i < cell[1]; i++) {
          if (x[i]! * px + y[i]! * py + z[i]! * pz >= minDot) count++;
        }
      }
    }
    counts.set(place.id, count);
  }
  return counts;
}
