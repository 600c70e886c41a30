'use client';

// GET /api/map-layers/{id}.geojson with the signed-in member's access token (the API answers
// PRO members and admins only). The token is read at call time so a renewed one is used.
import { getSession } from 'next-auth/react';
import { API_ERROR_TEXT, ApiRequestError, type ApiErrorItem } from '@/lib/api-client';

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
  const session = await getSession();
  const token = session?.accessToken;
  const url = `/api/map-layers/${encodeURIComponent(id)}.geojson`;
  const response = await fetch(url, {
    headers: token ? { 'x-access-token': token, Authorization: `Bearer ${token}` } : {},
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiRequestError(response.status, url, (body as { errors?: ApiErrorItem[] } | null)?.errors ?? []);
  }
  if (!isFeatureCollection(body)) {
    throw new ApiRequestError(response.status, url, [{ title: API_ERROR_TEXT.unexpectedData }]);
  }
  return body;
}
