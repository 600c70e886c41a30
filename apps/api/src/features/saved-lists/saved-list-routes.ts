// Saved lists: the saved campground ids of a user, lists CRUD, list items and the one-step
// save/unsave the Save button uses. Contract: docs/api-community.md "Saved lists".
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { countedListDocument, listDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import { requireListAccess, requireUserLists } from './saved-list-access.ts';
import {
  campgroundIdParams,
  campgroundIdsDocumentSchema,
  ITEM_INCLUDES,
  listIdParams,
  listItemCreateDocumentSchema,
  listItemListDocumentSchema,
  listItemParams,
  savedCampgroundDocumentSchema,
  savedListCreateDocumentSchema,
  savedListDocumentSchema,
  savedListListDocumentSchema,
  savedListUpdateDocumentSchema,
  userIdParams,
} from './saved-list-schemas.ts';
import { campgroundIdsResource, listItemResource, savedListResource } from './saved-list-serializer.ts';
import {
  addToList,
  createList,
  deleteList,
  getListItems,
  getSavedCampgroundIds,
  getSavedLists,
  removeFromList,
  renameList,
  saveCampground,
  unsaveCampground,
} from './saved-list-service.ts';

const USERS = `${API_BASE_PATH}/users`;
const LISTS = `${API_BASE_PATH}/saved-lists`;
const SAVED = `${API_BASE_PATH}/saved-campgrounds`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];

export function registerSavedListRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  catalog.add({
    method: 'GET',
    url: `${USERS}/:id/list-items/campground-ids`,
    summary: 'Every campground id the user saved, in any list (the user themself or an admin)',
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    params: userIdParams,
    query: { none: true },
    authorize: ({ params, request }) => requireUserLists(db, request.user, Number(params.id)),
    response: { status: 200, description: 'data[0] holds resource-ids', schema: campgroundIdsDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params }) => {
      const userId = Number(params.id);
      return listDocument([campgroundIdsResource(userId, await getSavedCampgroundIds(db, userId))]);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${USERS}/:id/saved-lists`,
    summary: "The user's saved lists, the default first (the user themself or an admin)",
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    params: userIdParams,
    query: { none: true },
    authorize: ({ params, request }) => requireUserLists(db, request.user, Number(params.id)),
    response: { status: 200, description: 'The lists', schema: savedListListDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params }) =>
      countedListDocument((await getSavedLists(db, Number(params.id))).map(savedListResource)),
  });

  catalog.add({
    method: 'POST',
    url: LISTS,
    summary: 'Create a list for the signed-in user',
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    query: { none: true },
    body: savedListCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The new list', schema: savedListDocumentSchema },
    errors: [400, 401, 409, 422],
    handler: async ({ body, request }, reply) =>
      created(reply, savedListResource(await createList(ctx, signedInUser(request).id, body.data.attributes.name))),
  });

  catalog.add({
    method: 'PATCH',
    url: `${LISTS}/:id`,
    summary: 'Rename a list (its owner)',
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    params: listIdParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await requireListAccess(db, request.user, Number(params.id), 'write')),
    body: savedListUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The renamed list', schema: savedListDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(savedListResource(await renameList(ctx, Number(params.id), body.data.attributes.name)));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${LISTS}/:id`,
    summary: 'Delete a list and its items (its owner; the default list too)',
    tag: 'saved-lists',
    auth: 'user',
    params: listIdParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await requireListAccess(db, request.user, Number(params.id), 'write')),
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await deleteList(ctx, Number(params.id));
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${LISTS}/:id/items`,
    summary: "A list's items, newest first; include=campground (its owner or an admin)",
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    params: listIdParams,
    query: { single: { includes: ITEM_INCLUDES } },
    authorize: async ({ params, request }) =>
      void (await requireListAccess(db, request.user, Number(params.id), 'read')),
    response: { status: 200, description: 'The items', schema: listItemListDocumentSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ params, query }) => {
      const { items, campgrounds } = await getListItems(ctx, Number(params.id), query.include.has('campground'));
      return countedListDocument(
        items.map(listItemResource),
        campgrounds.map((row) => campgroundResource(row)),
      );
    },
  });

  catalog.add({
    method: 'POST',
    url: `${LISTS}/:id/items`,
    summary: 'Add a campground to a list (its owner); adding it again changes nothing',
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    params: listIdParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await requireListAccess(db, request.user, Number(params.id), 'write')),
    body: listItemCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The list, with the campground in it', schema: savedListDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body }) =>
      singleDocument(savedListResource(await addToList(ctx, Number(params.id), body.data.attributes['campground-id']))),
  });

  catalog.add({
    method: 'DELETE',
    url: `${LISTS}/:id/items/:campgroundId`,
    summary: 'Take a campground out of a list (its owner); 204 whether or not it was there',
    tag: 'saved-lists',
    auth: 'user',
    params: listItemParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await requireListAccess(db, request.user, Number(params.id), 'write')),
    response: { status: 204, description: 'Removed' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await removeFromList(ctx, Number(params.id), Number(params.campgroundId));
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'POST',
    url: SAVED,
    summary: 'Save a campground to one of your lists, or the default list (made on first save)',
    tag: 'saved-lists',
    personal: true,
    auth: 'user',
    query: { none: true },
    body: savedCampgroundDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The list it is saved in', schema: savedListDocumentSchema },
    errors: [400, 401, 422],
    handler: async ({ body, request }) => {
      const attributes = body.data.attributes;
      const list = await saveCampground(
        ctx,
        signedInUser(request).id,
        attributes['campground-id'],
        attributes['list-id'],
      );
      return singleDocument(savedListResource(list));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${SAVED}/:campgroundId`,
    summary: 'Unsave a campground: take it out of all your lists; 204 whether or not it was saved',
    tag: 'saved-lists',
    auth: 'user',
    params: campgroundIdParams,
    query: { none: true },
    response: { status: 204, description: 'Unsaved' },
    errors: [401, 404],
    handler: async ({ params, request }, reply) => {
      await unsaveCampground(ctx, signedInUser(request).id, Number(params.campgroundId));
      return noContent(reply);
    },
  });
}
