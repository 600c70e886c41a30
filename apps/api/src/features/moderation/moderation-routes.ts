// /api/v6/content-reports (campers report; admins list, dismiss and hide) and
// /api/v6/moderation/{type}/{id}/restore (admins un-hide).
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { contentReportResource, moderatedReportResource } from './content-report-serializer.ts';
import {
  CONTENT_REPORT_SORTS,
  contentReportCreateDocumentSchema,
  contentReportDocumentSchema,
  contentReportIdParams,
  contentReportListDocumentSchema,
  contentReportListSpec,
  moderationTargetParams,
} from './moderation-schemas.ts';
import {
  dismissReport,
  getReportPage,
  hideReportedContent,
  reportContent,
  restoreContent,
} from './moderation-service.ts';

const REPORTS = `${API_BASE_PATH}/content-reports`;

export function registerModerationRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: REPORTS,
    summary: 'Report a review, photo, field report or a campground’s information to moderators',
    tag: 'moderation',
    auth: 'user',
    query: { none: true },
    body: contentReportCreateDocumentSchema,
    bodyMediaTypes: ['application/vnd.api+json', 'application/json'],
    response: { status: 201, description: 'The report', schema: contentReportDocumentSchema },
    errors: [400, 401, 409, 422, 429],
    handler: async ({ body, request }, reply) => {
      const attributes = body.data.attributes;
      const report = await reportContent(ctx, signedInUser(request).id, {
        targetType: attributes['target-type'],
        targetId: attributes['target-id'],
        reason: attributes.reason,
        details: attributes.details ?? '',
      });
      return created(reply, contentReportResource(report));
    },
  });

  catalog.add({
    method: 'GET',
    url: REPORTS,
    summary: 'Reports with a summary of their content, newest first (admins)',
    tag: 'moderation',
    auth: 'admin',
    query: { list: contentReportListSpec },
    response: { status: 200, description: 'A page of reports', schema: contentReportListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery }) => {
      const { rows, total } = await getReportPage(ctx.db, query.filter, query.page);
      return pageDocument(rows.map(moderatedReportResource), {
        path: REPORTS,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': CONTENT_REPORT_SORTS },
      });
    },
  });

  catalog.add({
    method: 'POST',
    url: `${REPORTS}/:id/dismiss`,
    summary: 'Dismiss a report: the content stays (admins)',
    tag: 'moderation',
    auth: 'admin',
    params: contentReportIdParams,
    query: { none: true },
    response: { status: 200, description: 'The dismissed report', schema: contentReportDocumentSchema },
    errors: [401, 403, 404, 409],
    handler: async ({ params, request }) =>
      singleDocument(moderatedReportResource(await dismissReport(ctx, signedInUser(request).id, Number(params.id)))),
  });

  catalog.add({
    method: 'POST',
    url: `${REPORTS}/:id/hide`,
    summary: 'Hide the reported content; every open report on it becomes actioned (admins)',
    tag: 'moderation',
    auth: 'admin',
    params: contentReportIdParams,
    query: { none: true },
    response: { status: 200, description: 'The actioned report', schema: contentReportDocumentSchema },
    errors: [401, 403, 404, 422],
    handler: async ({ params, request }) =>
      singleDocument(
        moderatedReportResource(await hideReportedContent(ctx, signedInUser(request).id, Number(params.id))),
      ),
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/moderation/:type/:id/restore`,
    summary: 'Show hidden content again; its reports stay resolved (admins)',
    tag: 'moderation',
    auth: 'admin',
    params: moderationTargetParams,
    query: { none: true },
    response: { status: 204, description: 'Restored' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await restoreContent(ctx, params.type, Number(params.id));
      return noContent(reply);
    },
  });
}
