'use client';

// Every "Get PRO" entry point (spec sections 4 and 6): a visitor gets the sign-in-sign-up-upsell
// overlay in PRO mode on the sign-up view (then the checkout once signed in), a signed-in free
// member the pro-checkout overlay at once, and a PRO member the redirect, else their account page.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useOverlays } from '@/features/overlays/use-overlays';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { upsellDecision } from './upsell-decision';

export interface ProUpsellOptions {
  /** A path on this site a PRO member is sent to (at once if already PRO, else after buying). */
  redirect?: string;
}

export interface ProUpsell {
  openProUpsell: (options?: ProUpsellOptions) => void;
}

export function useProUpsell(): ProUpsell {
  const { status, isPro } = useCurrentUser();
  const { openOverlay } = useOverlays();
  const router = useRouter();
  // Asked for before the session had loaded (a click just after hydration): decided once known.
  const deferred = useRef<ProUpsellOptions | null>(null);

  const decide = useCallback(
    (options: ProUpsellOptions) => {
      const redirect = options.redirect ? safeRedirectPath(options.redirect, window.location.origin, '') || null : null;
      const decision = upsellDecision(status === 'authenticated', isPro, redirect);
      if (decision.kind === 'navigate') router.push(decision.to);
      else if (decision.view === 'pro-checkout') openOverlay('pro-checkout', { redirect });
      else openOverlay('sign-in-sign-up-upsell', { view: decision.view, pro: { redirect } });
    },
    [status, isPro, router, openOverlay],
  );

  useEffect(() => {
    if (status === 'loading' || !deferred.current) return;
    const options = deferred.current;
    deferred.current = null;
    decide(options);
  }, [status, decide]);

  const openProUpsell = useCallback(
    (options: ProUpsellOptions = {}) => {
      if (status === 'loading') deferred.current = options;
      else decide(options);
    },
    [status, decide],
  );

  return useMemo(() => ({ openProUpsell }), [openProUpsell]);
}
