// The browser's API client: /api/v6 on this site's origin (the proxy forwards it to the API),
// plus the plain JSON endpoints beside it (autocomplete, geo-IP, map layers). Client-safe: it
// holds no configuration, only the user's own access token when given. Every call goes through
// the shared core (api-request.ts) and fails with the one ApiError (api-error.ts).
import { API_BASE_PATH } from '@campwise/domain';
import { API_ERROR_TEXT, ApiError } from './api-error';
import {
  type ApiQuery,
  type FetchLike,
  type ResourceInput,
  requestUrl,
  resourceDocument,
  sendRequest,
} from './api-request';
import { camelizeKeys } from './json-api/camelize-keys';

export { API_ERROR_TEXT, ApiError, type ApiErrorItem, errorMessages, pointerField } from './api-error';
export { type ApiQuery, type ResourceInput, toQueryString } from './api-request';

/** A resource with its attributes camelCased beside its id and type. */
export type ApiRecord = { id: string; type: string } & Record<string, unknown>;

/** Resolves a record's relationship to the included records it names, in the API's order (to-one: at most one). */
export type RelatedResolver = (record: ApiRecord, name: string) => ApiRecord[];

export interface ApiCollection {
  data: ApiRecord[];
  included: ApiRecord[];
  meta: Record<string, unknown>;
  related: RelatedResolver;
}

/** One record with what came beside it (`include=…`): a reservation and its reservation-items. */
export interface ApiDocument {
  data: ApiRecord;
  included: ApiRecord[];
  meta: Record<string, unknown>;
  related: RelatedResolver;
}

/** The relationships of a write: each names the related resource by type and id. */
export type ApiRelationships = NonNullable<ResourceInput['relationships']>;

export interface WriteOptions {
  /** Sent beside the attributes, e.g. { campground: { type: 'campgrounds', id: '12' } }. */
  relationships?: ApiRelationships;
  /** The write's query, e.g. { include: 'reservation-items' }. */
  query?: ApiQuery;
  /** One per submit attempt of a purchase: a retried request then cannot charge twice. */
  idempotencyKey?: string;
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

/** Resolves relationships of the document's resources against its included ones. */
function relationshipResolver(
  resources: readonly ResourceObject[],
  included: ReadonlyMap<string, ApiRecord>,
): RelatedResolver {
  const relationships = new Map(resources.map((resource) => [key(resource), resource.relationships ?? {}]));
  return (record, name) => {
    const data = relationships.get(key(record))?.[name]?.data;
    const identifiers = Array.isArray(data) ? data : data ? [data] : [];
    return identifiers.flatMap((identifier) => {
      const found = isResourceObject(identifier) ? included.get(key(identifier)) : undefined;
      return found ? [found] : [];
    });
  };
}

type Body = { data?: unknown; included?: unknown; meta?: unknown } | null;

/** A success whose document is not what the call expects: the spec's "no data" or "unexpected data". */
function dataError(status: number, url: string, text: string): ApiError {
  return new ApiError(status, url, [{ status: String(status), title: text, detail: text }]);
}

interface Answer {
  status: number;
  url: string;
  body: Body;
}

function documentParts(body: Body, resources: readonly ResourceObject[]) {
  const included = (Array.isArray(body?.included) ? body.included.filter(isResourceObject) : []).map(toRecord);
  const meta = typeof body?.meta === 'object' && body.meta !== null ? camelizeKeys(body.meta) : {};
  return {
    included,
    meta: meta as Record<string, unknown>,
    related: relationshipResolver(resources, new Map(included.map((record) => [key(record), record]))),
  };
}

/** A single-resource document; a missing or non-resource `data` fails with the spec's words. */
function singleDocument({ status, url, body }: Answer): ApiDocument {
  if (body?.data === undefined || body.data === null) throw dataError(status, url, API_ERROR_TEXT.noData);
  if (!isResourceObject(body.data)) throw dataError(status, url, API_ERROR_TEXT.unexpectedData);
  return { data: toRecord(body.data), ...documentParts(body, [body.data]) };
}

/** A collection document; `data` must be a list of resources. */
function collectionDocument({ status, url, body }: Answer): ApiCollection {
  if (body?.data === undefined || body.data === null) throw dataError(status, url, API_ERROR_TEXT.noData);
  if (!Array.isArray(body.data) || !body.data.every(isResourceObject)) {
    throw dataError(status, url, API_ERROR_TEXT.unexpectedData);
  }
  const resources = body.data as ResourceObject[];
  return { data: resources.map(toRecord), ...documentParts(body, resources) };
}

/** The spec's no-op update: nothing sent, an empty record answered. */
function emptyDocument(type: string, id: string): ApiDocument {
  return { data: { id, type }, included: [], meta: {}, related: () => [] };
}

/** The resource type a path names for error texts: 'campgrounds/12/sites' → 'sites'. */
function typeOfPath(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? path;
}

/** The written resource in a write's answer, or null when the answer has none (204). */
function writtenRecord(body: unknown): ApiRecord | null {
  const data = (body as Body)?.data;
  return isResourceObject(data) ? toRecord(data) : null;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const accessToken = options.accessToken ?? null;

  /** One /api/v6 call; answers the status, URL and parsed body of a success (null when empty) or throws ApiError. */
  async function send(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    failureText: string,
    extra: { query?: ApiQuery; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const request = { url: `${API_BASE_PATH}${path}`, query: extra.query };
    const answer = await sendRequest(fetchImpl, {
      ...request,
      method,
      body,
      failureText,
      accessToken,
      credentials: 'same-origin',
      headers: extra.headers,
    });
    return { status: answer.status, url: requestUrl(request), body: answer.body as Body };
  }

  const writeHeaders = (writeOptions: WriteOptions): Record<string, string> | undefined =>
    writeOptions.idempotencyKey ? { 'Idempotency-Key': writeOptions.idempotencyKey } : undefined;

  async function findDocument(type: string, id: string, query: ApiQuery = {}): Promise<ApiDocument> {
    const path = `/${type}/${encodeURIComponent(id)}`;
    return singleDocument(await send('GET', path, undefined, API_ERROR_TEXT.loading(type), { query }));
  }

  async function createDocument(
    type: string,
    attributes: Record<string, unknown>,
    writeOptions: WriteOptions = {},
  ): Promise<ApiDocument> {
    const document = resourceDocument({ type, attributes, relationships: writeOptions.relationships });
    const answer = await send('POST', `/${type}`, document, API_ERROR_TEXT.creating(type), {
      query: writeOptions.query,
      headers: writeHeaders(writeOptions),
    });
    return singleDocument(answer);
  }

  async function updateDocument(
    type: string,
    id: string,
    attributes: Record<string, unknown>,
    writeOptions: WriteOptions = {},
  ): Promise<ApiDocument> {
    const relationships = writeOptions.relationships ?? {};
    if (Object.keys(attributes).length === 0 && Object.keys(relationships).length === 0) return emptyDocument(type, id);
    const document = resourceDocument({ type, id, attributes, relationships: writeOptions.relationships });
    const answer = await send('PATCH', `/${type}/${encodeURIComponent(id)}`, document, API_ERROR_TEXT.updating(type), {
      query: writeOptions.query,
      headers: writeHeaders(writeOptions),
    });
    return singleDocument(answer);
  }

  return {
    /** GET /{type}/{id}, e.g. findRecord('users', '42'). */
    async findRecord(type: string, id: string, query: ApiQuery = {}): Promise<ApiRecord> {
      return (await findDocument(type, id, query)).data;
    },

    /** GET /{type}/{id} with the included records, e.g. a reservation with include=reservation-items. */
    findDocument,

    /** GET /{type}: the records, the included ones, meta, and a resolver for relationships. */
    async findAll(type: string, query: ApiQuery = {}): Promise<ApiCollection> {
      return collectionDocument(
        await send('GET', `/${type}`, undefined, API_ERROR_TEXT.loading(typeOfPath(type)), { query }),
      );
    },

    /** POST /{type} with camelCase attributes (and relationships); answers the created record. */
    async createRecord(
      type: string,
      attributes: Record<string, unknown>,
      writeOptions: WriteOptions = {},
    ): Promise<ApiRecord> {
      return (await createDocument(type, attributes, writeOptions)).data;
    },

    /** createRecord answering the whole document (included records, meta). */
    createDocument,

    /**
     * PATCH /{type}/{id}. No attributes and no relationships is the spec's no-op: no request, and
     * an empty record ({ id, type }) answered.
     */
    async updateRecord(
      type: string,
      id: string,
      attributes: Record<string, unknown>,
      writeOptions: WriteOptions = {},
    ): Promise<ApiRecord> {
      return (await updateDocument(type, id, attributes, writeOptions)).data;
    },

    /** updateRecord answering the whole document; the no-op answers an empty record and nothing included. */
    updateDocument,

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
     * POST a resource to an action path (/reservations/{id}/payment) and read the resource the
     * API answers with, included records and all; failures are worded "Error creating {type}".
     */
    async postActionDocument(path: string, resource: ResourceInput, query: ApiQuery = {}): Promise<ApiDocument> {
      return singleDocument(
        await send('POST', path, resourceDocument(resource), API_ERROR_TEXT.creating(resource.type), { query }),
      );
    },

    /**
     * POST a document of `type` to an action path that is not a plain collection, such as
     * /users/{id}/password or /password-resets. Answers the response body, or null when empty.
     */
    async postAction(path: string, type: string, attributes: Record<string, unknown>): Promise<Body> {
      return (await send('POST', path, resourceDocument({ type, attributes }), API_ERROR_TEXT.creating(type))).body;
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
      const answer = await send(method, path, resource ? resourceDocument(resource) : undefined, failureText);
      return writtenRecord(answer.body);
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
