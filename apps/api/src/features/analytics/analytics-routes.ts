// First-party analytics (docs/api-analytics.md): browsers send batches of events, anonymous or
// signed in; admins read a summary. Thin: parse, call the service, serialise.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { singleDocument } from '../../jsonapi/document.ts';
import { accepted } from '../../jsonapi/responses.ts';
import {
  acceptedDocumentSchema,
  eventBatchDocumentSchema,
  eventBatchError,
  summaryDocumentSchema,
  summaryQuerySpec,
} from './analytics-schemas.ts';
import { summaryResource } from './analytics-serializer.ts';
import { recordEvents, summarize } from './analytics-service.ts';

const TAG = 'analytics';

export function registerAnalyticsRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/analytics-events`,
    summary: 'Store a batch of analytics events from a browser (anyone; signed-in callers are named)',
    tag: TAG,
    auth: 'optional',
    query: { none: true },
    body: eventBatchDocumentSchema,
    bodyMediaTypes: ['application/vnd.api+json', 'application/json'],
    invalidBody: eventBatchError,
    response: { status: 202, description: 'How many events were stored', schema: acceptedDocumentSchema },
    errors: [400, 415, 422, 429],
    handler: async ({ body, viewer, request }, reply) => {
      const stored = await recordEvents(
        ctx,
        body.data.map((item) => item.attributes),
        { userId: viewer?.id ?? null, ip: request.ip },
      );
      return accepted(reply, { accepted: stored });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/analytics-summary`,
    summary: 'Events per day, the sign-up to PRO funnel and experiment results for a range of days (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    query: { filtered: summaryQuerySpec },
    response: { status: 200, description: 'The summary', schema: summaryDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query }) => {
      return singleDocument(summaryResource(await summarize(ctx, query.filter)));
    },
  });
}
