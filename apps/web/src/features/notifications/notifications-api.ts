'use client';

// The member's notifications (the bell; docs/api-alerts.md): the recent ones with the unread
// count, marking one or all read. As the signed-in member, token read at call time.
import { z } from 'zod';
import { signedInApiClient } from '@/lib/session-api-client';

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  url: z.string(),
  readAt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export interface NotificationsPage {
  notifications: AppNotification[];
  unread: number;
}

/** How many the panel lists: the latest few; each links to where it leads. */
export const RECENT_NOTIFICATIONS = 10;

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export async function listNotifications(size: number = RECENT_NOTIFICATIONS): Promise<NotificationsPage> {
  const list = await (await signedInApiClient()).findAll('notifications', { page: { size, number: 1 } });
  return {
    notifications: list.data.map((record) => notificationSchema.parse(record)),
    unread: countOf(list.meta.unread),
  };
}

/** PATCH /notifications/{id} with read-at now (the API stamps its own time). */
export async function markNotificationRead(id: string): Promise<void> {
  await (await signedInApiClient()).updateRecord('notifications', id, { readAt: new Date().toISOString() });
}

/** POST /notifications/read-all: every unread one read. */
export async function markAllNotificationsRead(): Promise<void> {
  await (await signedInApiClient()).postAction('/notifications/read-all', 'notifications', {});
}
