'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { bellBadge, bellLabel, bellShown } from '../bell-label';
import type { AppNotification } from '../notifications-api';
import { useNotifications } from '../use-notifications';
import styles from './notification-bell.module.css';

const moment = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

/**
 * The header's bell for a signed-in member: the unread count on the button (its label says it
 * too), and a panel of recent notifications, each a link to where it leads, with "Mark all as
 * read". A disclosure: the button toggles it; Escape closes it and returns focus to the button;
 * a click elsewhere or a new page closes it.
 */
export function NotificationBell({ signedInHint }: { signedInHint: boolean }) {
  const { status } = useCurrentUser();
  const signedIn = bellShown(status, signedInHint);
  const { unread, recent, failed, loadRecent, markRead, markAllRead } = useNotifications(status === 'authenticated');
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!signedIn) return null;

  const toggle = () => {
    if (!open) loadRecent();
    setOpen(!open);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  const follow = (notification: AppNotification) => {
    if (!notification.readAt) markRead(notification.id);
    setOpen(false);
  };

  const readAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
    } finally {
      setMarking(false);
    }
  };

  const badge = bellBadge(unread);

  // Its own list item, so a signed-out header holds no empty item (and no gap) for it.
  return (
    <li>
      <div ref={container} className={styles.bell} onKeyDown={onKeyDown}>
        <button
          ref={button}
          type="button"
          className={styles.button}
          aria-label={bellLabel(unread)}
          aria-expanded={open}
          aria-controls={panelId}
          data-testid="notification-bell"
          data-unread={unread}
          onClick={toggle}
        >
          <BellIcon />
          {badge && (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
        <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Notifications">
          <div className={styles.panelHead}>
            <h2 className={styles.title}>Notifications</h2>
            {unread > 0 && (
              <button type="button" className={styles.markAll} disabled={marking} onClick={() => void readAll()}>
                Mark all as read
              </button>
            )}
          </div>
          {failed ? (
            <p className={styles.empty}>
              Notifications could not be loaded.{' '}
              <button type="button" className={styles.markAll} onClick={loadRecent}>
                Try again
              </button>
            </p>
          ) : recent === null ? (
            <p className={styles.empty} role="status">
              Loading…
            </p>
          ) : recent.length === 0 ? (
            <p className={styles.empty}>Nothing yet. When an alert finds open nights, you hear about it here.</p>
          ) : (
            <ul className={styles.list}>
              {recent.map((notification) => (
                <li key={notification.id} data-unread={notification.readAt ? undefined : ''}>
                  <Link
                    href={notification.url}
                    prefetch={false}
                    className={styles.item}
                    onClick={() => follow(notification)}
                  >
                    <span className={styles.itemTitle}>
                      {!notification.readAt && <span className="visually-hidden">Unread: </span>}
                      {notification.title}
                    </span>
                    {notification.body && <span className={styles.itemBody}>{notification.body}</span>}
                    <time className={styles.itemTime} dateTime={notification.createdAt}>
                      {moment.format(new Date(notification.createdAt))}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.panelFoot}>
            <Link href="/alerts/my-alerts" prefetch={false} onClick={() => setOpen(false)}>
              Your alerts
            </Link>
          </p>
        </div>
      </div>
    </li>
  );
}
