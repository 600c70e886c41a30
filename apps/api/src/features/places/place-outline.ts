// A place's outline as GeoJSON, for the search map to draw while the place is the search area:
// a state's from the regions table, a park's or forest's from the outline files in DATA_DIR
// (the ones the import reads). Cities have none, nor do parks outside the outline files.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AreaOutlines } from '../import/place-stats.ts';
import type { AreaPolygon } from '../import/read-area-polygons.ts';
import { findPlaceByPublicId, type PlaceRecord } from './place-repository.ts';

export interface PlaceOutline {
  type: 'Feature';
  id: string;
  properties: { kind: string; name: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown[] };
}

// ~1 m precision is plenty for an outline drawn over the map and halves the payload.
const round = (value: number) => Math.round(value * 1e5) / 1e5;

function roundRings(rings: readonly (readonly (readonly number[])[])[]): number[][][] {
  return rings.map((ring) => ring.map((position) => position.map(round)));
}

function multiPolygon(polygons: readonly AreaPolygon[]): PlaceOutline['geometry'] {
  return { type: 'MultiPolygon', coordinates: polygons.map((polygon) => roundRings(polygon.rings)) };
}

async function stateGeometry(db: Db, code: string): Promise<PlaceOutline['geometry'] | null> {
  const [row] = await db.select({ outline: regions.outline }).from(regions).where(eq(regions.code, code)).limit(1);
  if (!row) return null;
  const coordinates =
    row.outline.type === 'Polygon'
      ? roundRings(row.outline.coordinates as number[][][])
      : (row.outline.coordinates as number[][][][]).map(roundRings);
  return { type: row.outline.type, coordinates };
}

function areaGeometry(place: PlaceRecord, outlines: AreaOutlines | null): PlaceOutline['geometry'] | null {
  const polygons = place.kind === 'park' ? outlines?.parks.get(place.sourceId) : outlines?.forests.get(place.sourceId);
  return polygons?.length ? multiPolygon(polygons) : null;
}

/** The place's outline; 404 when the place is unknown or has no outline (a city, an unmapped park). */
export async function getPlaceOutline(
  db: Db,
  publicId: string,
  loadOutlines: () => Promise<AreaOutlines | null>,
): Promise<PlaceOutline> {
  const place = await findPlaceByPublicId(db, publicId);
  if (!place) throw AppError.notFound(`No place "${publicId}".`);
  let geometry: PlaceOutline['geometry'] | null = null;
  if (place.kind === 'state') geometry = place.regionCode ? await stateGeometry(db, place.regionCode) : null;
  else if (place.kind === 'park' || place.kind === 'forest') geometry = areaGeometry(place, await loadOutlines());
  if (!geometry) throw AppError.notFound(`No outline for place "${publicId}".`);
  return {
    type: 'Feature',
    id: `${place.kind}:${place.sourceId}`,
    properties: { kind: place.kind, name: place.name },
    geometry,
  };
}
