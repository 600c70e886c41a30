// JSON:API resources of the bell's notifications.
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { NotificationRecord } from './notification-repository.ts';

export function notificationResource(row: NotificationRecord): ResourceObject {
  return resource(
    'notifications',
    String(row.id),
    {
      kind: row.kind,
      title: row.title,
      body: row.body,
      url: row.url,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    { alert: { data: row.alertId === null ? null : { type: 'alerts', id: row.alertId } } },
  );
}
