// Which state a point is in: point-in-polygon against the Natural Earth outlines, with a small
// tolerance for coastal campgrounds that the generalised 1:50m coastline leaves in the water.
import { distanceToGeometryMeters, pointInPolygon, polygonsOf, type Geometry, type Ring } from './point-in-polygon.ts';

export interface StateShape {
  code: string;
  outline: Geometry;
}

export interface StateMatch {
  code: string;
  /** true when the point lies outside every outline and the nearest coast within tolerance was used. */
  offshore: boolean;
}

/**
 * The 1:50m coastline leaves barrier islands, keys and sound islands up to ~25 km "at sea". Sources
 * that only list US places (RIDB, uscampgrounds) get the full 25 km; see OSM_OFFSHORE_TOLERANCE_METERS.
 */
export const OFFSHORE_TOLERANCE_METERS = 25_000;

/**
 * OSM extracts are bounding boxes that reach into Canada and Mexico, and within 25 km of the outlines
 * most foreign points (Vancouver Island, Quetico, Ontario's Lake Erie shore) would pass for "offshore".
 * Measured on the data: beyond 10 km nearly all are foreign, within it nearly all are US islands and spits.
 */
export const OSM_OFFSHORE_TOLERANCE_METERS = 10_000;

interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

interface IndexedPolygon extends Box {
  rings: Ring[];
}

interface IndexedState extends Box {
  code: string;
  outline: Geometry;
  polygons: IndexedPolygon[];
}

function boxOf(rings: Ring[]): Box {
  const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const ring of rings) {
    for (const [lon = 0, lat = 0] of ring) {
      box.minLon = Math.min(box.minLon, lon);
      box.maxLon = Math.max(box.maxLon, lon);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

function inBox(box: Box, longitude: number, latitude: number, marginLon = 0, marginLat = 0): boolean {
  return (
    longitude >= box.minLon - marginLon &&
    longitude <= box.maxLon + marginLon &&
    latitude >= box.minLat - marginLat &&
    latitude <= box.maxLat + marginLat
  );
}

export type StateLocator = (latitude: number, longitude: number, toleranceMeters?: number) => StateMatch | null;

export function createStateLocator(states: StateShape[]): StateLocator {
  const indexed: IndexedState[] = states.map((state) => {
    const polygons = polygonsOf(state.outline).map((rings) => ({ rings, ...boxOf(rings) }));
    return { code: state.code, outline: state.outline, polygons, ...boxOf(polygons.flatMap((p) => p.rings)) };
  });

  return (latitude, longitude, toleranceMeters = OFFSHORE_TOLERANCE_METERS) => {
    for (const state of indexed) {
      if (!inBox(state, longitude, latitude)) continue;
      for (const polygon of state.polygons) {
        if (inBox(polygon, longitude, latitude) && pointInPolygon(longitude, latitude, polygon.rings)) {
          return { code: state.code, offshore: false };
        }
      }
    }
    const marginLat = toleranceMeters / 111_320;
    const marginLon = marginLat / Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
    let nearest: StateMatch | null = null;
    let nearestMeters = toleranceMeters;
    for (const state of indexed) {
      if (!inBox(state, longitude, latitude, marginLon, marginLat)) continue;
      const meters = distanceToGeometryMeters(longitude, latitude, state.outline);
      if (meters <= nearestMeters) {
        nearest = { code: state.code, offshore: true };
        nearestMeters = meters;
      }
    }
    return nearest;
  };
}
