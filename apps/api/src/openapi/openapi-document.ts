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

function jsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' });
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

export function buildOpenApiDocument(routes: RouteDoc[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const responses: Record<string, unknown> = { [route.response.status]: responseEntry(route) };
    for (const status of route.errors ?? []) responses[status] = errorEntry(route, status);
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...pathParameters(route), ...queryParameters(route)],
      responses,
    };
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    if (route.auth) operation.security = [{ bearerAuth: [] }, { accessTokenHeader: [] }];
    // Optional sign-in: anonymous callers too (the empty requirement).
    if (route.auth === 'optional') operation.security = [{}, { bearerAuth: [] }, { accessTokenHeader: [] }];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: 'v6' },
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
