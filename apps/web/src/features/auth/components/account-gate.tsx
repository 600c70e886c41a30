'use client';

import { SAVED_CAMPGROUND_REPLAY_MS } from '@campwise/domain';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ProviderSummary } from '../auth-provider-ids';
import { useCurrentUser } from '../use-current-user';
import { SignInSignUpUpsellModal, type UpsellView } from './sign-in-sign-up-upsell-modal';

type AccountAction = () => void;

interface PendingAction {
  action: AccountAction;
  pathname: string;
}

const RequireAccountContext = createContext<((action: AccountAction, view?: UpsellView) => void) | null>(null);

/**
 * Runs an action that needs an account: at once when signed in, otherwise after the visitor
 * signs in or up in the upsell modal. The action replays SAVED_CAMPGROUND_REPLAY_MS after the
 * modal closes, and is dropped if the visitor moves to another page first (spec section 4).
 */
export function useRequireAccount(): (action: AccountAction, view?: UpsellView) => void {
  const requireAccount = useContext(RequireAccountContext);
  if (!requireAccount) throw new Error('useRequireAccount() needs <AccountGateProvider> above it');
  return requireAccount;
}

export function AccountGateProvider({
  providers,
  children,
}: {
  providers: readonly ProviderSummary[];
  children: ReactNode;
}) {
  const { isAuthenticated } = useCurrentUser();
  const pathname = usePathname();
  const pending = useRef<PendingAction | null>(null);
  const replayTimer = useRef<number | undefined>(undefined);
  const [view, setView] = useState<UpsellView | null>(null);

  useEffect(() => {
    if (pending.current && pending.current.pathname !== pathname) {
      pending.current = null;
      setView(null);
    }
  }, [pathname]);

  useEffect(() => () => window.clearTimeout(replayTimer.current), []);

  const requireAccount = useCallback(
    (action: AccountAction, initialView: UpsellView = 'sign-up') => {
      if (isAuthenticated) {
        action();
        return;
      }
      pending.current = { action, pathname };
      setView(initialView);
    },
    [isAuthenticated, pathname],
  );

  const close = useCallback(() => {
    pending.current = null;
    setView(null);
  }, []);

  const onSignedIn = useCallback(() => {
    setView(null);
    const entry = pending.current;
    if (!entry) return;
    window.clearTimeout(replayTimer.current);
    replayTimer.current = window.setTimeout(() => {
      if (pending.current !== entry) return;
      pending.current = null;
      entry.action();
    }, SAVED_CAMPGROUND_REPLAY_MS);
  }, []);

  return (
    <RequireAccountContext.Provider value={requireAccount}>
      {children}
      <SignInSignUpUpsellModal
        open={view !== null}
        view={view ?? 'sign-up'}
        onViewChange={setView}
        onClose={close}
        onSignedIn={onSignedIn}
        providers={providers}
        redirect={pathname}
      />
    </RequireAccountContext.Provider>
  );
}
