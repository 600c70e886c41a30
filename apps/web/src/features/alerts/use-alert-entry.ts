'use client';

// Every "Set an alert" (the campground page's sold-out dates, /alerts, my-alerts): a visitor signs
// in first; then a PRO member gets the alert form and anyone else the alerts-pro-upgrade overlay.
// Membership is read from the session at that moment, so a camper who has just signed in (or
// just bought PRO) is judged as they are now, not as the page rendered them.
import { getSession } from '@/lib/session-store';
import { useCallback } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import type { AlertFormOverlayProps } from './components/alert-form-overlay';

/** Where the press came from, for the analytics of the alerts steps. */
export type AlertEntrySource = 'campground-page' | 'alerts-page' | 'my-alerts';

export type AlertEntryRequest = Omit<AlertFormOverlayProps, 'onClose'>;

export function useAlertEntry(source: AlertEntrySource): (request: AlertEntryRequest) => void {
  const requireAccount = useRequireAccount();
  const { status } = useCurrentUser();
  const { openOverlay } = useOverlays();

  const openFor = useCallback(
    async (request: AlertEntryRequest) => {
      const session = await getSession();
      if (session?.user?.pro) {
        track(ANALYTICS_EVENTS.alertsStepViewed, { step: 'form', source });
        openOverlay('alert-form', request);
      } else {
        track(ANALYTICS_EVENTS.alertsStepViewed, { step: 'pro-upgrade', source });
        openOverlay('alerts-pro-upgrade', {});
      }
    },
    [openOverlay, source],
  );

  return useCallback(
    (request: AlertEntryRequest) => {
      track(ANALYTICS_EVENTS.alertsStarted, { source, campgroundId: request.campground.id });
      if (status === 'unauthenticated') track(ANALYTICS_EVENTS.alertsStepViewed, { step: 'sign-in', source });
      requireAccount(() => void openFor(request), 'sign-in');
    },
    [requireAccount, openFor, source, status],
  );
}
