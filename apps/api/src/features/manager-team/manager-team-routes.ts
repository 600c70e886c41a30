// Co-managers (docs/api-claims.md): invitations, the team list and removal; and the manager's
// campgrounds for the portal (docs/api-manager.md).
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import type { Viewer } from '../../http/viewer.ts';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import { claimResource } from '../claims/claim-serializer.ts';
import {
  idParams,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationDocumentSchema,
  invitationFilterQuery,
  invitationListDocumentSchema,
  managedCampgroundListDocumentSchema,
  managerListDocumentSchema,
  managerParams,
} from './manager-team-schemas.ts';
import { invitationResource, managedCampgroundResource, managerResource } from './manager-team-serializer.ts';
import {
  acceptInvitation,
  getInvitations,
  getManagedCampgrounds,
  getTeam,
  inviteManager,
  removeManager,
  revokeInvitation,
} from './manager-team-service.ts';

const INVITATIONS = `${API_BASE_PATH}/manager-invitations`;
const TAG = 'manager-team';

function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error('route without a signed-in viewer');
  return viewer;
}

export function registerManagerTeamRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'GET',
    url: INVITATIONS,
    summary: "A campground's manager invitations (its managers and admins)",
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { filtered: invitationFilterQuery },
    response: { status: 200, description: 'The invitations, newest first', schema: invitationListDocumentSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ query, viewer }) => {
      const { rows, campgroundName } = await getInvitations(
        ctx,
        viewerOf(viewer),
        Number(query.parameters['filter[campground]']),
      );
      return countedListDocument(rows.map((row) => invitationResource(row, campgroundName, ctx.clock())));
    },
  });

  catalog.add({
    method: 'POST',
    url: INVITATIONS,
    summary: 'Invite a co-manager by email (the campground’s owner or an admin)',
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { none: true },
    body: invitationCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The invitation', schema: invitationDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ body, viewer }, reply) => {
      const { invitation, campgroundName } = await inviteManager(
        ctx,
        viewerOf(viewer),
        body.data.relationships.campground.data.id,
        body.data.attributes.email,
      );
      return created(reply, invitationResource(invitation, campgroundName, ctx.clock()));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${INVITATIONS}/accept`,
    summary: 'Accept an invitation: the caller becomes a manager of its campground',
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { none: true },
    body: invitationAcceptSchema,
    response: { status: 200, description: 'The accepted invitation', schema: invitationDocumentSchema },
    errors: [400, 401, 404, 422],
    handler: async ({ body, viewer }) => {
      const { invitation, campgroundName } = await acceptInvitation(ctx, viewerOf(viewer), body.data.attributes.token);
      return singleDocument(invitationResource(invitation, campgroundName, ctx.clock()));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${INVITATIONS}/:id`,
    summary: 'Revoke an unaccepted invitation (the owner or an admin)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    response: { status: 204, description: 'Revoked' },
    errors: [401, 403, 404, 409],
    handler: async ({ params, viewer }, reply) => {
      await revokeInvitation(ctx, viewerOf(viewer), Number(params.id));
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/managers`,
    summary: "A campground's managers, owner first (its managers and admins)",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { none: true },
    response: { status: 200, description: 'The team', schema: managerListDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params, viewer }) =>
      countedListDocument((await getTeam(ctx, viewerOf(viewer), Number(params.id))).map(managerResource)),
  });

  catalog.add({
    method: 'DELETE',
    url: `${API_BASE_PATH}/campgrounds/:id/managers/:userId`,
    summary: 'Remove a co-manager (the owner or an admin; never the owner)',
    tag: TAG,
    auth: 'user',
    params: managerParams,
    query: { none: true },
    response: { status: 204, description: 'Removed' },
    errors: [401, 403, 404, 409],
    handler: async ({ params, viewer }, reply) => {
      await removeManager(ctx, viewerOf(viewer), Number(params.id), Number(params.userId));
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/users/:id/managed-campgrounds`,
    summary: 'The campgrounds a user manages, by name (the user themself or an admin)',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { single: { includes: ['campground-claim'] } },
    response: { status: 200, description: 'The campgrounds', schema: managedCampgroundListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ params, query, viewer }) => {
      const { rows, byId, approved, includedClaims } = await getManagedCampgrounds(
        ctx,
        viewerOf(viewer),
        Number(params.id),
        query.include.has('campground-claim'),
      );
      const data = rows.map((row) => managedCampgroundResource(row, byId.get(row.id)!, approved.get(row.id)));
      return countedListDocument(data, includedClaims.map(claimResource));
    },
  });
}
