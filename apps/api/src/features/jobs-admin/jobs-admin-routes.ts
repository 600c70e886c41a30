// Admin view of background jobs (docs/api-alerts.md, "Jobs (admins)"): the dead, retrying and
// stuck ones, and a retry. Thin: parse, call the service, serialise.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { JOB_SORTS, jobDocumentSchema, jobIdParams, jobListDocumentSchema, jobListSpec } from './jobs-admin-schemas.ts';
import { jobResource } from './jobs-admin-serializer.ts';
import { listTroubledJobs, retryJob } from './jobs-admin-service.ts';

const JOBS = `${API_BASE_PATH}/jobs`;
const TAG = 'jobs-admin';

export function registerJobsAdminRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'GET',
    url: JOBS,
    summary: 'Background jobs that are dead, retrying or stuck, most recently changed first; no payloads (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    query: { list: jobListSpec },
    response: { status: 200, description: 'A page of jobs, with counts by status', schema: jobListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery }) => {
      const { rows, total, counts } = await listTroubledJobs(ctx, query.filter.status, query.page);
      const now = ctx.clock();
      return pageDocument(
        rows.map((row) => jobResource(row, now)),
        { path: JOBS, query: rawQuery, page: query.page, total, meta: { counts, 'available-sort-options': JOB_SORTS } },
      );
    },
  });

  catalog.add({
    method: 'POST',
    url: `${JOBS}/:id/retry`,
    summary: 'Run a dead or retrying job again now, attempts reset (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: jobIdParams,
    query: { none: true },
    response: { status: 200, description: 'The job, queued', schema: jobDocumentSchema },
    errors: [401, 403, 404, 409],
    handler: async ({ params }) => singleDocument(jobResource(await retryJob(ctx, Number(params.id)), ctx.clock())),
  });
}
