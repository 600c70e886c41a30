// The browser's API client: /api/v6 on this site's origin (the proxy forwards it to the API),
// plus the plain JSON endpoints beside it (autocomplete, geo-IP, map layers). Client-safe: it
// holds no configuration, only the user's own access token when given. Every call goes through
// the shared core (api-request.ts) and fails with the one ApiError (api-error.ts).
import { API_BASE_PATH } from '@campwise/domain';
import { API_ERROR_TEXT, ApiError } from './api-error';
import { type ApiQuery, type FetchLike, type ResourceInput, resourceDocument, sendRequest } from './api-request';
import { camelizeKeys } from './json-api/camelize-keys';

export { API_ERROR_TEXT, ApiError, type ApiErrorItem, errorMessages, pointerField } from './api-error';
export { type ApiQuery, type ResourceInput, toQueryString } from './api-request';

/** A resource with its attributes camelCased beside its id and type. */
export type ApiRecord = { id: string; type: string } & Record<string, unknown>;

export interface ApiCollection {
  data: ApiRecord[];
  included: ApiRecord[];
  meta: Record<string, unknown>;
  /** The included records a record's relationship points at, in the API's order (to-one: at most one). */
  related: (record: ApiRecord, name: string) => ApiRecord[];
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
  relationships?: Record<string, { data?: unknown } | undefined>;
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

const key = (resource: { type: string; id: string }) => `${resource.type}:${resource.id}`;

/** Resolves relationships of the collection's resources against its included ones. */
function relationshipResolver(resources: readonly ResourceObject[], included: ReadonlyMap<string, ApiRecord>) {
  const relationships = new Map(resources.map((resource) => [key(resource), resource.relationships ?? {}]));
  return (record: ApiRecord, name: string): ApiRecord[] => {
    const data = relationships.get(key(record))?.[name]?.data;
    const identifiers = Array.isArray(data) ? data : data ? [data] : [];
    return identifiers.flatMap((identifier) => {
      const found = isResourceObject(identifier) ? included.get(key(identifier)) : undefined;
      return found ? [found] : [];
    });
  };
}

type Body = { data?: unknown; included?: unknown; meta?: unknown } | null;

function dataError(path: string, text: string): ApiError {
  return new ApiError(200, `${API_BASE_PATH}${path}`, [{ title: text, detail: text }]);
}

function single(body: Body, path: string): ApiRecord {
  if (body?.data === undefined || body.data === null) throw dataError(path, API_ERROR_TEXT.noData);
  if (!isResourceObject(body.data)) throw dataError(path, API_ERROR_TEXT.unexpectedData);
  return toRecord(body.data);
}

/** The written resource in a write's answer, or null when the answer has none (204). */
function writtenRecord(body: unknown): ApiRecord | null {
  const data = (body as Body)?.data;
  return isResourceObject(data) ? toRecord(data) : null;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const accessToken = options.accessToken ?? null;

  /** One /api/v6 call; answers the parsed body of a success (null when empty) or throws ApiError. */
  async function send(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    failureText: string,
    extra: { query?: ApiQuery; headers?: Record<string, string> } = {},
  ): Promise<Body> {
    const answer = await sendRequest(fetchImpl, {
      url: `${API_BASE_PATH}${path}`,
      method,
      body,
      failureText,
      accessToken,
      credentials: 'same-origin',
      ...extra,
    });
    return answer.body as Body;
  }

  return {
    /** GET /{type}/{id}, e.g. findRecord('users', '42'). */
    async findRecord(type: string, id: string, query: ApiQuery = {}): Promise<ApiRecord> {
      const path = `/${type}/${encodeURIComponent(id)}`;
      return single(await send('GET', path, undefined, API_ERROR_TEXT.loading(type), { query }), path);
    },

    /** GET /{type}: the records, the included ones, meta, and a resolver for relationships. */
    async findAll(type: string, query: ApiQuery = {}): Promise<ApiCollection> {
      const path = `/${type}`;
      const body = await send('GET', path, undefined, API_ERROR_TEXT.loading(type), { query });
      if (body?.data === undefined || body.data === null) throw dataError(path, API_ERROR_TEXT.noData);
      if (!Array.isArray(body.data) || !body.data.every(isResourceObject)) {
        throw dataError(path, API_ERROR_TEXT.unexpectedData);
      }
      const resources = body.data as ResourceObject[];
      const included = (Array.isArray(body.included) ? body.included.filter(isResourceObject) : []).map(toRecord);
      const meta = typeof body.meta === 'object' && body.meta !== null ? camelizeKeys(body.meta) : {};
      return {
        data: resources.map(toRecord),
        included,
        meta: meta as Record<string, unknown>,
        related: relationshipResolver(resources, new Map(included.map((record) => [key(record), record]))),
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
      const headers: Record<string, string> = options.idempotencyKey
        ? { 'Idempotency-Key': options.idempotencyKey }
        : {};
      const body = await send('POST', path, resourceDocument({ type, attributes }), API_ERROR_TEXT.creating(type), {
        headers,
      });
      return single(body, path);
    },

    /** PATCH /{type}/{id}. Nothing to change is a no-op that answers an empty record. */
    async updateRecord(type: string, id: string, attributes: Record<string, unknown>): Promise<ApiRecord> {
      if (Object.keys(attributes).length === 0) return { id, type };
      const path = `/${type}/${encodeURIComponent(id)}`;
      const body = await send('PATCH', path, resourceDocument({ type, id, attributes }), API_ERROR_TEXT.updating(type));
      return single(body, path);
    },

    /** DELETE /{type}/{id}; only 204 counts as success. */
    async deleteRecord(type: string, id: string): Promise<void> {
      const url = `${API_BASE_PATH}/${type}/${encodeURIComponent(id)}`;
      const text = (status: number) => API_ERROR_TEXT.deleting(id, type, status);
      const answer = await sendRequest(fetchImpl, { url, method: 'DELETE', accessToken, credentials: 'same-origin' })
        // A failed delete is worded by the spec whatever the API answered.
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status > 0) return { status: error.status };
          throw error;
        });
      if (answer.status !== 204) {
        throw new ApiError(answer.status, url, [
          { status: String(answer.status), title: text(answer.status), detail: text(answer.status) },
        ]);
      }
    },

    /**
     * POST a document of `type` to an action path that is not a plain collection, such as
     * /users/{id}/password or /password-resets. Answers the response body, or null when empty.
     */
    async postAction(path: string, type: string, attributes: Record<string, unknown>): Promise<Body> {
      return send('POST', path, resourceDocument({ type, attributes }), API_ERROR_TEXT.creating(type));
    },

    /**
     * A write whose document may carry relationships (a review's campground, a field report's
     * review), or none at all (DELETE, a helpful vote). Answers the resource in the reply, or
     * null when there is none.
     */
    async write(
      method: 'POST' | 'PATCH' | 'DELETE',
      path: string,
      resource?: ResourceInput,
    ): Promise<ApiRecord | null> {
      const type = resource?.type ?? path.split('/')[1] ?? 'record';
      const failureText = method === 'POST' ? API_ERROR_TEXT.creating(type) : API_ERROR_TEXT.updating(type);
      const body = await send(method, path, resource ? resourceDocument(resource) : undefined, failureText);
      return writtenRecord(body);
    },

    /**
     * GET a plain JSON endpoint of this site outside /api/v6 (e.g. /api/autocomplete); answers
     * the parsed body, null when empty.
     */
    async getJson(url: string, query: ApiQuery = {}, init: { signal?: AbortSignal } = {}): Promise<unknown> {
      const answer = await sendRequest(fetchImpl, {
        url,
        query,
        format: 'json',
        accessToken,
        failureText: API_ERROR_TEXT.loading(url),
        credentials: 'same-origin',
        ...init,
      });
      return answer.body;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
