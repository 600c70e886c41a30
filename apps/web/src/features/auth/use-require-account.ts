'use client';

// The account gate (spec section 4): an action that needs an account runs at once for a
// signed-in camper; anyone else gets the sign-in-sign-up-upsell overlay first, and the action
// runs SAVED_CAMPGROUND_REPLAY_MS after it closes — dropped if the visitor has moved to another
// page by then (moving also clears the overlay itself, through the overlay host).
import { SAVED_CAMPGROUND_REPLAY_MS } from '@campwise/domain';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useOverlays } from '@/features/overlays/use-overlays';
import { useCurrentUser } from './use-current-user';

export type AccountView = 'sign-in' | 'sign-up';

type AccountAction = () => void;

interface DeferredAction {
  action: AccountAction;
  view: AccountView;
  pathname: string;
}

export function useRequireAccount(): (action: AccountAction, view?: AccountView) => void {
  const { isAuthenticated, status } = useCurrentUser();
  const { openOverlay } = useOverlays();
  const pathname = usePathname();
  // Asked for while the session was still loading (just after hydration): decided once it is
  // known, so a signed-in camper's click is not met with the sign-in modal.
  const deferred = useRef<DeferredAction | null>(null);

  const askToSignIn = useCallback(
    (action: AccountAction, view: AccountView) => {
      const askedOn = window.location.pathname;
      openOverlay('sign-in-sign-up-upsell', {
        view,
        onSignedIn: () => {
          window.setTimeout(() => {
            if (window.location.pathname === askedOn) action();
          }, SAVED_CAMPGROUND_REPLAY_MS);
        },
      });
    },
    [openOverlay],
  );

  useEffect(() => {
    const entry = deferred.current;
    if (status === 'loading' || !entry) return;
    deferred.current = null;
    if (entry.pathname !== pathname) return;
    if (status === 'authenticated') entry.action();
    else askToSignIn(entry.action, entry.view);
  }, [status, pathname, askToSignIn]);

  return useCallback(
    (action: AccountAction, view: AccountView = 'sign-up') => {
      if (isAuthenticated) action();
      else if (status === 'loading') deferred.current = { action, pathname, view };
      else askToSignIn(action, view);
    },
    [isAuthenticated, status, pathname, askToSignIn],
  );
}
