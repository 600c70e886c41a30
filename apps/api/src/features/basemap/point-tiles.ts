// Point layers (towns, area labels) cut into tiles without geojson-vt: points need no clipping
// or simplification, and geojson-vt keeps a copy of the points under every tile it has cut on
// the way down, which for 31,000 towns was most of the basemap's memory. A one-degree grid
// finds the points of a tile; the result has geojson-vt's tile shape, for vt-pbf.
import type { GeoJSONVTTile } from '@maplibre/geojson-vt';
import type { BasemapFeature } from './basemap-data.ts';

interface ProjectedPoint {
  /** Position in the unit square of Web Mercator (0–1 from west and from north). */
  u: number;
  v: number;
  order: number;
  tags: Record<string, string | number>;
}

export type PointTiler = (
  z: number,
  x: number,
  y: number,
  keep: (tags: ProjectedPoint['tags']) => boolean,
) => GeoJSONVTTile | null;

const cellKey = (lon: number, lat: number) => `${Math.floor(lon)},${Math.floor(lat)}`;

function unitToLatitude(v: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * v))) * 180) / Math.PI;
}

/** `features` in the order they should be drawn and labelled (the first wins a collision). */
export function createPointTiler(features: readonly BasemapFeature[], extent: number, buffer: number): PointTiler {
  const cells = new Map<string, ProjectedPoint[]>();
  features.forEach((feature, order) => {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const sin = Math.sin((lat * Math.PI) / 180);
    const point: ProjectedPoint = {
      u: lon / 360 + 0.5,
      v: 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI,
      order,
      tags: feature.properties,
    };
    const key = cellKey(lon, lat);
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  });

  return (z, x, y, keep) => {
    const size = 2 ** z;
    const pad = buffer / extent;
    const [uMin, uMax] = [(x - pad) / size, (x + 1 + pad) / size];
    const [vMin, vMax] = [(y - pad) / size, (y + 1 + pad) / size];
    const [west, east] = [uMin * 360 - 180, uMax * 360 - 180];
    const [south, north] = [unitToLatitude(Math.min(1, vMax)), unitToLatitude(Math.max(0, vMin))];
    const found: ProjectedPoint[] = [];
    for (let lon = Math.floor(west); lon <= Math.floor(east); lon++) {
      for (let lat = Math.floor(south); lat <= Math.floor(north); lat++) {
        for (const point of cells.get(`${lon},${lat}`) ?? []) {
          if (point.u >= uMin && point.u < uMax && point.v >= vMin && point.v < vMax && keep(point.tags)) {
            found.push(point);
          }
        }
      }
    }
    if (!found.length) return null;
    found.sort((a, b) => a.order - b.order);
    // geojson-vt's own type joins its raw and transformed shapes; vt-pbf reads the transformed one.
    return {
      transformed: true,
      x,
      y,
      z,
      source: null,
      features: found.map((point) => ({
        type: 1,
        tags: point.tags,
        geometry: [[Math.round((point.u * size - x) * extent), Math.round((point.v * size - y) * extent)]],
      })),
    } as unknown as GeoJSONVTTile;
  };
}
