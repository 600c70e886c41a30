// /api/v6/campground-submissions: suggest a missing campground; admins approve or reject.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import type { Viewer } from '../../http/viewer.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { created } from '../../jsonapi/responses.ts';
import {
  SUBMISSION_SORTS,
  submissionCreateSchema,
  submissionDocumentSchema,
  submissionIdParams,
  submissionListDocumentSchema,
  submissionListSpec,
  submissionRejectionSchema,
} from './submission-schemas.ts';
import { submissionResource } from './submission-serializer.ts';
import { approveSubmission, getSubmissionPage, rejectSubmission, submitCampground } from './submission-service.ts';

const SUBMISSIONS = `${API_BASE_PATH}/campground-submissions`;
const TAG = 'campground-submissions';

function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error('route without a signed-in viewer');
  return viewer;
}

export function registerSubmissionRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: SUBMISSIONS,
    summary: 'Suggest a campground that is missing (reviewed by admins before it is public)',
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { none: true },
    body: submissionCreateSchema,
    response: { status: 201, description: 'The suggestion (pending)', schema: submissionDocumentSchema },
    errors: [400, 401, 422, 429],
    handler: async ({ body, viewer }, reply) =>
      created(reply, submissionResource(await submitCampground(ctx, viewerOf(viewer), body.data.attributes))),
  });

  catalog.add({
    method: 'GET',
    url: SUBMISSIONS,
    summary: 'Suggestions, newest first: admins see all (filter[status]), others their own',
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { list: submissionListSpec },
    response: { status: 200, description: 'A page of suggestions', schema: submissionListDocumentSchema },
    errors: [400, 401],
    handler: async ({ query, rawQuery, viewer }) => {
      const { rows, total } = await getSubmissionPage(ctx, viewerOf(viewer), query.filter, query.page);
      return pageDocument(rows.map(submissionResource), {
        path: SUBMISSIONS,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': SUBMISSION_SORTS },
      });
    },
  });

  catalog.add({
    method: 'POST',
    url: `${SUBMISSIONS}/:id/approval`,
    summary: 'Approve a suggestion: the campground is created and public at once (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: submissionIdParams,
    query: { none: true },
    response: {
      status: 200,
      description: 'The approved suggestion, with campground-id',
      schema: submissionDocumentSchema,
    },
    errors: [401, 403, 404, 409, 422],
    handler: async ({ params, viewer }) =>
      singleDocument(submissionResource(await approveSubmission(ctx, viewerOf(viewer), Number(params.id)))),
  });

  catalog.add({
    method: 'POST',
    url: `${SUBMISSIONS}/:id/rejection`,
    summary: 'Reject a suggestion with a reason (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: submissionIdParams,
    query: { none: true },
    body: submissionRejectionSchema,
    response: { status: 200, description: 'The rejected suggestion', schema: submissionDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body, viewer }) =>
      singleDocument(
        submissionResource(
          await rejectSubmission(ctx, viewerOf(viewer), Number(params.id), body.data.attributes.reason),
        ),
      ),
  });
}
