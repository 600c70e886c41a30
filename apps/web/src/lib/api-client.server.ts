// A small JSON:API client for server components. It calls the API directly (not through the
// /api/v6 rewrite), turns a 404 into Next's not-found page and anything else into an ApiError
// for the nearest error boundary.
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { serverConfig } from './config.server';
import {
  type ApiErrorObject,
  type CollectionDocument,
  collectionDocumentSchema,
  errorDocumentSchema,
  type SingleDocument,
  singleDocumentSchema,
} from './json-api/json-api-document';

export type QueryParams = Readonly<Record<string, string | number | undefined>>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly url: string,
    readonly errors: readonly ApiErrorObject[],
  ) {
    const details = errors.map((error) => error.detail ?? error.title).filter(Boolean);
    super(details.length > 0 ? details.join('. ') : `Error loading ${url} (HTTP ${status})`);
  }
}

function buildUrl(path: string, query: QueryParams): URL {
  const url = new URL(`${API_BASE_PATH}${path}`, serverConfig.apiUrl);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readErrors(response: Response): Promise<ApiErrorObject[]> {
  try {
    const parsed = errorDocumentSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.errors : [];
  } catch {
    return [];
  }
}

async function getJson(path: string, query: QueryParams): Promise<unknown> {
  const url = buildUrl(path, query);
  // Campground data changes with every import; always ask the API rather than a stale cache.
  const response = await fetch(url, { headers: { Accept: JSON_API_MEDIA_TYPE }, cache: 'no-store' });
  if (response.status === 404) notFound();
  if (!response.ok) throw new ApiError(response.status, url.pathname + url.search, await readErrors(response));
  return response.json();
}

function parseDocument<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`Unexpected JSON:API document from ${path}`);
  return result.data;
}

/** GET a collection, e.g. getCollection('/campgrounds', { 'filter[region]': 'colorado' }). */
export async function getCollection(path: string, query: QueryParams = {}): Promise<CollectionDocument> {
  return parseDocument(collectionDocumentSchema, await getJson(path, query), path);
}

/** GET a single resource, e.g. getResource('/regions/colorado'). */
export async function getResource(path: string, query: QueryParams = {}): Promise<SingleDocument> {
  return parseDocument(singleDocumentSchema, await getJson(path, query), path);
}
