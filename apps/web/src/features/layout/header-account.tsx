'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { displayName, initials } from '@/features/auth/session-user';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { GetProButton } from '@/features/pro/components/get-pro-button';
import styles from './site-header.module.css';

// The signed-in user's menu in a chunk of its own: a visitor's pages (most first visits) show
// only the Sign In link and need none of it (issue 17). Rendered on the server like the rest of
// the header, so a signed-in page shows the menu at once.
const AccountMenu = dynamic(() => import('./account-menu').then((module) => module.AccountMenu));

/** What the server knew about the visitor when it rendered the page. */
export interface HeaderUserHint {
  name: string;
  initials: string;
  pro?: boolean;
}

/** 'Get PRO' for everyone who is not a member yet; nothing for PRO members. */
export function HeaderGetPro({ initialUser }: { initialUser: HeaderUserHint | null }) {
  const { status, isPro } = useCurrentUser();
  const pro = status === 'loading' ? (initialUser?.pro ?? false) : isPro;
  if (pro) return null;
  return <GetProButton className={styles.getPro}>Get PRO</GetProButton>;
}

/**
 * The account corner of the header: a Sign In link, or the user's menu. Until the browser has
 * loaded the session it shows what the server saw, so the header does not change shape on load.
 */
export function HeaderAccount({ initialUser }: { initialUser: HeaderUserHint | null }) {
  const { status, user } = useCurrentUser();
  const shown =
    status === 'loading'
      ? initialUser
      : user
        ? { name: displayName(user), initials: initials(user), pro: user.pro }
        : null;
  if (!shown) {
    return (
      // Not prefetched: sign-in belongs to the auth flow and is only worth loading on a click.
      <Link href="/signin" prefetch={false} className={styles.signIn}>
        Sign In
      </Link>
    );
  }
  return <AccountMenu user={shown} />;
}
