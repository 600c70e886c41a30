// Security headers on every answer (docs/decisions/0024-security-headers.md): the API serves
// JSON, images and tiles, never a page, so its Content-Security-Policy allows nothing and no one
// may frame it. CORS stays closed (no Access-Control-* headers at all) unless API_CORS_ORIGINS
// lists the origins whose pages may call it directly; the site itself calls it on its own origin.
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import { HSTS_VALUE } from '@campwise/domain';
import type { FastifyInstance } from 'fastify';

export interface HttpSecurityConfig {
  /** API_CORS_ORIGINS: origins (scheme://host[:port]) allowed to call the API; empty: none. */
  corsOrigins: readonly string[];
}

// The methods the API's routes use; a preflight for anything else is answered without them.
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Headers a cross-origin page needs to read: where a created resource is, when to retry.
const CORS_EXPOSED_HEADERS = ['Location', 'Retry-After'];

/**
 * Registers the headers before any other hook, so that an answer refused by an early hook (a 406
 * from content negotiation, a 401) carries them as well as a route's answer, an error or a 404.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: HttpSecurityConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over https (below): over plain http a browser ignores it, and a development
    // machine would be told to refuse http://localhost for two years by any https visit.
    strictTransportSecurity: false,
  });
  // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...config.corsOrigins],
      methods: CORS_METHODS,
      exposedHeaders: CORS_EXPOSED_HEADERS,
      // Bearer tokens, not cookies, authenticate API calls: a cross-origin page never sends credentials.
      credentials: false,
      maxAge: 600,
    });
  }
}
