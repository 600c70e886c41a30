// Builds the OpenAPI 3.1 document from the route catalog's zod schemas.
import { z } from 'zod';
import { JSON_API_MEDIA_TYPE, PRODUCT_NAME } from '@campwise/domain';
import type { RouteDoc } from '../http/route-catalog.ts';

const errorDocumentSchema = z.object({
  errors: z.array(
    z.object({
      status: z.string(),
      code: z.string(),
      title: z.string(),
      detail: z.string().optional(),
      source: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: unknown };

/**
 * OpenAPI 3.1 schema objects are JSON Schema 2020-12: null is a type (`type: ['string', 'null']`
 * or an `anyOf` with `{ type: 'null' }`, never 3.0's `nullable`), and `exclusiveMinimum` is a number.
 * The dialect is the document's own, so no schema repeats it in `$schema`.
 */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    io: 'input',
  });
  return rest;
}

function queryParameters(route: RouteDoc): Parameter[] {
  if (!route.query || 'none' in route.query) return [];
  if ('own' in route.query) {
    return Object.entries(route.query.own).map(([name, description]) => ({
      name,
      in: 'query' as const,
      required: false,
      description,
      schema: { type: 'string' },
    }));
  }
  if ('filtered' in route.query) {
    const { filters, parameters } = route.query.filtered;
    return [
      ...Object.entries(parameters).map(([name, schema]) => ({
        name,
        in: 'query' as const,
        required: !schema.safeParse(undefined).success,
        schema: jsonSchema(schema),
      })),
      ...Object.entries(filters).map(([name, schema]) => ({
        name: `filter[${name}]`,
        in: 'query' as const,
        required: false,
        schema: jsonSchema(schema),
      })),
    ];
  }
  const includes = 'list' in route.query ? route.query.list.includes : route.query.single.includes;
  const params: Parameter[] = [];
  if (includes.length) {
    params.push({
      name: 'include',
      in: 'query',
      required: false,
      description: `Comma-separated relationships to include: ${includes.join(', ')}`,
      schema: { type: 'string' },
    });
  }
  if ('list' in route.query) {
    const spec = route.query.list;
    for (const [name, schema] of Object.entries(spec.filters)) {
      params.push({ name: `filter[${name}]`, in: 'query', required: false, schema: jsonSchema(schema) });
    }
    params.push(
      {
        name: 'sort',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: spec.sorts.map((s) => s.value), default: spec.defaultSort },
      },
      { name: 'page[number]', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
      {
        name: 'page[size]',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
      },
    );
  }
  return params;
}

function pathParameters(route: RouteDoc): Parameter[] {
  if (!route.params) return [];
  return Object.entries(route.params.shape).map(([name, schema]) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: jsonSchema(schema as z.ZodType),
  }));
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid query parameter or body',
  401: 'No valid access token',
  403: 'Not allowed for this user',
  404: 'Not found',
  406: 'Not acceptable',
  409: 'Conflict',
  415: 'Unsupported media type',
  422: 'Invalid attributes, one error per attribute',
  429: 'Too many attempts; see Retry-After',
  503: 'Service unavailable',
};

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'Access token from POST /oauth/token' },
  accessTokenHeader: { type: 'apiKey', in: 'header', name: 'x-access-token', description: 'The same access token' },
};

function responseEntry(route: RouteDoc): Record<string, unknown> {
  const { description, schema, mediaType } = route.response;
  if (!schema) return { description };
  return { description, content: { [mediaType ?? JSON_API_MEDIA_TYPE]: { schema: jsonSchema(schema) } } };
}

function errorEntry(route: RouteDoc, status: number): Record<string, unknown> {
  const oauth = route.errorFormat === 'oauth';
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    content: {
      [oauth ? 'application/json' : JSON_API_MEDIA_TYPE]: {
        schema: jsonSchema(oauth ? oauthErrorSchema : errorDocumentSchema),
      },
    },
  };
}

function requestBody(route: RouteDoc): Record<string, unknown> | undefined {
  if (!route.body) return undefined;
  const schema = jsonSchema(route.body);
  const mediaTypes = route.bodyMediaTypes ?? [JSON_API_MEDIA_TYPE];
  return { required: true, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/**
 * Every operation says who may call it: no one signed in (`[]`), a signed-in caller (either
 * token header), or anyone, a token making the caller known (`auth: 'optional'`: the empty
 * requirement first).
 */
function securityOf(route: RouteDoc): Record<string, string[]>[] {
  const signedIn: Record<string, string[]>[] = [{ bearerAuth: [] }, { accessTokenHeader: [] }];
  if (!route.auth) return [];
  return route.auth === 'optional' ? [{}, ...signedIn] : signedIn;
}

/** The route's declared errors, and the 400 of a closed query string (ADR 0003) on every route that has one. */
function errorStatuses(route: RouteDoc): number[] {
  const statuses = new Set(route.errors ?? []);
  if (!route.query || !('own' in route.query)) statuses.add(400);
  return [...statuses].sort((a, b) => a - b);
}

/** A stable name from method and path: GET /api/v6/campgrounds/{id}/reviews → getCampgroundsByIdReviews. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(\/v\d+)?\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}(.*)$/.exec(segment);
      const parts = param ? ['by', param[1]!, param[2]!] : [segment];
      return parts.flatMap((part) => part.split(/[^A-Za-z0-9]+/)).filter(Boolean);
    });
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

export function buildOpenApiDocument(routes: RouteDoc[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const responses: Record<string, unknown> = { [route.response.status]: responseEntry(route) };
    for (const status of errorStatuses(route)) responses[status] = errorEntry(route, status);
    const operationId = operationIdOf(route.method, path);
    if (operationIds.has(operationId)) throw new Error(`Two operations would be named ${operationId}`);
    operationIds.add(operationId);
    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      tags: [route.tag],
      parameters: [...pathParameters(route), ...queryParameters(route)],
      responses,
    };
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    operation.security = securityOf(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: 'v6' },
    // Relative: the host that serves this document serves the API.
    servers: [{ url: '/' }],
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
