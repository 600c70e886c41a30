// GET /health: the API is up and its database answers.
import type { AppContext } from '../../app-context.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RouteCatalog } from '../../http/route-catalog.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

export function registerHealthRoutes(catalog: RouteCatalog, { db }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: '/health',
    summary: 'Liveness and database reachability',
    tag: 'health',
    query: { none: true },
    response: { status: 200, description: 'Healthy', schema: healthSchema, mediaType: 'application/json' },
    errors: [503],
    handler: async (_input, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' };
      } catch {
        reply.code(503);
        return { status: 'unavailable', database: 'unreachable' };
      }
    },
  });
}
