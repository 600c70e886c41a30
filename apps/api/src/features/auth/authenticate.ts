// Resolves the access token of requests to routes that need a user, or take one when it is sent
// (RouteDefinition.auth), and exposes the user as request.user. Routes without `auth` never
// touch the token table.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Clock } from '../../clock.ts';
import { authenticateAccessToken, type AuthenticatedUser } from './token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on routes declared with `auth` (null for anonymous 'optional' callers); null elsewhere. */
    user: AuthenticatedUser | null;
  }
}

/** The access token of a request: `Authorization: Bearer <token>` or `x-access-token: <token>`. */
export function readAccessToken(headers: IncomingHttpHeaders): string | null {
  const bearer = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(headers.authorization ?? '');
  if (bearer) return bearer[1]!;
  const header = headers['x-access-token'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : null;
}

/** The user of a route declared with `auth` (the hook has already answered 401 without one). */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

export function registerAuthentication(app: FastifyInstance, db: Db, clock: Clock): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const auth = request.routeOptions.config.auth;
    if (!auth) return;
    const token = readAccessToken(request.headers);
    request.user = token ? await authenticateAccessToken(db, token, clock()) : null;
    // Optional sign-in: a missing, bad or expired token is an anonymous caller, never a 401.
    if (auth === 'optional') return;
    if (!request.user) {
      // RFC 6750: tell the client which scheme to use.
      reply.header('www-authenticate', 'Bearer');
      throw AppError.unauthorized();
    }
    if (auth === 'admin' && !request.user.admin) throw AppError.forbidden('Only admins may do this.');
  });
}
