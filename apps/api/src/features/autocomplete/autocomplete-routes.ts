// GET /api/autocomplete and /api/autocomplete/{kind}: location suggestions as a plain JSON
// list. Whatever goes wrong, the answer is 200 [] (spec section 8); failures are logged.
import type { AppContext } from '../../app-context.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { loggableError } from '../../errors/database-errors.ts';
import { parseAutocompleteQuery, SUGGESTION_TYPES } from './autocomplete-query.ts';
import { suggest } from './autocomplete-service.ts';

export const AUTOCOMPLETE_PATH = '/api/autocomplete';

const suggestionListSchema = z.array(
  z.object({
    id: z.string(),
    type: z.enum(['place', 'campground']),
    placeType: z.enum(['state', 'city', 'admin_area', 'campground']),
    region: z.string().nullable(),
    name: z.string(),
    label: z.string(),
    coordinates: z.tuple([z.number(), z.number()]),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    population: z.number().int().optional(),
    slug: z.string().optional(),
    url: z.string().optional(),
  }),
);

const kindParams = z.object({ kind: z.string() });

const DESCRIPTION =
  'Query: q (1..100 characters), limit (1..20, default 8), region (USPS code or slug), ' +
  `types (comma list of ${SUGGESTION_TYPES.join(', ')}). Any bad input or failure: [].`;

// Autocomplete keeps its own contract (any bad input is [], never a 400), so it reads its query
// itself; these name the parameters for the OpenAPI document.
const QUERY_PARAMETERS = {
  q: 'What was typed, 1..100 characters',
  limit: 'Suggestions wanted, 1..20 (default 8)',
  region: 'Only this region: USPS code or slug',
  types: `Comma list of ${SUGGESTION_TYPES.join(', ')}`,
};

export function registerAutocompleteRoutes(catalog: RouteCatalog, { db }: AppContext): void {
  async function answer(
    kind: string,
    rawQuery: Record<string, unknown>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('cache-control', 'no-store');
    try {
      const query = parseAutocompleteQuery(kind, rawQuery);
      return query ? await suggest(db, query) : [];
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'autocomplete failed');
      return [];
    }
  }

  catalog.add({
    method: 'GET',
    url: AUTOCOMPLETE_PATH,
    summary: `Location suggestions: places and campgrounds (kind unified). ${DESCRIPTION}`,
    tag: 'autocomplete',
    query: { own: QUERY_PARAMETERS },
    response: {
      status: 200,
      description: 'Suggestions, best first',
      schema: suggestionListSchema,
      mediaType: 'application/json',
    },
    handler: async ({ rawQuery, request }, reply) => answer('unified', rawQuery, request, reply),
  });

  catalog.add({
    method: 'GET',
    url: `${AUTOCOMPLETE_PATH}/:kind`,
    summary: `Location suggestions of one kind: unified, places or campgrounds. ${DESCRIPTION}`,
    tag: 'autocomplete',
    params: kindParams,
    query: { own: QUERY_PARAMETERS },
    response: {
      status: 200,
      description: 'Suggestions, best first',
      schema: suggestionListSchema,
      mediaType: 'application/json',
    },
    handler: async ({ params, rawQuery, request }, reply) => answer(params.kind, rawQuery, request, reply),
  });
}
