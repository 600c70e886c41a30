'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { signOutAndLeave } from '@/features/auth/sign-out';
import { useCurrentUser } from '@/features/auth/use-current-user';
import type { HeaderUserHint } from './header-account';
import styles from './site-header.module.css';

/**
 * The user's menu, following the ARIA menu button pattern: the button opens it and focuses the
 * first item; arrow keys, Home and End move between items; Escape closes it and returns focus
 * to the button; Tab, a click elsewhere or a page change closes it.
 */
export function AccountMenu({ user }: { user: HeaderUserHint }) {
  const { isManager, isAdmin } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={container} className={styles.account}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {user.initials}
        </span>
        <span className={styles.accountName}>{user.name}</span>
        {user.pro && <span className={styles.proBadge}>PRO</span>}
        <span className="visually-hidden">, account menu</span>
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <Link href="/account" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
            Account
          </Link>
        </li>
        <li role="none">
          <Link href="/account/lists" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
            Saved lists
          </Link>
        </li>
        <li role="none">
          <Link href="/account/trips" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
            Trips
          </Link>
        </li>
        <li role="none">
          <Link href="/trip-planner" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
            Trip planner
          </Link>
        </li>
        <li role="none">
          <Link href="/alerts/my-alerts" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
            Alerts
          </Link>
        </li>
        {isManager && (
          <li role="none">
            <Link href="/manager" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
              Manager portal
            </Link>
          </li>
        )}
        {isAdmin && (
          <li role="none">
            <Link href="/admin" prefetch={false} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
              Admin
            </Link>
          </li>
        )}
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void signOutAndLeave('/')}>
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
