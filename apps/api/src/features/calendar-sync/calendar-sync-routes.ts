// Calendar sync both ways (docs/api-calendar-sync.md): a site's exported feed (its URL for the
// managers, the feed itself for anyone holding the URL) and imported calendars (managers and
// admins: 401 anonymous, 403 not-a-manager).
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { campgroundFilterQuery, idParams } from '../inventory/inventory-schemas.ts';
import { requireSite } from '../inventory/inventory-service.ts';
import { requireCampgroundManager } from '../inventory/manager-access.ts';
import { buildFeed, feedUrl, getOrCreateExport, matchesEtag, rotateExport } from './calendar-export-service.ts';
import { listConflicts, listImports } from './calendar-import-repository.ts';
import { changeImport, createImport, removeImport, requireManagedImport, syncNow } from './calendar-import-service.ts';
import {
  calendarConflictListSchema,
  calendarExportDocumentSchema,
  calendarImportCreateSchema,
  calendarImportDocumentSchema,
  calendarImportListSchema,
  calendarImportUpdateSchema,
  feedParams,
} from './calendar-sync-schemas.ts';
import {
  calendarConflictResource,
  calendarExportResource,
  calendarImportResource,
} from './calendar-sync-serializer.ts';

const BASE = API_BASE_PATH;
const TAG = 'calendar-sync';
const FEED_TYPE = 'text/calendar; charset=utf-8';

type AuthorizeInput = { params: { id: string }; request: FastifyRequest };

export function registerCalendarSyncRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  // --- export ---

  const manageSite = async ({ params, request }: AuthorizeInput) => {
    const site = await requireSite(db, Number(params.id));
    await requireCampgroundManager(db, request.user, site.campgroundId);
  };

  /** The two export routes differ only in what they do to the site's export. */
  function addExportRoute(
    method: 'GET' | 'POST',
    url: string,
    summary: string,
    description: string,
    write: typeof getOrCreateExport,
  ): void {
    catalog.add({
      method,
      url,
      summary,
      tag: TAG,
      auth: 'user',
      personal: true,
      params: idParams,
      query: { none: true },
      authorize: manageSite,
      response: { status: 200, description, schema: calendarExportDocumentSchema },
      errors: [401, 403, 404],
      handler: async ({ params }) => {
        const row = await write(db, await requireSite(db, Number(params.id)), ctx.clock());
        return singleDocument(calendarExportResource(row, feedUrl(ctx.config.publicWebUrl, row.token)));
      },
    });
  }

  addExportRoute(
    'GET',
    `${BASE}/sites/:id/calendar-export`,
    "A site's .ics feed URL, made on first ask (the campground's managers or an admin)",
    'The export',
    getOrCreateExport,
  );
  addExportRoute(
    'POST',
    `${BASE}/sites/:id/calendar-export/rotation`,
    'A new feed URL for the site; the old one answers 404 from now on',
    'The export with its new URL',
    rotateExport,
  );

  catalog.add({
    method: 'GET',
    url: `${BASE}/calendar-feeds/:file`,
    summary: "A site's booked nights as an RFC 5545 calendar (the URL's token is the secret; no guest names)",
    tag: TAG,
    params: feedParams,
    query: { none: true },
    response: { status: 200, description: 'The calendar (304 for a matching If-None-Match)', mediaType: FEED_TYPE },
    errors: [404],
    handler: async ({ params, request }, reply) => {
      const feed = await buildFeed(db, ctx.clock, params.file.slice(0, -'.ics'.length));
      reply.header('etag', feed.etag).header('cache-control', 'private, max-age=300');
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply.type(FEED_TYPE).send(feed.body);
    },
  });

  // --- import ---

  catalog.add({
    method: 'GET',
    url: `${BASE}/calendar-imports`,
    summary: "A campground's imported calendars (its managers or an admin)",
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { filtered: campgroundFilterQuery },
    response: { status: 200, description: 'The imports, by site', schema: calendarImportListSchema },
    errors: [401, 403],
    handler: async ({ query, request }) => {
      const campgroundId = Number(query.parameters['filter[campground]']);
      await requireCampgroundManager(db, request.user, campgroundId);
      return countedListDocument((await listImports(db, campgroundId)).map(calendarImportResource));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/calendar-imports`,
    summary: "Import an external .ics calendar into a site's nights; fetched at once",
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { none: true },
    body: calendarImportCreateSchema,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The import after its first sync', schema: calendarImportDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ body, request }, reply) => {
      const row = await createImport(
        ctx,
        signedInUser(request),
        body.data.relationships.site.data.id,
        body.data.attributes,
      );
      return created(reply, calendarImportResource(row));
    },
  });

  const manageImport = async ({ params, request }: AuthorizeInput) =>
    void (await requireManagedImport(ctx, request.user, Number(params.id)));

  catalog.add({
    method: 'PATCH',
    url: `${BASE}/calendar-imports/:id`,
    summary: 'Rename an imported calendar or change its link',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { none: true },
    authorize: manageImport,
    body: calendarImportUpdateSchema,
    response: { status: 200, description: 'The import', schema: calendarImportDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(calendarImportResource(await changeImport(ctx, Number(params.id), body.data.attributes)));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${BASE}/calendar-imports/:id`,
    summary: 'Remove an imported calendar: every night it held is free again',
    tag: TAG,
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: manageImport,
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params }, reply) => {
      await removeImport(ctx, Number(params.id));
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/calendar-imports/:id/sync`,
    summary: 'Fetch and apply an imported calendar now (422 calendar-unreadable: nothing changed)',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { none: true },
    authorize: manageImport,
    response: { status: 200, description: 'The import after syncing', schema: calendarImportDocumentSchema },
    errors: [401, 403, 404, 422],
    handler: async ({ params }) => singleDocument(calendarImportResource(await syncNow(ctx, Number(params.id)))),
  });

  catalog.add({
    method: 'GET',
    url: `${BASE}/calendar-imports/:id/conflicts`,
    summary: "An imported calendar's events that overlap nights already taken here",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { none: true },
    authorize: manageImport,
    response: { status: 200, description: 'The conflicts, by first night', schema: calendarConflictListSchema },
    errors: [401, 403, 404],
    handler: async ({ params }) =>
      countedListDocument((await listConflicts(db, Number(params.id))).map(calendarConflictResource)),
  });
}
