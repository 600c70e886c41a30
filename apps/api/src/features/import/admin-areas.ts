// Which campgrounds lie inside each national park and forest (admin_area_campgrounds).
import { distanceMeters } from '@campwise/domain';
import { pointInPolygon } from './point-in-polygon.ts';
import type { AreaPolygon } from './read-area-polygons.ts';
import { SpatialGrid } from './spatial-grid.ts';

export interface CampgroundPoint {
  id: number;
  latitude: number;
  longitude: number;
  /** The agency id (nps, usfs …); only circles (parks without a polygon) look at it. */
  agency?: string;
}

/**
 * An area is either its polygons or, when the open data has none, a circle around its point. A
 * circle is a guess, so it can be narrowed to campgrounds the area's own agency runs: without
 * that, a small urban unit (Alcatraz Island) would "contain" the RV parks of the city around it.
 */
export type AdminArea =
  | { placeId: number; polygons: AreaPolygon[] }
  | { placeId: number; latitude: number; longitude: number; radiusKm: number; agency?: string };

export interface Membership {
  placeId: number;
  campgroundId: number;
}

// About 28 km: a district box touches a handful of cells, a 10 km circle at most nine.
const CELL_DEGREES = 0.25;

function inPolygons(point: CampgroundPoint, polygons: AreaPolygon[]): boolean {
  return polygons.some(
    (polygon) =>
      point.longitude >= polygon.west &&
      point.longitude <= polygon.east &&
      point.latitude >= polygon.south &&
      point.latitude <= polygon.north &&
      pointInPolygon(point.longitude, point.latitude, polygon.rings),
  );
}

/** Every (area, campground) pair, each once, in area then campground id order. */
export function adminAreaMemberships(
  areas: readonly AdminArea[],
  campgrounds: readonly CampgroundPoint[],
): Membership[] {
  const grid = new SpatialGrid<CampgroundPoint>(CELL_DEGREES);
  for (const campground of campgrounds) grid.add(campground.latitude, campground.longitude, campground);

  const memberships: Membership[] = [];
  for (const area of areas) {
    const inside = new Set<number>();
    if ('polygons' in area) {
      for (const polygon of area.polygons) {
        for (const point of grid.inBox(polygon.west, polygon.south, polygon.east, polygon.north)) {
          if (!inside.has(point.id) && inPolygons(point, [polygon])) inside.add(point.id);
        }
      }
    } else {
      const radiusMeters = area.radiusKm * 1000;
      for (const point of grid.near(area.latitude, area.longitude, radiusMeters)) {
        if (area.agency !== undefined && point.agency !== area.agency) continue;
        if (distanceMeters(area.latitude, area.longitude, point.latitude, point.longitude) <= radiusMeters) {
          inside.add(point.id);
        }
      }
    }
    for (const campgroundId of [...inside].sort((a, b) => a - b)) {
      memberships.push({ placeId: area.placeId, campgroundId });
    }
  }
  return memberships.sort((a, b) => a.placeId - b.placeId || a.campgroundId - b.campgroundId);
}
