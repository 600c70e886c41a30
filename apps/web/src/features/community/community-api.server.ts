// Server-side reads of reviews, photos and connectivity through lib/api-client.server, with the
// visitor's access token when signed in: the API then fills `voted-helpful` and shows
// authors their own hidden reviews (docs/api-community.md).
import { getServerAuthSession } from '@/features/auth/server-session.server';
import { getCollection, getResource, type QueryParams } from '@/lib/api-client.server';
import type { CollectionDocument, SingleDocument } from '@/lib/json-api/json-api-document';

async function viewerToken(): Promise<string | null> {
  return (await getServerAuthSession())?.accessToken ?? null;
}

export async function getCommunityCollection(path: string, query: QueryParams = {}): Promise<CollectionDocument> {
  return getCollection(path, query, { accessToken: await viewerToken() });
}

export async function getCommunityResource(path: string, query: QueryParams = {}): Promise<SingleDocument> {
  return getResource(path, query, { accessToken: await viewerToken() });
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
