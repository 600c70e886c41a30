// Builds the Fastify app: JSON:API conventions, error mapping and every feature's routes.
// No listen() here: server.ts listens, tests call app.inject().
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import type { Db } from './db/client.ts';
import { AppError } from './errors/app-error.ts';
import { errorDocument, toAppError } from './errors/error-document.ts';
import { registerBasemapRoutes } from './features/basemap/basemap-routes.ts';
import { registerCampgroundRoutes } from './features/campgrounds/campground-routes.ts';
import { registerHealthRoutes } from './features/health/health-routes.ts';
import { registerRegionRoutes } from './features/regions/region-routes.ts';
import { registerOpenApiRoute } from './openapi/openapi-routes.ts';
import { RouteCatalog } from './openapi/route-catalog.ts';
import { checkJsonApiNegotiation } from './jsonapi/negotiation.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request; off by default so `npm start` shows what matters. */
  logRequests?: boolean;
}

export async function buildApp({ db, logger = false, logRequests = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !logRequests }),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  });

  app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new AppError('invalid_body', 'Malformed JSON', 'The request body is not valid JSON.'), undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(API_BASE_PATH)) checkJsonApiNegotiation(request.headers);
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(appError.status).type(JSON_API_MEDIA_TYPE).send(errorDocument(appError));
  });

  app.setNotFoundHandler((request, reply) => {
    const appError = AppError.notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    reply.code(404).type(JSON_API_MEDIA_TYPE).send(errorDocument(appError));
  });

  const catalog = new RouteCatalog(app);
  registerHealthRoutes(catalog, db);
  registerRegionRoutes(catalog, db);
  registerCampgroundRoutes(catalog, db);
  registerBasemapRoutes(catalog, db);
  registerOpenApiRoute(catalog);

  await app.ready();
  return app;
}
