// Bookable inventory (docs/api-bookings.md): booking settings, site types, rates, sites, blocked
// dates, and a campground's sites and month calendar with availability. Reads are public; writes
// are the campground's managers' and admins' (401 anonymous, 403 not-a-manager).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE_PATH, todayIn } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { getCampgroundSites, getMonthAvailability, nightlyFromCents, parseStay } from './availability-service.ts';
import { listRates, listSiteTypes } from './inventory-repository.ts';
import {
  availabilityListSchema,
  bookingSettingsCreateSchema,
  bookingSettingsDocumentSchema,
  bookingSettingsUpdateSchema,
  campgroundFilterQuery,
  idParams,
  monthSchema,
  rateCreateSchema,
  rateDocumentSchema,
  rateListSchema,
  rateUpdateSchema,
  siteBlockCreateSchema,
  siteBlockDocumentSchema,
  siteBlockListSchema,
  siteCreateSchema,
  siteDocumentSchema,
  siteListSchema,
  siteTypeCreateSchema,
  siteTypeDocumentSchema,
  siteTypeListSchema,
  siteTypeUpdateSchema,
  siteUpdateSchema,
  stayQueryFilters,
} from './inventory-schemas.ts';
import {
  bookingSettingsResource,
  rateResource,
  siteBlockResource,
  siteResource,
  siteTypeMonthResource,
  siteTypeResource,
  writtenSiteResource,
} from './inventory-serializer.ts';
import {
  changeRate,
  changeSite,
  changeSiteType,
  createBookingSettings,
  createRate,
  createSite,
  createSiteType,
  getBookingSettings,
  removeRate,
  removeSite,
  removeSiteBlock,
  removeSiteType,
  requireRate,
  requireSite,
  requireSiteBlock,
  requireSiteType,
  updateBookingSettings,
} from './inventory-service.ts';
import { requireCampgroundManager } from './manager-access.ts';
import { loadPricingTerms } from './pricing-terms-repository.ts';
import { listSiteBlocks } from './site-block-repository.ts';
import { placeBlocks } from '../manager-reservations/manager-block-service.ts';

const BASE = API_BASE_PATH;
const TAG = 'inventory';
const WRITE_ERRORS = [400, 401, 403, 404, 409, 422];

type AuthorizeInput = { params: { id: string }; request: FastifyRequest };

export function registerInventoryRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  /** The price "from" of a site just written: its type's rates, as the sites list computes it. */
  async function fromCents(campgroundId: number, siteTypeId: number): Promise<number | null> {
    const terms = await loadPricingTerms(db, campgroundId);
    if (!terms) return null;
    return nightlyFromCents(terms.ratesBySiteType.get(siteTypeId) ?? [], todayIn(terms.settings.timeZone, ctx.clock()));
  }

  // --- booking settings ---

  catalog.add({
    method: 'GET',
    url: `${BASE}/booking-settings/:id`,
    summary: "A campground's booking settings (its id is the campground's)",
    tag: TAG,
    params: idParams,
    query: { none: true },
    response: { status: 200, description: 'The settings', schema: bookingSettingsDocumentSchema },
    errors: [404],
    handler: async ({ params }) =>
      singleDocument(bookingSettingsResource(await getBookingSettings(db, Number(params.id)))),
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/booking-settings`,
    summary: "Set up a campground's bookings (its managers or an admin)",
    tag: TAG,
    auth: 'user',
    query: { none: true },
    body: bookingSettingsCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The settings', schema: bookingSettingsDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ body, request }, reply) => {
      const settings = await createBookingSettings(
        ctx,
        signedInUser(request),
        body.data.relationships.campground.data.id,
        body.data.attributes,
      );
      return created(reply, bookingSettingsResource(settings));
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${BASE}/booking-settings/:id`,
    summary: "Change a campground's booking settings (its managers or an admin)",
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await requireCampgroundManager(db, request.user, Number(params.id))),
    body: bookingSettingsUpdateSchema,
    response: { status: 200, description: 'The settings', schema: bookingSettingsDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(
        bookingSettingsResource(await updateBookingSettings(ctx, Number(params.id), body.data.attributes)),
      );
    },
  });

  // --- site types ---

  catalog.add({
    method: 'GET',
    url: `${BASE}/site-types`,
    summary: "A campground's site types",
    tag: TAG,
    query: { filtered: campgroundFilterQuery },
    response: { status: 200, description: 'The site types', schema: siteTypeListSchema },
    handler: async ({ query }) =>
      countedListDocument(
        (await listSiteTypes(db, Number(query.parameters['filter[campground]']))).map(siteTypeResource),
      ),
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/site-types`,
    summary: 'Add a site type (the campground’s managers or an admin)',
    tag: TAG,
    auth: 'user',
    query: { none: true },
    body: siteTypeCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The site type', schema: siteTypeDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ body, request }, reply) => {
      const type = await createSiteType(
        ctx,
        signedInUser(request),
        body.data.relationships.campground.data.id,
        body.data.attributes,
      );
      return created(reply, siteTypeResource(type));
    },
  });

  const manageSiteType = async ({ params, request }: AuthorizeInput) => {
    const type = await requireSiteType(db, Number(params.id));
    await requireCampgroundManager(db, request.user, type.campgroundId);
  };

  catalog.add({
    method: 'PATCH',
    url: `${BASE}/site-types/:id`,
    summary: 'Change a site type (the campground’s managers or an admin)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageSiteType,
    body: siteTypeUpdateSchema,
    response: { status: 200, description: 'The site type', schema: siteTypeDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(siteTypeResource(await changeSiteType(ctx, Number(params.id), body.data.attributes)));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${BASE}/site-types/:id`,
    summary: 'Delete a site type with no sites, and its rates (409 site-type-in-use otherwise)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageSiteType,
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404, 409],
    handler: async ({ params }, reply) => {
      await removeSiteType(ctx, Number(params.id));
      return noContent(reply);
    },
  });

  // --- rates ---

  catalog.add({
    method: 'GET',
    url: `${BASE}/rates`,
    summary: "A campground's rates: base rates and seasons per site type",
    tag: TAG,
    query: { filtered: campgroundFilterQuery },
    response: { status: 200, description: 'The rates', schema: rateListSchema },
    handler: async ({ query }) =>
      countedListDocument((await listRates(db, Number(query.parameters['filter[campground]']))).map(rateResource)),
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/rates`,
    summary: 'Add a base rate or a season to a site type (the campground’s managers or an admin)',
    tag: TAG,
    auth: 'user',
    query: { none: true },
    body: rateCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The rate', schema: rateDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ body, request }, reply) => {
      const rate = await createRate(
        ctx,
        signedInUser(request),
        body.data.relationships['site-type'].data.id,
        body.data.attributes,
      );
      return created(reply, rateResource(rate));
    },
  });

  const manageRate = async ({ params, request }: AuthorizeInput) => {
    const rate = await requireRate(db, Number(params.id));
    await requireCampgroundManager(db, request.user, rate.campgroundId);
  };

  catalog.add({
    method: 'PATCH',
    url: `${BASE}/rates/:id`,
    summary: 'Change a rate (the campground’s managers or an admin)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageRate,
    body: rateUpdateSchema,
    response: { status: 200, description: 'The rate', schema: rateDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(rateResource(await changeRate(ctx, Number(params.id), body.data.attributes)));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${BASE}/rates/:id`,
    summary: 'Delete a rate (the campground’s managers or an admin)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageRate,
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await removeRate(ctx, Number(params.id));
      return noContent(reply);
    },
  });

  // --- sites ---

  catalog.add({
    method: 'GET',
    url: `${BASE}/campgrounds/:id/sites`,
    summary: "A campground's active sites; with filter[start-date] and filter[end-date], availability and price",
    tag: TAG,
    params: idParams,
    query: { filtered: { filters: stayQueryFilters, parameters: {} } },
    response: { status: 200, description: 'The sites, by type then name', schema: siteListSchema },
    errors: [404],
    handler: async ({ params, query }) => {
      const stay = parseStay(query.filter);
      const sites = await getCampgroundSites(ctx, Number(params.id), stay);
      return countedListDocument(sites.map(({ site, availability }) => siteResource(site, availability)));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${BASE}/campgrounds/:id/availability`,
    summary: 'A month of availability per site type: free and total sites and the price of each night',
    tag: TAG,
    params: idParams,
    query: { filtered: { filters: {}, parameters: { 'filter[month]': monthSchema } } },
    response: { status: 200, description: 'One entry per site type', schema: availabilityListSchema },
    errors: [404],
    handler: async ({ params, query }) => {
      const months = await getMonthAvailability(ctx, Number(params.id), query.parameters['filter[month]']);
      return countedListDocument(months.map(siteTypeMonthResource));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/sites`,
    summary: 'Add a site to a site type (the campground’s managers or an admin)',
    tag: TAG,
    auth: 'user',
    query: { none: true },
    body: siteCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The site', schema: siteDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ body, request }, reply) => {
      const { site, type } = await createSite(
        ctx,
        signedInUser(request),
        body.data.relationships['site-type'].data.id,
        body.data.attributes,
      );
      return created(reply, writtenSiteResource(site, type, await fromCents(site.campgroundId, type.id)));
    },
  });

  const manageSite = async ({ params, request }: AuthorizeInput) => {
    const site = await requireSite(db, Number(params.id));
    await requireCampgroundManager(db, request.user, site.campgroundId);
  };

  catalog.add({
    method: 'PATCH',
    url: `${BASE}/sites/:id`,
    summary: 'Change a site, or move it to another type of its campground (its managers or an admin)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageSite,
    body: siteUpdateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 200, description: 'The site', schema: siteDocumentSchema },
    errors: WRITE_ERRORS,
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      const { site, type } = await changeSite(
        ctx,
        Number(params.id),
        body.data.attributes,
        body.data.relationships['site-type']?.data.id,
      );
      return singleDocument(writtenSiteResource(site, type, await fromCents(site.campgroundId, type.id)));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${BASE}/sites/:id`,
    summary: 'Delete a site; one that reservations name is deactivated instead (204 either way)',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageSite,
    response: { status: 204, description: 'Deleted or deactivated' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await removeSite(ctx, Number(params.id));
      return noContent(reply);
    },
  });

  // --- blocked dates ---

  catalog.add({
    method: 'GET',
    url: `${BASE}/site-blocks`,
    summary: "A campground's blocked dates (its managers or an admin)",
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { filtered: campgroundFilterQuery },
    response: { status: 200, description: 'The blocks, by first night', schema: siteBlockListSchema },
    errors: [401, 403],
    handler: async ({ query, request }) => {
      const campgroundId = Number(query.parameters['filter[campground]']);
      await requireCampgroundManager(db, request.user, campgroundId);
      return countedListDocument((await listSiteBlocks(db, campgroundId)).map(siteBlockResource));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/site-blocks`,
    summary:
      "Block a site's nights, or every active site of a campground, all or nothing (409 site-unavailable over a held, pending or confirmed stay)",
    tag: TAG,
    auth: 'user',
    query: { none: true },
    body: siteBlockCreateSchema,
    invalidBody: relationshipDocumentError,
    response: {
      status: 201,
      description: 'The block, or (relationship campground) the list of blocks',
      schema: z.union([siteBlockDocumentSchema, siteBlockListSchema]),
    },
    errors: WRITE_ERRORS,
    handler: async ({ body, request }, reply) => {
      const placed = await placeBlocks(ctx, signedInUser(request), body.data.relationships, body.data.attributes);
      if (!Array.isArray(placed)) return created(reply, siteBlockResource(placed));
      reply.code(201);
      return countedListDocument(placed.map(siteBlockResource));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${BASE}/site-blocks/:id`,
    summary: "Lift a block: its nights are free again (the campground's managers or an admin)",
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: async ({ params, request }) => {
      const block = await requireSiteBlock(db, Number(params.id));
      await requireCampgroundManager(db, request.user, block.campgroundId);
    },
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await removeSiteBlock(ctx, Number(params.id));
      return noContent(reply);
    },
  });
}
