// Server-side reads of reviews, photos and connectivity. Unlike lib/api-client.server these
// send the visitor's access token when signed in: the API then fills `voted-helpful` and shows
// authors their own hidden reviews (docs/api-community.md).
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { notFound } from 'next/navigation';
import { getServerAuthSession } from '@/features/auth/server-session.server';
import { ApiError, type QueryParams } from '@/lib/api-client.server';
import { serverConfig } from '@/lib/config.server';
import {
  type CollectionDocument,
  collectionDocumentSchema,
  errorDocumentSchema,
  type SingleDocument,
  singleDocumentSchema,
} from '@/lib/json-api/json-api-document';

async function authHeaders(): Promise<Record<string, string>> {
  const session = await getServerAuthSession();
  const headers: Record<string, string> = { Accept: JSON_API_MEDIA_TYPE };
  if (session?.accessToken) {
    headers['x-access-token'] = session.accessToken;
    headers.Authorization = `Bearer ${session.accessToken}`;
  }
  return headers;
}

async function getJson(path: string, query: QueryParams): Promise<unknown> {
  const url = new URL(`${API_BASE_PATH}${path}`, serverConfig.apiUrl);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  // Reviews change with every vote and post; never serve a cached copy.
  const response = await fetch(url, { headers: await authHeaders(), cache: 'no-store' });
  if (response.status === 404) notFound();
  if (!response.ok) {
    const parsed = errorDocumentSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, url.pathname + url.search, parsed.success ? parsed.data.errors : []);
  }
  return response.json();
}

export async function getCommunityCollection(path: string, query: QueryParams = {}): Promise<CollectionDocument> {
  const result = collectionDocumentSchema.safeParse(await getJson(path, query));
  if (!result.success) throw new Error(`Unexpected JSON:API document from ${path}`);
  return result.data;
}

export async function getCommunityResource(path: string, query: QueryParams = {}): Promise<SingleDocument> {
  const result = singleDocumentSchema.safeParse(await getJson(path, query));
  if (!result.success) throw new Error(`Unexpected JSON:API document from ${path}`);
  return result.data;
}

/**
 * For sections of a page that belongs to something else (the campground page): a failing
 * reviews or connectivity call leaves that section out instead of taking the page down.
 */
export async function orNull<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // notFound() throws too; here it only means the section has nothing to show.
    console.error(`Could not load ${what}:`, error instanceof Error ? error.message : error);
    return null;
  }
}
