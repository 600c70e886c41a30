// Who may see the PRO map layers, and each layer's GeoJSON.
import type { Db } from '../../db/client.ts';
import type { AuthenticatedUser } from '../auth/token-service.ts';
import { AppError } from '../../errors/app-error.ts';
import { availableLayer, BLM_NOTE } from './map-layer-catalog.ts';
import type { GeoJsonFeature } from './geojson.ts';
import type { LandLayerKind } from './land-layers.ts';
import { listCoveragePoints, listFreeCampgroundPoints, type CampgroundPoint } from './point-layer-repository.ts';

export const PRO_REQUIRED_DETAIL = 'Map layers are a PRO feature.';

/** PRO members draw the layers; admins too, so they can check what members see. */
export function mayUseMapLayers(user: Pick<AuthenticatedUser, 'pro' | 'admin'>): boolean {
  return user.pro || user.admin;
}

function pointFeature(point: CampgroundPoint, extra: GeoJsonFeature['properties'] = {}): GeoJsonFeature {
  return {
    type: 'Feature',
    properties: { id: String(point.id), name: point.name, slug: point.slug, region: point.regionSlug, ...extra },
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
  };
}

function collection(features: GeoJsonFeature[]): string {
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/** The layer's GeoJSON as a string; 404 for unknown layers and for BLM, which has no data yet. */
export async function mapLayerBody(
  db: Db,
  id: string,
  landLayerBody: (kind: LandLayerKind) => Promise<string>,
): Promise<string> {
  const layer = availableLayer(id);
  if (!layer) throw AppError.notFound(id === 'blm-lands' ? BLM_NOTE : 'No such map layer.');
  switch (layer.source.kind) {
    case 'forests':
    case 'parks':
      return landLayerBody(layer.source.kind);
    case 'free-camping':
      return collection((await listFreeCampgroundPoints(db)).map((point) => pointFeature(point)));
    case 'coverage': {
      const points = await listCoveragePoints(db, layer.source.carrier);
      return collection(
        points.map((point) =>
          pointFeature(point, { rating: point.rating, 'median-download-mbps': point.medianDownloadMbps }),
        ),
      );
    }
    case 'none':
      throw AppError.notFound(BLM_NOTE);
  }
}
