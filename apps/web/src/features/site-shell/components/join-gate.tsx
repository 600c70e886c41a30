'use client';

import { useSession } from '@/features/auth/use-session';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useOverlays } from '@/features/overlays/use-overlays';
import { browserStorage } from '@/lib/browser-storage';
import { isHidden } from '@/lib/hide-until';
import { OVERLAY_PARAM } from '@/lib/overlays/overlay-url';
import { isCampgroundPage, shouldShowJoinGate, withView } from '../join-gate-rules';
import { readViews, writeViews } from '../join-gate-storage';

/**
 * Counts the campground pages a signed-out visitor looks at (page loads and in-site navigation
 * alike) and opens the join gate when join-gate-rules says so. Opened `alone`: over another
 * overlay (the app interstitial, a save or share dialog) it is not shown, and asks again on the
 * next campground page. Members are neither counted nor asked.
 */
export function JoinGate() {
  const pathname = usePathname();
  const { status } = useSession();
  const { openOverlay } = useOverlays();

  useEffect(() => {
    // Until the session is known the visitor may be a member: nothing is counted yet.
    if (status !== 'unauthenticated' || !isCampgroundPage(pathname)) return;
    const storage = browserStorage();
    const now = Date.now();
    const views = withView(readViews(storage), pathname, now);
    writeViews(storage, views);
    const show = shouldShowJoinGate({
      pathname,
      signedIn: false,
      hidden: isHidden(storage, 'join-gate', now),
      linkedOverlay: new URLSearchParams(window.location.search).has(OVERLAY_PARAM),
      views,
      now,
    });
    if (show) openOverlay('join-gate', { returnPath: `${pathname}${window.location.search}` }, { alone: true });
  }, [pathname, status, openOverlay]);

  return null;
}
