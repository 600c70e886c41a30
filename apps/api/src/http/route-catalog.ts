// The HTTP edge of every route: registers it with Fastify, checks its path parameters, body and
// query string against what it declares (ADR 0003: closed query strings, so a parameter a route
// does not declare is a 400), and hands the handler the parsed values and its viewer. It also
// remembers the schemas, so the OpenAPI document is generated from exactly what is validated.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { AppError } from '../errors/app-error.ts';
import { requestDocumentError } from '../jsonapi/request-document.ts';
import {
  parseFilterQuery,
  parseListQuery,
  parseSingleQuery,
  type FilterQuerySpec,
  type ListQuerySpec,
  type ParsedListQuery,
  type SingleQuerySpec,
} from '../jsonapi/query.ts';
import type { Viewer } from './viewer.ts';

/**
 * Who may call a route: any signed-in user, or admins only (401/403 before anything else);
 * 'optional': anyone, and a valid token makes the caller the handler's viewer (a missing, bad or
 * expired one reads as anonymous: a public page must not fail because a session lapsed).
 * Absent: anyone, and the token is never read.
 */
export type RouteAuth = 'user' | 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** The route reads its own query string (`query: { own }`) and answers bad input itself. */
    ownQuery?: boolean;
  }
}

type Schemas = Record<string, z.ZodType>;

/** What personal answers (`personal: true`) may be kept as: nowhere. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * What a route's query string accepts. Absent or `{ none: true }`: nothing. `own`: a route
 * with its own, non-JSON:API contract reads the query itself (autocomplete answers [] to any
 * bad input); the record names its parameters for the OpenAPI document.
 */
export type QueryDeclaration =
  | { list: ListQuerySpec<Schemas> }
  | { single: SingleQuerySpec }
  | { filtered: FilterQuerySpec<Schemas, Schemas> }
  | { none: true }
  | { own: Record<string, string> };

/** What the handler gets for its declared query. */
export type ParsedQuery<Q> = Q extends { list: ListQuerySpec<infer F> }
  ? ParsedListQuery<F>
  : Q extends { single: SingleQuerySpec }
    ? { include: Set<string> }
    : Q extends { filtered: FilterQuerySpec<infer F, infer P> }
      ? {
          filter: ParsedListQuery<F>['filter'];
          parameters: { [K in keyof P]: z.output<P[K]> };
        }
      : Record<string, never>;

export interface RouteInput<P extends z.ZodObject, B extends z.ZodType, Q> {
  params: z.infer<P>;
  body: z.output<B>;
  /** The declared query, parsed. */
  query: ParsedQuery<Q>;
  /** The query string as sent: for pagination links, and for routes that read their `own`. */
  rawQuery: Record<string, unknown>;
  /** The signed-in caller on routes with `auth`; null for anonymous callers of 'optional' ones. */
  viewer: Viewer | null;
  request: FastifyRequest;
}

export interface RouteDefinition<P extends z.ZodObject, B extends z.ZodType, Q extends QueryDeclaration | undefined> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify path, e.g. /api/v6/campgrounds/:id */
  url: string;
  summary: string;
  tag: string;
  /** Checked before anything else (features/auth/authenticate.ts). */
  auth?: RouteAuth;
  /**
   * The answer is about the caller (their account, lists, memberships, payments): sent with
   * `Cache-Control: private, no-store`, so no shared cache keeps it and no browser stores it.
   */
  personal?: boolean;
  params?: P;
  /** What the route's query string accepts; parsed after the body, before the handler runs. */
  query?: Q;
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
  handler: (input: RouteInput<P, B, Q>, reply: FastifyReply) => Promise<unknown>;
}

export type RouteDoc = Omit<
  RouteDefinition<z.ZodObject, z.ZodType, QueryDeclaration | undefined>,
  'handler' | 'authorize' | 'invalidBody'
>;

/** The declared query, parsed; a parameter the declaration does not name is a 400 naming it. */
export function parseDeclaredQuery(declaration: QueryDeclaration | undefined, raw: Record<string, unknown>): unknown {
  if (declaration === undefined || 'none' in declaration) {
    const [unknown] = Object.keys(raw);
    if (unknown !== undefined) {
      throw AppError.invalidParameter(unknown, `Unknown query parameter "${unknown}".`);
    }
    return {};
  }
  if ('list' in declaration) return parseListQuery(raw, declaration.list);
  if ('single' in declaration) return parseSingleQuery(raw, declaration.single);
  if ('filtered' in declaration) return parseFilterQuery(raw, declaration.filtered);
  return {};
}

export class RouteCatalog {
  readonly routes: RouteDoc[] = [];

  constructor(private readonly app: FastifyInstance) {}

  /**
   * Routes that need a Fastify scope of their own (other body parsers: multipart uploads, the
   * raw bytes a webhook signature covers). `setup` prepares the scope; routes `register` adds to
   * the scoped catalog are documented with all the others.
   */
  inScope(
    setup: (scope: FastifyInstance) => void | Promise<void>,
    register: (catalog: RouteCatalog, scope: FastifyInstance) => void,
  ): void {
    this.app.register(async (scope) => {
      await setup(scope);
      const scoped = new RouteCatalog(scope);
      register(scoped, scope);
      this.routes.push(...scoped.routes);
    });
  }

  add<P extends z.ZodObject, B extends z.ZodType = z.ZodUndefined, Q extends QueryDeclaration | undefined = undefined>(
    definition: RouteDefinition<P, B, Q>,
  ): void {
    const { handler, authorize, invalidBody, ...doc } = definition;
    this.routes.push(doc as unknown as RouteDoc);
    this.app.route({
      method: definition.method,
      url: definition.url,
      config: {
        ...(definition.auth ? { auth: definition.auth } : {}),
        ...(definition.query && 'own' in definition.query ? { ownQuery: true } : {}),
      },
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
        const rawQuery = (request.query ?? {}) as Record<string, unknown>;
        const query = parseDeclaredQuery(definition.query, rawQuery) as ParsedQuery<Q>;
        const viewer = request.user ? { id: request.user.id, admin: request.user.admin } : null;
        reply.type(definition.response.mediaType ?? JSON_API_MEDIA_TYPE);
        if (definition.personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
        return handler({ params, body, query, rawQuery, viewer, request }, reply);
      },
    });
  }
}
