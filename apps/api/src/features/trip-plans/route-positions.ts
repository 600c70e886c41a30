// Where campgrounds lie along a corridor's line (meta.route-positions of a route search, and a
// plan's nights): computed for a page's rows only, with the same projection as the SQL.
import { positionOnLine, type LinePosition } from './geo.ts';
import type { Corridor } from './trip-route-filter.ts';

export interface RoutePosition {
  id: string;
  'route-meters': number;
  'detour-meters': number;
}

export function linePositionOf(
  corridor: Pick<Corridor, 'points' | 'cumulative'>,
  point: { latitude: number; longitude: number },
): LinePosition {
  return positionOnLine([point.longitude, point.latitude], corridor.points, corridor.cumulative);
}

export function routePositionsOf(
  corridor: Corridor,
  rows: readonly { id: number; latitude: number; longitude: number }[],
): RoutePosition[] {
  return rows.map((row) => {
    const position = linePositionOf(corridor, row);
    return {
      id: String(row.id),
      'route-meters': Math.round(position.alongMeters),
      'detour-meters': Math.round(position.offMeters),
    };
  });
}
