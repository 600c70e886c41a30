'use client';

import { reloadSession } from '@/lib/session-store';
import { writeProCookie } from './pro-cookie';
import { sameOriginPath } from './same-origin-path';

/**
 * Signs out (the server revokes the API tokens) and lands on `callbackUrl` on the host name the
 * camper is using. next-auth would send them to its callbackUrl resolved against NEXTAUTH_URL,
 * the site's one configured address: someone on http://127.0.0.1:3000 landed on
 * http://localhost:3000, signed out of nothing there. So next-auth only signs out here, and the
 * page itself goes to the path, which must be one of this site's (never another site's).
 * next-auth's client is fetched when signing out, not with every page (decision 0036); its
 * signOut tells the other tabs, and this page's session reads 'signed out' before leaving.
 */
export async function signOutAndLeave(callbackUrl = '/'): Promise<void> {
  writeProCookie(false);
  const { signOut } = await import('next-auth/react');
  await signOut({ redirect: false });
  await reloadSession({ tellOtherTabs: false });
  window.location.assign(sameOriginPath(callbackUrl, window.location.origin));
}
