'use client';

import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { sessionStore } from '@/lib/session-store';
import type { ProviderSummary } from '../auth-provider-ids';
import { writeProCookie } from '../pro-cookie';
import { useCurrentUser } from '../use-current-user';

/**
 * The session for every client component (lib/session-store, decision 0036). It is fetched when
 * the page loads and again when the window regains focus (not while offline), and follows the
 * other tabs' sign-ins and sign-outs. There is no polling interval: each session call may rotate
 * the refresh token, and calls from several tabs at once would race for it. Code about to call
 * the API asks for a fresh session instead.
 * It also carries the configured sign-in providers (read on the server) for the sign-in overlay.
 */
export function AuthSessionProvider({
  providers,
  children,
}: {
  providers: readonly ProviderSummary[];
  children: ReactNode;
}) {
  useEffect(() => sessionStore().startSync({ window, document, navigator }), []);
  return (
    <SignInProvidersContext.Provider value={providers}>
      <ProCookieSync />
      {children}
    </SignInProvidersContext.Provider>
  );
}

const SignInProvidersContext = createContext<readonly ProviderSummary[]>([]);

/** The OAuth providers the server has configured, for 'Continue with {provider}'. */
export function useSignInProviders(): readonly ProviderSummary[] {
  return useContext(SignInProvidersContext);
}

function ProCookieSync() {
  const { status, isPro } = useCurrentUser();
  useEffect(() => {
    if (status !== 'loading') writeProCookie(isPro);
  }, [status, isPro]);
  return null;
}
