// /api/v6/campground-claims (docs/api-claims.md): start, list, read, change and verify claims;
// admins approve and reject. Thin: parse, call the service, serialise.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import type { Viewer } from '../../http/viewer.ts';
import { pageDocument, singleDocument, type ResourceObject } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created } from '../../jsonapi/responses.ts';
import { findCampgroundsByIds } from '../campgrounds/campground-repository.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import { DOCUMENT_FORM_LIMITS, readDocumentForm } from './claim-document-form.ts';
import { findClaimsByIds, type ClaimRecord } from './claim-repository.ts';
import {
  CLAIM_SORTS,
  claimCreateSchema,
  claimDocumentParams,
  claimDocumentSchema,
  claimIdParams,
  claimListDocumentSchema,
  claimListSpec,
  claimRejectionSchema,
  claimUpdateSchema,
  verificationCodeSchema,
  verificationStartSchema,
} from './claim-schemas.ts';
import { claimResource } from './claim-serializer.ts';
import { approveClaim, changeClaim, getClaimPage, getVisibleClaim, rejectClaim, startClaim } from './claim-service.ts';
import {
  addClaimDocument,
  checkVerificationCode,
  readClaimDocument,
  sendVerificationCode,
} from './claim-verification.ts';

const CLAIMS = `${API_BASE_PATH}/campground-claims`;
const TAG = 'campground-claims';
const CLAIM_ERRORS = [400, 401, 403, 404, 409, 422];

function viewerOf(viewer: Viewer | null): Viewer {
  // Routes here declare auth 'user' or 'admin': the catalog has answered 401 without a viewer.
  if (!viewer) throw new Error('route without a signed-in viewer');
  return viewer;
}

async function includedCampgrounds(
  ctx: AppContext,
  claims: ClaimRecord[],
  include: Set<string>,
): Promise<ResourceObject[]> {
  if (!include.has('campground')) return [];
  const rows = await findCampgroundsByIds(
    ctx.db,
    claims.map((claim) => claim.campgroundId),
  );
  return rows.map((row) => campgroundResource(row));
}

/**
 * The claims that contests dispute, for admins only: their claimants' details are personal, and a
 * contester sees nothing of the claim they dispute but its id.
 */
async function includedContestedClaims(
  ctx: AppContext,
  viewer: Viewer,
  claims: ClaimRecord[],
  include: Set<string>,
): Promise<ResourceObject[]> {
  if (!include.has('contested-claim') || !viewer.admin) return [];
  const ids = [...new Set(claims.flatMap((claim) => (claim.contestsClaimId === null ? [] : [claim.contestsClaimId])))];
  return (await findClaimsByIds(ctx.db, ids)).map(claimResource);
}

async function includedOf(ctx: AppContext, viewer: Viewer, claims: ClaimRecord[], include: Set<string>) {
  return [
    ...(await includedCampgrounds(ctx, claims, include)),
    ...(await includedContestedClaims(ctx, viewer, claims, include)),
  ];
}

function registerVerificationRoute(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: `${CLAIMS}/:id/verification`,
    summary:
      'Start verifying a claim: a code to the listed email or phone or a business email (JSON:API), or upload a document (multipart/form-data)',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: claimIdParams,
    query: { none: true },
    // A multipart request has no parsed body (the handler streams the file), hence optional();
    // the form's fields are `file` and, optionally, `method=document`.
    body: verificationStartSchema.optional(),
    bodyMediaTypes: ['application/vnd.api+json', 'multipart/form-data'],
    response: { status: 200, description: 'The claim', schema: claimDocumentSchema },
    errors: [...CLAIM_ERRORS, 429, 503],
    handler: async ({ params, body, viewer, request }) => {
      const id = Number(params.id);
      if (request.isMultipart()) {
        const upload = await readDocumentForm(request);
        return singleDocument(claimResource(await addClaimDocument(ctx, viewerOf(viewer), id, upload)));
      }
      if (!body) throw AppError.badRequest('Invalid request document', 'The request body must be a JSON:API document.');
      return singleDocument(claimResource(await sendVerificationCode(ctx, viewerOf(viewer), id, body.data.attributes)));
    },
  });
}

export function registerClaimRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: CLAIMS,
    summary: 'Start a claim of a campground, or contest its approved claim (contest-reason)',
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { none: true },
    body: claimCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The new claim (unverified)', schema: claimDocumentSchema },
    errors: CLAIM_ERRORS,
    handler: async ({ body, viewer }, reply) => {
      const claim = await startClaim(
        ctx,
        viewerOf(viewer),
        body.data.relationships.campground.data.id,
        body.data.attributes,
      );
      return created(reply, claimResource(claim));
    },
  });

  catalog.add({
    method: 'GET',
    url: CLAIMS,
    summary: "A user's claims (filter[userId]; admins: anyone's, or all), newest first",
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { list: claimListSpec },
    response: { status: 200, description: 'A page of claims', schema: claimListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery, viewer }) => {
      const { rows, total } = await getClaimPage(ctx, viewerOf(viewer), { filter: query.filter, page: query.page });
      return pageDocument(rows.map(claimResource), {
        path: CLAIMS,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': CLAIM_SORTS },
        included: await includedOf(ctx, viewerOf(viewer), rows, query.include),
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${CLAIMS}/:id`,
    summary: 'One claim (its claimant or an admin)',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: claimIdParams,
    query: { single: { includes: ['campground', 'contested-claim'] } },
    response: { status: 200, description: 'The claim', schema: claimDocumentSchema },
    errors: [400, 401, 404],
    handler: async ({ params, query, viewer }) => {
      const claim = await getVisibleClaim(ctx, viewerOf(viewer), Number(params.id));
      return singleDocument(claimResource(claim), await includedOf(ctx, viewerOf(viewer), [claim], query.include));
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${CLAIMS}/:id`,
    summary: 'Change or withdraw an open claim; record how an approved owner takes bookings',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: claimIdParams,
    query: { none: true },
    body: claimUpdateSchema,
    response: { status: 200, description: 'The claim', schema: claimDocumentSchema },
    errors: CLAIM_ERRORS,
    handler: async ({ params, body, viewer }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(
        claimResource(await changeClaim(ctx, viewerOf(viewer), Number(params.id), body.data.attributes)),
      );
    },
  });

  // Multipart is parsed only in this scope (as for photos): nothing else takes a 10 MB form.
  catalog.inScope(
    async (scope) => void (await scope.register(multipart, { limits: DOCUMENT_FORM_LIMITS })),
    (scoped) => registerVerificationRoute(scoped, ctx),
  );

  catalog.add({
    method: 'POST',
    url: `${CLAIMS}/:id/verification-code`,
    summary: 'Check the code sent for a claim',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: claimIdParams,
    query: { none: true },
    body: verificationCodeSchema,
    response: { status: 200, description: 'The claim, verified and pending approval', schema: claimDocumentSchema },
    errors: [...CLAIM_ERRORS, 429],
    handler: async ({ params, body, viewer }) =>
      singleDocument(
        claimResource(await checkVerificationCode(ctx, viewerOf(viewer), Number(params.id), body.data.attributes.code)),
      ),
  });

  catalog.add({
    method: 'GET',
    url: `${CLAIMS}/:id/documents/:n`,
    summary: "One of a claim's documents, counted from 1 (its claimant or an admin)",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: claimDocumentParams,
    query: { none: true },
    response: { status: 200, description: 'The file', schema: z.string(), mediaType: 'application/octet-stream' },
    errors: [401, 404],
    handler: async ({ params, viewer }, reply) => {
      const file = await readClaimDocument(ctx, viewerOf(viewer), Number(params.id), Number(params.n));
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  catalog.add({
    method: 'POST',
    url: `${CLAIMS}/:id/approval`,
    summary:
      'Approve a pending claim: the claimant becomes the campground’s owner; a contest revokes the claim it disputes (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: claimIdParams,
    query: { none: true },
    response: { status: 200, description: 'The approved claim', schema: claimDocumentSchema },
    errors: [401, 403, 404, 409],
    handler: async ({ params, viewer }) =>
      singleDocument(claimResource(await approveClaim(ctx, viewerOf(viewer), Number(params.id)))),
  });

  catalog.add({
    method: 'POST',
    url: `${CLAIMS}/:id/rejection`,
    summary: 'Reject an open claim with a reason (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: claimIdParams,
    query: { none: true },
    body: claimRejectionSchema,
    response: { status: 200, description: 'The rejected claim', schema: claimDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body, viewer }) =>
      singleDocument(
        claimResource(await rejectClaim(ctx, viewerOf(viewer), Number(params.id), body.data.attributes.reason)),
      ),
  });
}
