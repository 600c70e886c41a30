'use client';

import { INTERSTITIAL_HIDE_MS, SEE_IN_APP_HIDE_MS } from '@campwise/domain';
import { useEffect } from 'react';
import { useOverlays } from '@/features/overlays/use-overlays';
import { browserStorage } from '@/lib/browser-storage';
import { hideFor, isHidden } from '@/lib/hide-until';
import { OVERLAY_PARAM } from '@/lib/overlays/overlay-url';
import { catchInstallPrompt, isInstalledApp } from '../app-install';
import { appPromptToShow, PHONE_MAX_WIDTH } from '../app-prompt-rules';

/**
 * Opens the app interstitial or the see-in-app sheet when a page is first loaded, if
 * app-prompt-rules says so. The hide-until time is written as it shows, so it shows at most once
 * per period whether it is dismissed, installed from, or left behind by navigating away.
 */
export function AppPrompts() {
  const { openOverlay } = useOverlays();

  useEffect(() => {
    catchInstallPrompt();
    const storage = browserStorage();
    const now = Date.now();
    const prompt = appPromptToShow({
      pathname: window.location.pathname,
      linkedOverlay: new URLSearchParams(window.location.search).has(OVERLAY_PARAM),
      phone: window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches,
      installedApp: isInstalledApp(),
      interstitialHidden: isHidden(storage, 'interstitial', now),
      seeInAppHidden: isHidden(storage, 'see-in-app', now),
    });
    if (prompt === 'interstitial-modal') {
      hideFor(storage, 'interstitial', now, INTERSTITIAL_HIDE_MS);
      openOverlay('interstitial-modal', {});
    } else if (prompt === 'see-in-app') {
      hideFor(storage, 'see-in-app', now, SEE_IN_APP_HIDE_MS);
      openOverlay('see-in-app', {});
    }
    // Once per page load: the prompts greet a visit, they do not follow each click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
