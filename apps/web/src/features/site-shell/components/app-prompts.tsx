'use client';

import { INTERSTITIAL_HIDE_MS, SEE_IN_APP_HIDE_MS } from '@campwise/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useOverlays } from '@/features/overlays/use-overlays';
import { browserStorage } from '@/lib/browser-storage';
import { hideFor, isHidden } from '@/lib/hide-until';
import { OVERLAY_PARAM } from '@/lib/overlays/overlay-url';
import { catchInstallPrompt, isInstalledApp } from '../app-install';
import { appPromptToShow, PHONE_MAX_WIDTH } from '../app-prompt-rules';
import { countVisitPage, visitStorage } from '../visit-pages';

/**
 * Opens the app interstitial or the see-in-app sheet as a page is shown (a load or an in-site
 * navigation), if app-prompt-rules says so: not on the page a visit lands on. The hide-until time
 * is written as it shows, so it shows at most once per period whether it is dismissed, installed
 * from, or left behind by navigating away.
 */
export function AppPrompts() {
  const pathname = usePathname();
  const { openOverlay } = useOverlays();
  // Development's double-run effects must not count one page twice.
  const countedPath = useRef<string | null>(null);

  useEffect(() => {
    catchInstallPrompt();
  }, []);

  useEffect(() => {
    if (countedPath.current === pathname) return;
    countedPath.current = pathname;
    const pagesThisVisit = countVisitPage(visitStorage());
    const storage = browserStorage();
    const now = Date.now();
    const prompt = appPromptToShow({
      pathname: window.location.pathname,
      linkedOverlay: new URLSearchParams(window.location.search).has(OVERLAY_PARAM),
      phone: window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches,
      installedApp: isInstalledApp(),
      interstitialHidden: isHidden(storage, 'interstitial', now),
      seeInAppHidden: isHidden(storage, 'see-in-app', now),
      pagesThisVisit,
    });
    if (prompt === 'interstitial-modal') {
      hideFor(storage, 'interstitial', now, INTERSTITIAL_HIDE_MS);
      openOverlay('interstitial-modal', {});
    } else if (prompt === 'see-in-app') {
      hideFor(storage, 'see-in-app', now, SEE_IN_APP_HIDE_MS);
      openOverlay('see-in-app', {});
    }
    // Once per page shown; the query string changing on one page (search filters) is not a new page.
  }, [pathname, openOverlay]);

  return null;
}
