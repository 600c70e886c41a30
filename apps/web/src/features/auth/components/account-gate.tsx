'use client';

import { SAVED_CAMPGROUND_REPLAY_MS } from '@campwise/domain';
import { getSession } from 'next-auth/react';
import { usePathname, useRouter } from 'next/navigation';
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

/** The modal in PRO mode: it ends in the checkout; `redirect` is where a PRO member goes next. */
interface ProMode {
  redirect: string | null;
}

const RequireAccountContext = createContext<((action: AccountAction, view?: UpsellView) => void) | null>(null);
const ProModalContext = createContext<((view: UpsellView, redirect?: string | null) => void) | null>(null);

/**
 * Opens the upsell modal in PRO mode on the given view (sign-up for a visitor, 'pro-checkout'
 * for a signed-in free user). For ProUpsellProvider; features use useProUpsell() instead.
 */
export function useProModal(): (view: UpsellView, redirect?: string | null) => void {
  const open = useContext(ProModalContext);
  if (!open) throw new Error('useProModal() needs <AccountGateProvider> above it');
  return open;
}

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
  const [proMode, setProMode] = useState<ProMode | null>(null);
  const router = useRouter();

  useEffect(() => {
    if (pending.current && pending.current.pathname !== pathname) {
      pending.current = null;
      setView(null);
      setProMode(null);
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
      setProMode(null);
      setView(initialView);
    },
    [isAuthenticated, status, pathname],
  );

  const openProModal = useCallback((initialView: UpsellView, redirect: string | null = null) => {
    pending.current = null;
    setProMode({ redirect });
    setView(initialView);
  }, []);

  const close = useCallback(() => {
    pending.current = null;
    setView(null);
    setProMode(null);
  }, []);

  const onSignedIn = useCallback(async () => {
    // PRO mode (spec section 4): a free member carries on to the checkout; a PRO member with
    // somewhere to go goes there; anyone else falls through to the usual close and replay.
    if (proMode) {
      const session = await getSession();
      if (session?.user && !session.user.pro) {
        setView('pro-checkout');
        return;
      }
      if (session?.user?.pro && proMode.redirect) {
        setView(null);
        setProMode(null);
        router.push(proMode.redirect);
        return;
      }
    }
    setView(null);
    setProMode(null);
    const entry = pending.current;
    if (!entry) return;
    window.clearTimeout(replayTimer.current);
    replayTimer.current = window.setTimeout(() => {
      if (pending.current !== entry) return;
      pending.current = null;
      entry.action();
    }, SAVED_CAMPGROUND_REPLAY_MS);
  }, [proMode, router]);

  return (
    <RequireAccountContext.Provider value={requireAccount}>
      <ProModalContext.Provider value={openProModal}>
        {children}
        <SignInSignUpUpsellModal
          open={view !== null}
          view={view ?? 'sign-up'}
          proMode={proMode !== null}
          onViewChange={setView}
          onClose={close}
          onSignedIn={() => void onSignedIn()}
          providers={providers}
          redirect={pathname}
          proRedirect={proMode?.redirect ?? null}
        />
      </ProModalContext.Provider>
    </RequireAccountContext.Provider>
  );
}
