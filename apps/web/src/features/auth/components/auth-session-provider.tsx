'use client';

import { SessionProvider } from 'next-auth/react';
import { type ReactNode, useEffect } from 'react';
import { writeProCookie } from '../pro-cookie';
import { useCurrentUser } from '../use-current-user';

/**
 * The session for every client component. It is fetched when the page loads and again when the
 * window regains focus (not while offline); next-auth syncs it across tabs. There is no polling
 * interval: each session call may rotate the refresh token, and calls from several tabs at
 * once would race for it. Code about to call the API asks for a fresh session instead.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchWhenOffline={false}>
      <ProCookieSync />
      {children}
    </SessionProvider>
  );
}

function ProCookieSync() {
  const { status, isPro } = useCurrentUser();
  useEffect(() => {
    if (status !== 'loading') writeProCookie(isPro);
  }, [status, isPro]);
  return null;
}
