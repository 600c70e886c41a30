// Registers routes with Fastify and remembers their schemas, so the OpenAPI document is
// generated from exactly the schemas the routes validate with.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { AppError } from '../errors/app-error.ts';
import { requestDocumentError } from '../jsonapi/request-document.ts';
import type { FilterQuerySpec, ListQuerySpec, SingleQuerySpec } from '../jsonapi/query.ts';

/** Who may call a route: any signed-in user, or admins only. Absent: anyone. */
export type RouteAuth = 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

export interface RouteInput<P extends z.ZodObject, B extends z.ZodType> {
  params: z.infer<P>;
  body: z.output<B>;
  query: Record<string, unknown>;
  request: FastifyRequest;
}

export interface RouteDefinition<P extends z.ZodObject, B extends z.ZodType> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify path, e.g. /api/v6/campgrounds/:id */
  url: string;
  summary: string;
  tag: string;
  /** Checked before anything else (features/auth/authenticate.ts): 401 anonymous, 403 not admin. */
  auth?: RouteAuth;
  params?: P;
  /** What the route's query string accepts (validated by the handler with jsonapi/query.ts). */
  query?:
    | { list: ListQuerySpec<Record<string, z.ZodType>> }
    | { single: SingleQuerySpec }
    | { filtered: FilterQuerySpec<Record<string, z.ZodType>, Record<string, z.ZodType>> }
    | { none: true };
  /** The request body; validated before the handler runs. */
  body?: B;
  /** Media types the body may come as (documentation); JSON:API when absent. */
  bodyMediaTypes?: string[];
  /** Turns body issues into the route's error; JSON:API 400/422 when absent. */
  invalidBody?: (issues: readonly z.core.$ZodIssue[], body: unknown) => Error;
  /** Runs after params and before the body is read, so a caller who may not act learns nothing else. */
  authorize?: (input: { params: z.infer<P>; request: FastifyRequest }) => void | Promise<void>;
  /** No schema: the response has no body (204). */
  response: { status: number; description: string; schema?: z.ZodType; mediaType?: string };
  errors?: number[];
  /** How errors are shaped, for the OpenAPI document: JSON:API errors[] unless OAuth 2.0. */
  errorFormat?: 'jsonapi' | 'oauth';
  handler: (input: RouteInput<P, B>, reply: FastifyReply) => Promise<unknown>;
}

export type RouteDoc = Omit<RouteDefinition<z.ZodObject, z.ZodType>, 'handler' | 'authorize' | 'invalidBody'>;

export class RouteCatalog {
  readonly routes: RouteDoc[] = [];

  constructor(private readonly app: FastifyInstance) {}

  add<P extends z.ZodObject, B extends z.ZodType = z.ZodUndefined>(definition: RouteDefinition<P, B>): void {
    const { handler, authorize, invalidBody, ...doc } = definition;
    this.routes.push(doc as unknown as RouteDoc);
    this.app.route({
      method: definition.method,
      url: definition.url,
      config: definition.auth ? { auth: definition.auth } : {},
      handler: async (request, reply) => {
        let params = {} as z.infer<P>;
        if (definition.params) {
          const parsed = definition.params.safeParse(request.params);
          // A path segment that cannot name a record names nothing: 404, as for an unknown id.
          if (!parsed.success) throw AppError.notFound('No such resource.');
          params = parsed.data;
        }
        if (authorize) await authorize({ params, request });
        let body = undefined as z.output<B>;
        if (definition.body) {
          const parsed = await definition.body.safeParseAsync(request.body);
          if (!parsed.success) throw (invalidBody ?? requestDocumentError)(parsed.error.issues, request.body);
          body = parsed.data;
        }
        const query = (request.query ?? {}) as Record<string, unknown>;
        reply.type(definition.response.mediaType ?? JSON_API_MEDIA_TYPE);
        return handler({ params, body, query, request }, reply);
      },
    });
  }
}
