// The API client for server components and next-auth's callbacks. It calls the API directly at
// API_URL (not through the /api/v6 rewrite) over the same core as the browser's client, checks
// each JSON:API document at the edge, and fails with the same ApiError. Page reads turn a 404
// into Next's not-found page; the error boundary takes anything else.
import { API_BASE_PATH } from '@campwise/domain';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { API_ERROR_TEXT, ApiError } from './api-error';
import { type ApiAnswer, type ApiQuery, type ApiRequest, type FetchLike, sendRequest } from './api-request';
import { serverConfig } from './config.server';
import {
  type CollectionDocument,
  collectionDocumentSchema,
  type SingleDocument,
  singleDocumentSchema,
} from './json-api/json-api-document';

export { ApiError } from './api-error';

/** Flat query parameters ({ 'filter[region]': 'colorado' }); nested ApiQuery objects work too. */
export type QueryParams = ApiQuery;

export interface ServerRequestOptions {
  /** The visitor's access token: the API then answers as that user (own hidden reviews, votes). */
  accessToken?: string | null;
  /** false: a 404 throws ApiError instead of rendering the not-found page. */
  notFoundPage?: boolean;
  signal?: AbortSignal;
  /** Where to send it; API_URL with the global fetch by default (tests pass their own). */
  target?: ServerApiTarget;
}

/** Where the server reaches the API, and with which fetch; tests pass their own. */
export interface ServerApiTarget {
  apiUrl: string;
  fetch: FetchLike;
}

export const defaultApiTarget = (): ServerApiTarget => ({
  apiUrl: serverConfig.apiUrl,
  fetch: (input, init) => globalThis.fetch(input, init),
});

/**
 * One request to the API at `target.apiUrl`; `path` is the whole path ("/oauth/token",
 * "/api/v6/users"). Campground data changes with every import, reviews with every vote: the
 * answer is never taken from a cache.
 */
export function sendServerRequest(
  request: Omit<ApiRequest, 'url'> & { path: string },
  target: ServerApiTarget = defaultApiTarget(),
): Promise<ApiAnswer> {
  const { path, ...rest } = request;
  return sendRequest(target.fetch, { cache: 'no-store', ...rest, url: `${target.apiUrl}${path}` });
}

/** The resource type a path names, for error texts: '/campgrounds/12/sites' → 'sites', '/regions/utah' → 'regions'. */
function typeOfPath(path: string, single: boolean): string {
  const segments = path.split('/').filter(Boolean);
  return segments.at(single ? -2 : -1) ?? path;
}

async function getDocument<T>(
  schema: z.ZodType<T>,
  path: string,
  query: QueryParams,
  options: ServerRequestOptions,
  shape: 'single' | 'collection',
): Promise<T> {
  const type = typeOfPath(path, shape === 'single');
  let answer: ApiAnswer;
  try {
    answer = await sendServerRequest(
      {
        path: `${API_BASE_PATH}${path}`,
        query,
        accessToken: options.accessToken,
        failureText: API_ERROR_TEXT.loading(type),
        signal: options.signal,
      },
      options.target,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && options.notFoundPage !== false) notFound();
    throw error;
  }
  const result = schema.safeParse(answer.body);
  if (result.success) return result.data;
  // The spec's words for a success without the document the page needs (section 8).
  const data = (answer.body as { data?: unknown } | null)?.data;
  const text = data === undefined || data === null ? API_ERROR_TEXT.noData : API_ERROR_TEXT.unexpectedData;
  throw new ApiError(answer.status, `${API_BASE_PATH}${path}`, [
    { status: String(answer.status), title: text, detail: text },
  ]);
}

/** GET a collection, e.g. getCollection('/campgrounds', { 'filter[region]': 'colorado' }). */
export function getCollection(
  path: string,
  query: QueryParams = {},
  options: ServerRequestOptions = {},
): Promise<CollectionDocument> {
  return getDocument(collectionDocumentSchema, path, query, options, 'collection');
}

/** GET a single resource, e.g. getResource('/regions/colorado'). */
export function getResource(
  path: string,
  query: QueryParams = {},
  options: ServerRequestOptions = {},
): Promise<SingleDocument> {
  return getDocument(singleDocumentSchema, path, query, options, 'single');
}
