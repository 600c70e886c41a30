'use client';

// The bell's unread count, kept fresh cheaply: one single-row read (meta.unread) when the page
// loads, when the tab comes back into focus and every minute while it is shown; the list itself
// is read only when the panel opens.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppNotification } from './notifications-api';

// The bell is in every page's header, but only a signed-in camper reads notifications: the
// calls and their schemas are fetched with the first read, not with every page.
const notificationsApi = () => import('./notifications-api');

export const UNREAD_REFRESH_MS = 60_000;

export interface NotificationsState {
  unread: number;
  /** Null until the panel has been opened once (and while it reloads). */
  recent: AppNotification[] | null;
  failed: boolean;
  loadRecent: () => void;
  markRead: (id: string) => void;
  markAllRead: () => Promise<void>;
}

export function useNotifications(enabled: boolean): NotificationsState {
  const [unread, setUnread] = useState(0);
  const [recent, setRecent] = useState<AppNotification[] | null>(null);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);

  const refreshCount = useCallback(() => {
    if (document.visibilityState === 'hidden') return;
    notificationsApi()
      .then(({ listNotifications }) => listNotifications(1))
      .then(
        (page) => live.current && setUnread(page.unread),
        // The count is a hint: a failed read keeps the last one rather than alarming anyone.
        () => undefined,
      );
  }, []);

  useEffect(() => {
    live.current = true;
    if (!enabled) return;
    refreshCount();
    const timer = window.setInterval(refreshCount, UNREAD_REFRESH_MS);
    window.addEventListener('focus', refreshCount);
    document.addEventListener('visibilitychange', refreshCount);
    return () => {
      live.current = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refreshCount);
      document.removeEventListener('visibilitychange', refreshCount);
    };
  }, [enabled, refreshCount]);

  const loadRecent = useCallback(() => {
    setFailed(false);
    notificationsApi()
      .then(({ listNotifications }) => listNotifications())
      .then(
        (page) => {
          if (!live.current) return;
          setRecent(page.notifications);
          setUnread(page.unread);
        },
        () => live.current && setFailed(true),
      );
  }, []);

  const markRead = useCallback((id: string) => {
    setRecent(
      (list) => list?.map((item) => (item.id === id && !item.readAt ? { ...item, readAt: 'now' } : item)) ?? null,
    );
    setUnread((count) => Math.max(count - 1, 0));
    // Fire and forget: the camper is already on the way to the notification's page.
    notificationsApi()
      .then(({ markNotificationRead }) => markNotificationRead(id))
      .catch(() => undefined);
  }, []);

  const markAllRead = useCallback(async () => {
    await (await notificationsApi()).markAllNotificationsRead();
    if (!live.current) return;
    setUnread(0);
    setRecent((list) => list?.map((item) => (item.readAt ? item : { ...item, readAt: 'now' })) ?? null);
  }, []);

  return { unread, recent, failed, loadRecent, markRead, markAllRead };
}
