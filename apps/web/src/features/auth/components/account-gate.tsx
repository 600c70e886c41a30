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

interface DeferredAction extends PendingAction {
  view: UpsellView;
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
  const { isAuthenticated, status } = useCurrentUser();
  const pathname = usePathname();
  const pending = useRef<PendingAction | null>(null);
  // Asked for while the session was still loading (just after hydration): decided once it is known,
  // so a signed-in camper's click is not met with the sign-in modal.
  const deferred = useRef<DeferredAction | null>(null);
  const replayTimer = useRef<number | undefined>(undefined);
  const [view, setView] = useState<UpsellView | null>(null);

  useEffect(() => {
    if (pending.current && pending.current.pathname !== pathname) {
      pending.current = null;
      setView(null);
    }
  }, [pathname]);

  useEffect(() => () => window.clearTimeout(replayTimer.current), []);

  useEffect(() => {
    const entry = deferred.current;
    if (status === 'loading' || !entry) return;
    deferred.current = null;
    if (entry.pathname !== pathname) return;
    if (status === 'authenticated') {
      entry.action();
      return;
    }
    pending.current = { action: entry.action, pathname: entry.pathname };
    setView(entry.view);
  }, [status, pathname]);

  const requireAccount = useCallback(
    (action: AccountAction, initialView: UpsellView = 'sign-up') => {
      if (isAuthenticated) {
        action();
        return;
      }
      if (status === 'loading') {
        deferred.current = { action, pathname, view: initialView };
        return;
      }
      pending.current = { action, pathname };
      setView(initialView);
    },
    [isAuthenticated, status, pathname],
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
