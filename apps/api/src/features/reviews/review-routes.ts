// /api/v6 reviews: per-campground lists with the rating, one review, write, edit, delete and
// helpful votes (docs/api-community.md).
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import type { FastifyRequest } from 'fastify';
import { pageDocument, singleDocument, type ResourceObject } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { getCampground } from '../campgrounds/campground-service.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { photoIdsByReview, type ReviewRecord, type ReviewSort } from './review-repository.ts';
import {
  idParams,
  REVIEW_INCLUDES,
  REVIEW_SORTS,
  reviewCreateDocumentSchema,
  reviewDocumentSchema,
  reviewListDocumentSchema,
  reviewListSpec,
  reviewUpdateDocumentSchema,
} from './review-schemas.ts';
import { reviewResource } from './review-serializer.ts';
import {
  createReview,
  editReview,
  getCampgroundReviews,
  getReview,
  removeReview,
  voteHelpful,
  withdrawHelpfulVote,
} from './review-service.ts';
import type { Viewer } from '../../http/viewer.ts';

const REVIEWS = `${API_BASE_PATH}/reviews`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];

function viewerOf(request: FastifyRequest): Viewer {
  const user = signedInUser(request);
  return { id: user.id, admin: user.admin };
}

export function registerReviewRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  async function resources(rows: ReviewRecord[], viewer: Viewer | null): Promise<ResourceObject[]> {
    const photos = await photoIdsByReview(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => reviewResource(row, viewer, photos.get(row.id)));
  }

  async function reviewDocument(review: ReviewRecord, viewer: Viewer | null, include = new Set<string>()) {
    const [data] = await resources([review], viewer);
    const included = include.has('campground') ? [(await getCampground(db, review.campgroundId, new Set())).data] : [];
    return singleDocument(data!, included);
  }

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/reviews`,
    summary: "A campground's reviews, sorted and paginated, with its rating and star distribution",
    tag: 'reviews',
    auth: 'optional',
    params: idParams,
    query: { list: reviewListSpec },
    response: { status: 200, description: 'A page of reviews', schema: reviewListDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, rawQuery, viewer }) => {
      const campgroundId = Number(params.id);
      const { rows, total, rating } = await getCampgroundReviews(
        db,
        campgroundId,
        viewer,
        query.sort as ReviewSort,
        query.page,
      );
      return pageDocument(await resources(rows, viewer), {
        path: `${API_BASE_PATH}/campgrounds/${campgroundId}/reviews`,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': REVIEW_SORTS, rating },
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${REVIEWS}/:id`,
    summary: 'One review (hidden ones only for admins and the author)',
    tag: 'reviews',
    auth: 'optional',
    params: idParams,
    query: { single: { includes: REVIEW_INCLUDES } },
    response: { status: 200, description: 'The review', schema: reviewDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, viewer }) => {
      return reviewDocument(await getReview(db, Number(params.id), viewer), viewer, query.include);
    },
  });

  catalog.add({
    method: 'POST',
    url: REVIEWS,
    summary: 'Review a campground (one review per campground and stay date)',
    tag: 'reviews',
    auth: 'user',
    query: { none: true },
    body: reviewCreateDocumentSchema(ctx.clock),
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The new review', schema: reviewDocumentSchema },
    errors: [400, 401, 409, 422, 429],
    handler: async ({ body, request }, reply) => {
      const viewer = viewerOf(request);
      const review = await createReview(ctx, viewer, body);
      return created(reply, (await resources([review], viewer))[0]!);
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${REVIEWS}/:id`,
    summary: 'Edit a review (its author only)',
    tag: 'reviews',
    auth: 'user',
    params: idParams,
    query: { none: true },
    body: reviewUpdateDocumentSchema(ctx.clock),
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The updated review', schema: reviewDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body, request }) => {
      checkDocumentId(body.data, params.id);
      const viewer = viewerOf(request);
      return reviewDocument(await editReview(ctx, viewer, Number(params.id), body.data.attributes), viewer);
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${REVIEWS}/:id`,
    summary: 'Delete a review (its author or an admin)',
    tag: 'reviews',
    auth: 'user',
    params: idParams,
    query: { none: true },
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params, request }, reply) => {
      await removeReview(db, viewerOf(request), Number(params.id));
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'POST',
    url: `${REVIEWS}/:id/helpful`,
    summary: 'Mark a review helpful (once per user; not your own)',
    tag: 'reviews',
    auth: 'user',
    params: idParams,
    query: { none: true },
    response: { status: 200, description: 'The review with its new helpful count', schema: reviewDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params, request }) => {
      const viewer = viewerOf(request);
      return reviewDocument(await voteHelpful(ctx, viewer, Number(params.id)), viewer);
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${REVIEWS}/:id/helpful`,
    summary: 'Take back a helpful vote',
    tag: 'reviews',
    auth: 'user',
    params: idParams,
    query: { none: true },
    response: { status: 200, description: 'The review with its new helpful count', schema: reviewDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params, request }) => {
      const viewer = viewerOf(request);
      return reviewDocument(await withdrawHelpfulVote(ctx, viewer, Number(params.id)), viewer);
    },
  });
}
