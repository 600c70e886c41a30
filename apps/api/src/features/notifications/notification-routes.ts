// The bell (docs/api-alerts.md "Notifications"): a member's notifications with the unread count,
// one marked read or unread, all marked read.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { AppError } from '../../errors/app-error.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { listNotifications, markAllRead, markNotification } from './notification-repository.ts';
import {
  notificationDocumentSchema,
  notificationIdParams,
  notificationListDocumentSchema,
  notificationListSpec,
  notificationUpdateDocumentSchema,
  readAllDocumentSchema,
} from './notification-schemas.ts';
import { notificationResource } from './notification-serializer.ts';

const NOTIFICATIONS = `${API_BASE_PATH}/notifications`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];

export function registerNotificationRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  catalog.add({
    method: 'GET',
    url: NOTIFICATIONS,
    summary: "The member's notifications, newest first, with meta.unread",
    tag: 'notifications',
    personal: true,
    auth: 'user',
    query: { list: notificationListSpec },
    response: { status: 200, description: 'A page of notifications', schema: notificationListDocumentSchema },
    errors: [400, 401],
    handler: async ({ query, rawQuery, request }) => {
      const { rows, total, unread } = await listNotifications(db, signedInUser(request).id, query.page);
      return pageDocument(rows.map(notificationResource), {
        path: NOTIFICATIONS,
        query: rawQuery,
        page: query.page,
        total,
        meta: { unread },
      });
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${NOTIFICATIONS}/:id`,
    summary: 'Mark a notification read (read-at: any time; now is recorded) or unread (null)',
    tag: 'notifications',
    personal: true,
    auth: 'user',
    params: notificationIdParams,
    query: { none: true },
    body: notificationUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The notification', schema: notificationDocumentSchema },
    errors: [400, 401, 404, 422],
    handler: async ({ params, body, request }) => {
      checkDocumentId(body.data, String(params.id));
      const readAt = body.data.attributes['read-at'] === null ? null : ctx.clock();
      const row = await markNotification(db, signedInUser(request).id, params.id, readAt);
      if (!row) throw AppError.notFound('No such notification.');
      return singleDocument(notificationResource(row));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${NOTIFICATIONS}/read-all`,
    summary: "Mark every one of the member's notifications read",
    tag: 'notifications',
    personal: true,
    auth: 'user',
    query: { none: true },
    response: { status: 200, description: 'meta.unread is 0', schema: readAllDocumentSchema },
    errors: [401],
    handler: async ({ request }) => {
      await markAllRead(db, signedInUser(request).id, ctx.clock());
      return { meta: { unread: 0 as const }, jsonapi: { version: '1.0' as const } };
    },
  });
}
