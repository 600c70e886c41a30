// GET /api/v6/map-layers (the public catalogue) and GET /api/map-layers/{id}.geojson (a layer's
// data, PRO members and admins only). Layer data is per user (a membership can end), so caches
// may keep it only privately, for a few minutes.
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { API_BASE_PATH } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { featureCollectionSchema } from './geojson.ts';
import { createLandLayerReader } from './land-layers.ts';
import { mapLayerListDocument, mapLayerListDocumentSchema } from './map-layer-catalog.ts';
import { mapLayerBody, mayUseMapLayers, PRO_REQUIRED_DETAIL } from './map-layer-service.ts';

const LAYER_CACHE_CONTROL = 'private, max-age=300';

const layerParams = z.object({ id: z.string().min(1).max(64) });

/** `dataDir`: where the open datasets are (DATA_DIR unless given), read on the first land layer request. */
export function registerMapLayerRoutes(catalog: RouteCatalog, { db, config }: AppContext): void {
  const landLayerBody = createLandLayerReader(() => config.dataDir);

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/map-layers`,
    summary: 'The PRO map layers: name, group and whether this install has their data',
    tag: 'map-layers',
    query: { none: true },
    response: { status: 200, description: 'One resource per layer', schema: mapLayerListDocumentSchema },
    handler: async () => mapLayerListDocument(),
  });

  catalog.add({
    method: 'GET',
    url: '/api/map-layers/:id.geojson',
    summary: "A PRO map layer's features (PRO members and admins)",
    tag: 'map-layers',
    auth: 'user',
    params: layerParams,
    query: { none: true },
    response: {
      status: 200,
      description: 'FeatureCollection of the layer',
      schema: featureCollectionSchema,
      mediaType: 'application/geo+json',
    },
    errors: [401, 403, 404],
    handler: async ({ params, request }, reply) => {
      if (!mayUseMapLayers(signedInUser(request))) {
        // pro_required is this route's own code (docs/api-pro.md).
        throw new AppError({ status: 403, code: 'pro_required', title: 'PRO required', detail: PRO_REQUIRED_DETAIL });
      }
      const body = await mapLayerBody(db, params.id, landLayerBody);
      return reply.header('cache-control', LAYER_CACHE_CONTROL).send(body);
    },
  });
}
