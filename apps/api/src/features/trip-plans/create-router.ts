// Which router the app uses: OSRM when ROUTING_URL is set, standing in great circles (labelled
// `great-circle`) when it is unavailable; great circles alone otherwise (the default, tests).
import type { FastifyBaseLogger } from 'fastify';
import { greatCircleRouter } from './great-circle-router.ts';
import { osrmRouter } from './osrm-router.ts';
import { RouterUnavailableError, type Router } from './router.ts';
import type { RoutingConfig } from './routing-config.ts';

/** Tries `primary`; when it is unavailable (not when it finds no route), answers with `fallback`. */
export function withFallback(primary: Router, fallback: Router, log: Pick<FastifyBaseLogger, 'warn'>): Router {
  return {
    async route(places) {
      try {
        return await primary.route(places);
      } catch (error) {
        if (!(error instanceof RouterUnavailableError)) throw error;
        log.warn({ err: error.message }, 'router unavailable: answering with a great-circle route');
        return fallback.route(places);
      }
    },
  };
}

export function createRouter(config: RoutingConfig, log: Pick<FastifyBaseLogger, 'warn'>): Router {
  if (!config.routingUrl) return greatCircleRouter;
  return withFallback(osrmRouter(config.routingUrl), greatCircleRouter, log);
}
