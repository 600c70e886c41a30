'use client';

// Every "Get PRO" entry point (spec sections 4 and 6): a visitor gets the sign-in-sign-up-upsell
// overlay in PRO mode on the sign-up view (then the checkout once signed in), a signed-in free
// member the pro-checkout overlay at once, and a PRO member the redirect, else their account page.
// The pro-upgrade-modal experiment decides what comes first: variant a opens that step at once,
// b, c and d a pitch of their own (pro-upgrade-modal-b/c/d) that leads on to it.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { experimentVariant, trackExposure } from '@/features/experiments/experiments';
import { PRO_UPGRADE_MODAL } from '@/features/experiments/experiment-registry';
import { useOverlays } from '@/features/overlays/use-overlays';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { upsellDecision } from './upsell-decision';
import { useUpsellNext } from './use-upsell-next';

export interface ProUpsellOptions {
  /** A path on this site a PRO member is sent to (at once if already PRO, else after buying). */
  redirect?: string;
  /** The caller has just pitched PRO itself (the alerts and map upsells): no second pitch. */
  pitched?: boolean;
}

const PITCHES = {
  b: 'pro-upgrade-modal-b',
  c: 'pro-upgrade-modal-c',
  d: 'pro-upgrade-modal-d',
} as const;

function isPitch(variant: string): variant is keyof typeof PITCHES {
  return Object.hasOwn(PITCHES, variant);
}

export interface ProUpsell {
  openProUpsell: (options?: ProUpsellOptions) => void;
}

export function useProUpsell(): ProUpsell {
  const { status, isPro } = useCurrentUser();
  const { openOverlay } = useOverlays();
  const router = useRouter();
  const next = useUpsellNext();
  // Asked for before the session had loaded (a click just after hydration): decided once known.
  const deferred = useRef<ProUpsellOptions | null>(null);

  const decide = useCallback(
    (options: ProUpsellOptions) => {
      const redirect = options.redirect ? safeRedirectPath(options.redirect, window.location.origin, '') || null : null;
      const decision = upsellDecision(status === 'authenticated', isPro, redirect);
      if (decision.kind === 'navigate') {
        router.push(decision.to);
        return;
      }
      if (!options.pitched) {
        const variant = experimentVariant(PRO_UPGRADE_MODAL);
        trackExposure(PRO_UPGRADE_MODAL, variant);
        if (isPitch(variant)) {
          openOverlay(PITCHES[variant], { next: { view: decision.view, redirect } });
          return;
        }
      }
      next({ view: decision.view, redirect });
    },
    [status, isPro, router, openOverlay, next],
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
