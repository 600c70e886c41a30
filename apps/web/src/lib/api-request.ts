// The core every API call on the web goes through, browser and server alike: query strings,
// the optional access token, JSON:API request documents, and one way of turning a failure into
// ApiError. Client-safe: it reads no configuration; callers pass the URL and their fetch.
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { API_ERROR_TEXT, ApiError, readErrors } from './api-error';
import { kebabizeKeys } from './json-api/camelize-keys';

/** Query parameters; nested objects become bracketed keys: { filter: { current: 1 } } → filter[current]=1. */
export interface ApiQuery {
  [key: string]: string | number | boolean | null | undefined | ApiQuery;
}

export function toQueryString(query: ApiQuery): string {
  const params = new URLSearchParams();
  const add = (prefix: string, value: ApiQuery[string]) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) add(`${prefix}[${key}]`, item);
    } else {
      params.append(prefix, String(value));
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The headers that carry a signed-in user's access token (the API reads either). */
export function authHeaders(accessToken: string): Record<string, string> {
  return { 'x-access-token': accessToken, Authorization: `Bearer ${accessToken}` };
}

/** A resource to write; relationships name the related resource by type and id. */
export interface ResourceInput {
  type: string;
  id?: string;
  /** camelCase; sent kebab-cased. */
  attributes: Record<string, unknown>;
  relationships?: Record<string, { type: string; id: string }>;
}

/** The JSON:API document for a write. */
export function resourceDocument(resource: ResourceInput): { data: Record<string, unknown> } {
  const relationships = resource.relationships
    ? Object.fromEntries(Object.entries(resource.relationships).map(([name, data]) => [name, { data }]))
    : undefined;
  return {
    data: {
      ...(resource.id === undefined ? {} : { id: resource.id }),
      type: resource.type,
      attributes: kebabizeKeys(resource.attributes),
      ...(relationships ? { relationships } : {}),
    },
  };
}

/** resourceDocument as the request body text. */
export function toBody(resource: ResourceInput): string {
  return JSON.stringify(resourceDocument(resource));
}

export interface ApiRequest {
  /** Where to send it, without the query: a site path ("/api/v6/users") or an absolute URL. */
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: ApiQuery;
  /**
   * "json-api" (the default) speaks application/vnd.api+json both ways; "json" is for the plain
   * JSON endpoints outside /api/v6 (autocomplete, geo-IP, map layers, OAuth).
   */
  format?: 'json-api' | 'json';
  accessToken?: string | null;
  /** A JSON body (a JSON:API document in that format), or a form for the OAuth endpoints. */
  body?: unknown;
  form?: URLSearchParams;
  headers?: Record<string, string>;
  /** The detail of the error made up when a failure's body has none of its own. */
  failureText?: string;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  cache?: RequestCache;
}

export interface ApiAnswer {
  status: number;
  /** The parsed body; null when it is empty. */
  body: unknown;
}

/** The fetch a caller passes: the browser's, Next's on the server, a fake in tests. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Builds the request's URL with its query string. */
export function requestUrl(request: Pick<ApiRequest, 'url' | 'query'>): string {
  return `${request.url}${request.query ? toQueryString(request.query) : ''}`;
}

function requestHeaders(request: ApiRequest): Record<string, string> {
  const mediaType = request.format === 'json' ? 'application/json' : JSON_API_MEDIA_TYPE;
  const headers: Record<string, string> = { Accept: mediaType };
  if (request.body !== undefined) headers['Content-Type'] = mediaType;
  if (request.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (request.accessToken) Object.assign(headers, authHeaders(request.accessToken));
  return { ...headers, ...request.headers };
}

/**
 * Sends one request. Answers the status and parsed body of a success, or throws ApiError: with
 * the API's own errors when the body has them, else one made up from the status and failureText.
 * A success whose body is not JSON is the spec's "could not be processed".
 */
export async function sendRequest(fetchImpl: FetchLike, request: ApiRequest): Promise<ApiAnswer> {
  const url = requestUrl(request);
  const response = await fetchImpl(url, {
    method: request.method ?? 'GET',
    headers: requestHeaders(request),
    body: request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    ...(request.credentials ? { credentials: request.credentials } : {}),
    ...(request.cache ? { cache: request.cache } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      url,
      readErrors(text, response.status, request.failureText ?? API_ERROR_TEXT.unknown),
    );
  }
  if (!text) return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ApiError(response.status, url, [{ title: API_ERROR_TEXT.syntax, detail: API_ERROR_TEXT.syntax }]);
  }
}
