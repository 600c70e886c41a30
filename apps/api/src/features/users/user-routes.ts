// /api/v6/users: sign up, the current user, the admin list, one user, update, password, delete.
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { requireSelf, requireSelfOrAdmin } from './user-access.ts';
import type { UserSort } from './user-repository.ts';
import {
  passwordChangeDocumentSchema,
  signUpDocumentSchema,
  USER_SORTS,
  userDocumentSchema,
  userIdParams,
  userListDocumentSchema,
  userListSpec,
  userUpdateDocumentSchema,
} from './user-schemas.ts';
import { userResource } from './user-serializer.ts';
import { changePassword, deleteAccount, getUser, getUserPage, signUp, updateUserAttributes } from './user-service.ts';

const USERS = `${API_BASE_PATH}/users`;
const noIncludes = { includes: [] } as const;

export function registerUserRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: USERS,
    summary: 'Sign up: create an account with email and password',
    tag: 'users',
    personal: true,
    query: { none: true },
    body: signUpDocumentSchema,
    bodyMediaTypes: ['application/vnd.api+json', 'application/json'],
    response: { status: 201, description: 'The new user', schema: userDocumentSchema },
    errors: [400, 409, 422, 429],
    handler: async ({ body, request }, reply) =>
      created(reply, userResource(await signUp(ctx, body.data.attributes, { ip: request.ip }))),
  });

  catalog.add({
    method: 'GET',
    url: USERS,
    summary: 'The signed-in user (filter[current]=1), or all users (admins)',
    tag: 'users',
    personal: true,
    auth: 'user',
    query: { list: userListSpec },
    response: { status: 200, description: 'A page of users', schema: userListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery, request }) => {
      const { rows, total } = await getUserPage(ctx.db, signedInUser(request), {
        filter: query.filter,
        sort: query.sort as UserSort,
        page: query.page,
      });
      return pageDocument(rows.map(userResource), {
        path: USERS,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': USER_SORTS },
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${USERS}/:id`,
    summary: 'One user (the user themself or an admin)',
    tag: 'users',
    personal: true,
    auth: 'user',
    params: userIdParams,
    query: { single: noIncludes },
    authorize: ({ params, request }) => void requireSelfOrAdmin(request.user, Number(params.id)),
    response: { status: 200, description: 'The user', schema: userDocumentSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ params }) => {
      return singleDocument(userResource(await getUser(ctx.db, Number(params.id))));
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${USERS}/:id`,
    summary: 'Update profile and notification settings (admins also admin and manager)',
    tag: 'users',
    personal: true,
    auth: 'user',
    params: userIdParams,
    query: { none: true },
    authorize: ({ params, request }) => void requireSelfOrAdmin(request.user, Number(params.id)),
    body: userUpdateDocumentSchema,
    bodyMediaTypes: ['application/vnd.api+json', 'application/json'],
    response: { status: 200, description: 'The updated user', schema: userDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body, request }) => {
      checkDocumentId(body.data, params.id);
      const user = await updateUserAttributes(ctx, signedInUser(request), Number(params.id), body.data.attributes);
      return singleDocument(userResource(user));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${USERS}/:id/password`,
    summary: 'Change the password (the user themself); other sessions end',
    tag: 'users',
    auth: 'user',
    params: userIdParams,
    query: { none: true },
    authorize: ({ params, request }) => void requireSelf(request.user, Number(params.id)),
    body: passwordChangeDocumentSchema,
    bodyMediaTypes: ['application/vnd.api+json', 'application/json'],
    response: { status: 204, description: 'Changed' },
    errors: [400, 401, 403, 422],
    handler: async ({ body, request }, reply) => {
      await changePassword(ctx, signedInUser(request), body.data.attributes);
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${USERS}/:id`,
    summary: 'Delete the account (the user themself or an admin); its sessions end, its PRO membership is cancelled',
    tag: 'users',
    auth: 'user',
    params: userIdParams,
    query: { none: true },
    authorize: ({ params, request }) => void requireSelfOrAdmin(request.user, Number(params.id)),
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404, 409, 502],
    handler: async ({ params }, reply) => {
      await deleteAccount(ctx, Number(params.id));
      return noContent(reply);
    },
  });
}
