// PATCH /api/v6/campgrounds/{id}: the listing editor (docs/api-manager.md), for the campground's
// managers and admins. Answers the campground as GET /campgrounds/{id} shows it.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { campgroundDocumentSchema, campgroundIdParams } from '../campgrounds/campground-schemas.ts';
import { getCampground } from '../campgrounds/campground-service.ts';
import { loadAreaOutlines } from '../import/area-outlines-cache.ts';
import { requireCampgroundManager } from '../inventory/manager-access.ts';
import { listingUpdateSchema } from './listing-schemas.ts';
import { updateListing } from './listing-service.ts';

export function registerListingRoutes(catalog: RouteCatalog, { db, clock, config, log, storage }: AppContext): void {
  const areaOutlines = () => loadAreaOutlines(config.dataDir, log);

  catalog.add({
    method: 'PATCH',
    url: `${API_BASE_PATH}/campgrounds/:id`,
    summary: "Edit a campground's listing (its managers or an admin); search and the map show it at once",
    tag: 'campgrounds',
    auth: 'user',
    params: campgroundIdParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await requireCampgroundManager(db, request.user, Number(params.id))),
    body: listingUpdateSchema,
    response: { status: 200, description: 'The campground as edited', schema: campgroundDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body, viewer }) => {
      checkDocumentId(body.data, params.id);
      const id = Number(params.id);
      await updateListing(db, id, body.data.attributes, clock(), areaOutlines);
      // The viewer: an admin editing a campground they hid gets it back, as GET shows it to them;
      // with its cover photo, the same document GET answers.
      const { data } = await getCampground(db, id, new Set(), viewer, storage);
      return singleDocument(data);
    },
  });
}
