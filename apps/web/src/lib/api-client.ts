// The browser's JSON:API client for /api/v6 on this site's origin (the proxy forwards it to the
// API). Client-safe: it holds no configuration, only the user's own access token when given.
// Failures become one error type whose texts follow the spec's error catalogue (section 8).
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { camelizeKeys, kebabizeKeys } from './json-api/camelize-keys';

export const API_ERROR_TEXT = {
  noData: 'API response contains no data',
  unexpectedData: 'Unexpected API data',
  syntax: 'Sorry, your request could not be processed',
  unknown: 'Unknown Error',
  loading: (type: string) => `Error loading ${type}`,
  creating: (type: string) => `Error creating ${type}`,
  updating: (type: string) => `Error updating ${type}`,
  deleting: (id: string, type: string, status: number) => `Error deleting ${id} from ${type}. API returned a ${status}`,
} as const;

export interface ApiErrorItem {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
}

/** A failed API call: the HTTP status, the URL and the JSON:API errors (or ones made up for it). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly url: string,
    readonly errors: readonly ApiErrorItem[],
  ) {
    super(errorTexts(errors).join(' ') || API_ERROR_TEXT.unknown);
  }
}

/** The text shown for each error: its detail, else its title. */
function errorTexts(errors: readonly ApiErrorItem[]): string[] {
  return errors.map((error) => error.detail ?? error.title ?? '').filter(Boolean);
}

/** What to show for anything a call threw. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiRequestError) {
    const texts = errorTexts(error.errors);
    return texts.length > 0 ? texts : [API_ERROR_TEXT.unknown];
  }
  if (error instanceof SyntaxError) return [API_ERROR_TEXT.syntax];
  return [API_ERROR_TEXT.unknown];
}

/** A resource with its attributes camelCased beside its id and type. */
export type ApiRecord = { id: string; type: string } & Record<string, unknown>;

export interface ApiCollection {
  data: ApiRecord[];
  included: ApiRecord[];
  meta: Record<string, unknown>;
}

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

export interface ApiClientOptions {
  /** The signed-in user's access token, sent as x-access-token and bearer authorization. */
  accessToken?: string | null;
  /** For tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

interface ResourceObject {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
}

function isResourceObject(value: unknown): value is ResourceObject {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof type === 'string';
}

function toRecord(resource: ResourceObject): ApiRecord {
  const attributes = camelizeKeys(resource.attributes ?? {}) as Record<string, unknown>;
  return { ...attributes, id: resource.id, type: resource.type };
}

type Body = { data?: unknown; included?: unknown; meta?: unknown; errors?: unknown } | null;

export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function headers(withBody: boolean): Record<string, string> {
    const result: Record<string, string> = { Accept: JSON_API_MEDIA_TYPE };
    if (withBody) result['Content-Type'] = JSON_API_MEDIA_TYPE;
    if (options.accessToken) {
      result['x-access-token'] = options.accessToken;
      result.Authorization = `Bearer ${options.accessToken}`;
    }
    return result;
  }

  /** Sends one request; returns the parsed body of a success (null when empty) or throws ApiRequestError. */
  async function send(
    method: string,
    path: string,
    body: unknown,
    failureText: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Body> {
    const url = `${API_BASE_PATH}${path}`;
    const response = await fetchImpl(url, {
      method,
      headers: { ...headers(body !== undefined), ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const text = await response.text();
    if (!response.ok) {
      const errors = parseErrors(text);
      throw new ApiRequestError(
        response.status,
        url,
        errors ?? [{ status: String(response.status), title: String(response.status), detail: failureText }],
      );
    }
    if (!text) return null;
    try {
      return JSON.parse(text) as Body;
    } catch {
      throw new ApiRequestError(response.status, url, [
        { title: API_ERROR_TEXT.syntax, detail: API_ERROR_TEXT.syntax },
      ]);
    }
  }

  function single(body: Body, url: string): ApiRecord {
    if (body?.data === undefined || body.data === null) throw dataError(url, API_ERROR_TEXT.noData);
    if (!isResourceObject(body.data)) throw dataError(url, API_ERROR_TEXT.unexpectedData);
    return toRecord(body.data);
  }

  function resourceBody(type: string, id: string | undefined, attributes: Record<string, unknown>) {
    return { data: { ...(id === undefined ? {} : { id }), type, attributes: kebabizeKeys(attributes) } };
  }

  return {
    /** GET /{type}/{id}, e.g. findRecord('users', '42'). */
    async findRecord(type: string, id: string, query: ApiQuery = {}): Promise<ApiRecord> {
      const path = `/${type}/${encodeURIComponent(id)}${toQueryString(query)}`;
      return single(await send('GET', path, undefined, API_ERROR_TEXT.loading(type)), path);
    },

    /** GET /{type}: the records, the included ones and meta. */
    async findAll(type: string, query: ApiQuery = {}): Promise<ApiCollection> {
      const path = `/${type}${toQueryString(query)}`;
      const body = await send('GET', path, undefined, API_ERROR_TEXT.loading(type));
      if (body?.data === undefined || body.data === null) throw dataError(path, API_ERROR_TEXT.noData);
      if (!Array.isArray(body.data) || !body.data.every(isResourceObject)) {
        throw dataError(path, API_ERROR_TEXT.unexpectedData);
      }
      const included = Array.isArray(body.included) ? body.included.filter(isResourceObject) : [];
      const meta = typeof body.meta === 'object' && body.meta !== null ? camelizeKeys(body.meta) : {};
      return {
        data: body.data.map(toRecord),
        included: included.map(toRecord),
        meta: meta as Record<string, unknown>,
      };
    },

    /**
     * POST /{type} with camelCase attributes; answers the created record. Purchases pass an
     * idempotency key (one per submit attempt): a retried request then cannot charge twice.
     */
    async createRecord(
      type: string,
      attributes: Record<string, unknown>,
      options: { idempotencyKey?: string } = {},
    ): Promise<ApiRecord> {
      const path = `/${type}`;
      const extra: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
      return single(
        await send('POST', path, resourceBody(type, undefined, attributes), API_ERROR_TEXT.creating(type), extra),
        path,
      );
    },

    /** PATCH /{type}/{id}. Nothing to change is a no-op that answers an empty record. */
    async updateRecord(type: string, id: string, attributes: Record<string, unknown>): Promise<ApiRecord> {
      if (Object.keys(attributes).length === 0) return { id, type };
      const path = `/${type}/${encodeURIComponent(id)}`;
      const body = await send('PATCH', path, resourceBody(type, id, attributes), API_ERROR_TEXT.updating(type));
      return single(body, path);
    },

    /** DELETE /{type}/{id}; only 204 counts as success. */
    async deleteRecord(type: string, id: string): Promise<void> {
      const url = `${API_BASE_PATH}/${type}/${encodeURIComponent(id)}`;
      const response = await fetchImpl(url, { method: 'DELETE', headers: headers(false), credentials: 'same-origin' });
      if (response.status !== 204) {
        const text = API_ERROR_TEXT.deleting(id, type, response.status);
        throw new ApiRequestError(response.status, url, [
          { status: String(response.status), title: text, detail: text },
        ]);
      }
    },

    /**
     * POST a document of `type` to an action path that is not a plain collection, such as
     * /users/{id}/password or /password-resets. Answers the response body, or null when empty.
     */
    async postAction(path: string, type: string, attributes: Record<string, unknown>): Promise<Body> {
      return send('POST', path, resourceBody(type, undefined, attributes), API_ERROR_TEXT.creating(type));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function dataError(url: string, text: string): ApiRequestError {
  return new ApiRequestError(200, `${API_BASE_PATH}${url}`, [{ title: text, detail: text }]);
}

/** The JSON:API errors in a failed response's body, or null when it has none we can read. */
function parseErrors(text: string): ApiErrorItem[] | null {
  try {
    const body = JSON.parse(text) as unknown;
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors) || errors.length === 0) return null;
    return errors.filter((error): error is ApiErrorItem => typeof error === 'object' && error !== null);
  } catch {
    return null;
  }
}
