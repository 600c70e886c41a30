'use client';

// GET /api/map-layers/{id}.geojson with the signed-in member's access token (the API answers
// PRO members and admins only). The token is read at call time so a renewed one is used.
import { API_ERROR_TEXT, ApiError, createApiClient } from '@/lib/api-client';
import { optionalAccessToken } from '@/lib/session-api-client';

export interface LayerFeature {
  type: 'Feature';
  properties: Record<string, string | number | null>;
  geometry: { type: 'Point'; coordinates: [number, number] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

export interface LayerFeatureCollection {
  type: 'FeatureCollection';
  features: LayerFeature[];
}

function isFeatureCollection(body: unknown): body is LayerFeatureCollection {
  const value = body as { type?: unknown; features?: unknown } | null;
  return value?.type === 'FeatureCollection' && Array.isArray(value.features);
}

export async function fetchMapLayer(id: string): Promise<LayerFeatureCollection> {
  const url = `/api/map-layers/${encodeURIComponent(id)}.geojson`;
  const body = await createApiClient({ accessToken: await optionalAccessToken() }).getJson(url);
  if (!isFeatureCollection(body)) throw new ApiError(200, url, [{ title: API_ERROR_TEXT.unexpectedData }]);
  return body;
}
