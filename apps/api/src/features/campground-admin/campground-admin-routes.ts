// Admin moderation of campgrounds (docs/api-claims.md, "Admin: hide and merge campgrounds"):
// hide and show again, merge a duplicate, and the list of hidden ones. Thin: parse, call the
// service, serialise.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { campgroundDocumentSchema, campgroundIdParams } from '../campgrounds/campground-schemas.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import {
  HIDDEN_SORTS,
  hiddenListDocumentSchema,
  hiddenListSpec,
  hidingSchema,
  mergeSchema,
} from './campground-admin-schemas.ts';
import {
  hideCampground,
  listHiddenCampgrounds,
  mergeCampground,
  unhideCampground,
} from './campground-admin-service.ts';

const CAMPGROUNDS = `${API_BASE_PATH}/campgrounds`;
const HIDDEN = `${API_BASE_PATH}/hidden-campgrounds`;
const TAG = 'campground-admin';

export function registerCampgroundAdminRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: `${CAMPGROUNDS}/:id/hiding`,
    summary: 'Hide a campground from every public read, with a reason (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: campgroundIdParams,
    query: { none: true },
    body: hidingSchema,
    response: { status: 200, description: 'The campground, hidden', schema: campgroundDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body }) =>
      singleDocument(campgroundResource(await hideCampground(ctx, Number(params.id), body.data.attributes.reason))),
  });

  catalog.add({
    method: 'DELETE',
    url: `${CAMPGROUNDS}/:id/hiding`,
    summary: 'Show a hidden campground again (admins; not a merged one)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: campgroundIdParams,
    query: { none: true },
    response: { status: 200, description: 'The campground, visible', schema: campgroundDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params }) => singleDocument(campgroundResource(await unhideCampground(ctx, Number(params.id)))),
  });

  catalog.add({
    method: 'POST',
    url: `${CAMPGROUNDS}/:id/merge`,
    summary: 'Merge a duplicate into the target campground: its community content moves, it is hidden (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: campgroundIdParams,
    query: { none: true },
    body: mergeSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 200, description: 'The target campground', schema: campgroundDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body }) => {
      const { target, moved } = await mergeCampground(ctx, Number(params.id), body.data.relationships.target.data.id);
      return { ...singleDocument(campgroundResource(target)), meta: { moved } };
    },
  });

  catalog.add({
    method: 'GET',
    url: HIDDEN,
    summary: 'Hidden campgrounds (merged ones included), most recently hidden first (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    query: { list: hiddenListSpec },
    response: { status: 200, description: 'A page of hidden campgrounds', schema: hiddenListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery }) => {
      const { rows, total } = await listHiddenCampgrounds(ctx.db, query.page);
      return pageDocument(
        rows.map((row) => campgroundResource(row)),
        {
          path: HIDDEN,
          query: rawQuery,
          page: query.page,
          total,
          meta: { 'available-sort-options': HIDDEN_SORTS },
        },
      );
    },
  });
}
