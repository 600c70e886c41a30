// Registers routes with Fastify and remembers their schemas, so the OpenAPI document is
// generated from exactly the schemas the routes validate with.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { AppError } from '../errors/app-error.ts';
import type { ListQuerySpec, SingleQuerySpec } from '../jsonapi/query.ts';

export interface RouteDefinition<P extends z.ZodObject> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify path, e.g. /api/v6/campgrounds/:id */
  url: string;
  summary: string;
  tag: string;
  params?: P;
  /** What the route's query string accepts (validated by the handler with jsonapi/query.ts). */
  query?: { list: ListQuerySpec<Record<string, z.ZodType>> } | { single: SingleQuerySpec } | { none: true };
  response: { status: number; description: string; schema: z.ZodType; mediaType?: string };
  errors?: number[];
  handler: (
    input: { params: z.infer<P>; query: Record<string, unknown>; request: FastifyRequest },
    reply: FastifyReply,
  ) => Promise<unknown>;
}

export type RouteDoc = Omit<RouteDefinition<z.ZodObject>, 'handler'>;

export class RouteCatalog {
  readonly routes: RouteDoc[] = [];

  constructor(private readonly app: FastifyInstance) {}

  add<P extends z.ZodObject>(definition: RouteDefinition<P>): void {
    const { handler, ...doc } = definition;
    this.routes.push(doc as unknown as RouteDoc);
    this.app.route({
      method: definition.method,
      url: definition.url,
      handler: async (request, reply) => {
        let params = {} as z.infer<P>;
        if (definition.params) {
          const parsed = definition.params.safeParse(request.params);
          // A path segment that cannot name a record names nothing: 404, as for an unknown id.
          if (!parsed.success) throw AppError.notFound('No such resource.');
          params = parsed.data;
        }
        const query = (request.query ?? {}) as Record<string, unknown>;
        reply.type(definition.response.mediaType ?? JSON_API_MEDIA_TYPE);
        return handler({ params, query, request }, reply);
      },
    });
  }
}
