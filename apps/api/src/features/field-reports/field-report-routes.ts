// /api/v6 field reports and connectivity (docs/api-community.md).
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import type { FastifyRequest } from 'fastify';
import { listDocument, pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { idParams } from '../reviews/review-schemas.ts';
import type { Viewer } from '../../http/viewer.ts';
import { connectivityResource } from './connectivity-serializer.ts';
import {
  connectivityListDocumentSchema,
  FIELD_REPORT_SORTS,
  fieldReportCreateDocumentSchema,
  fieldReportDocumentSchema,
  fieldReportListDocumentSchema,
  fieldReportListSpec,
} from './field-report-schemas.ts';
import { fieldReportResource } from './field-report-serializer.ts';
import {
  createFieldReport,
  getCampgroundConnectivity,
  getCampgroundFieldReports,
  getFieldReport,
  removeFieldReport,
} from './field-report-service.ts';

const FIELD_REPORTS = `${API_BASE_PATH}/field-reports`;
const noIncludes = { includes: [] } as const;

function viewerOf(request: FastifyRequest): Viewer {
  const user = signedInUser(request);
  return { id: user.id, admin: user.admin };
}

export function registerFieldReportRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/field-reports`,
    summary: "A campground's field reports, most recent visit first",
    tag: 'field-reports',
    auth: 'optional',
    params: idParams,
    query: { list: fieldReportListSpec },
    response: { status: 200, description: 'A page of field reports', schema: fieldReportListDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, rawQuery, viewer }) => {
      const campgroundId = Number(params.id);
      const { rows, total } = await getCampgroundFieldReports(db, campgroundId, viewer, query.page);
      return pageDocument(
        rows.map((row) => fieldReportResource(row, viewer)),
        {
          path: `${API_BASE_PATH}/campgrounds/${campgroundId}/field-reports`,
          query: rawQuery,
          page: query.page,
          total,
          meta: { 'available-sort-options': FIELD_REPORT_SORTS },
        },
      );
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/connectivity`,
    summary: 'Connectivity per carrier (AT&T, T-Mobile, Verizon, Other), rated from recent field reports',
    tag: 'field-reports',
    params: idParams,
    // include (with nothing to include) is accepted, as on the other single reads.
    query: { single: noIncludes },
    response: {
      status: 200,
      description: 'One connectivity resource per carrier',
      schema: connectivityListDocumentSchema,
    },
    errors: [400, 404],
    handler: async ({ params }) => {
      const campgroundId = Number(params.id);
      const rows = await getCampgroundConnectivity(db, campgroundId);
      return listDocument(rows.map((row) => connectivityResource(campgroundId, row)));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${FIELD_REPORTS}/:id`,
    summary: 'One field report (hidden ones only for admins and the author)',
    tag: 'field-reports',
    auth: 'optional',
    params: idParams,
    query: { single: noIncludes },
    response: { status: 200, description: 'The field report', schema: fieldReportDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, viewer }) => {
      return singleDocument(fieldReportResource(await getFieldReport(db, Number(params.id), viewer), viewer));
    },
  });

  catalog.add({
    method: 'POST',
    url: FIELD_REPORTS,
    summary: 'Report road, access and site conditions and signal per carrier',
    tag: 'field-reports',
    auth: 'user',
    query: { none: true },
    body: fieldReportCreateDocumentSchema(ctx.clock),
    bodyMediaTypes: ['application/vnd.api+json', 'application/json'],
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The new field report', schema: fieldReportDocumentSchema },
    errors: [400, 401, 422, 429],
    handler: async ({ body, request }, reply) => {
      const viewer = viewerOf(request);
      return created(reply, fieldReportResource(await createFieldReport(ctx, viewer, body), viewer));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${FIELD_REPORTS}/:id`,
    summary: 'Delete a field report (its author or an admin)',
    tag: 'field-reports',
    auth: 'user',
    params: idParams,
    query: { none: true },
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params, request }, reply) => {
      await removeFieldReport(ctx, viewerOf(request), Number(params.id));
      return noContent(reply);
    },
  });
}
