'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useProModal } from '@/features/auth/components/account-gate';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { upsellDecision } from '../upsell-decision';

export interface ProUpsellOptions {
  /** A path on this site a PRO member is sent to (at once if already PRO, else after buying). */
  redirect?: string;
}

export interface ProUpsell {
  openProUpsell: (options?: ProUpsellOptions) => void;
}

const ProUpsellContext = createContext<ProUpsell | null>(null);

/**
 * Every "Get PRO" entry point: a visitor gets the upsell modal in PRO mode on the sign-up view
 * (then the checkout once signed in), a signed-in free member the checkout at once, and a PRO
 * member the redirect, else their account page.
 */
export function useProUpsell(): ProUpsell {
  const upsell = useContext(ProUpsellContext);
  if (!upsell) throw new Error('useProUpsell() needs <ProUpsellProvider> above it');
  return upsell;
}

export function ProUpsellProvider({ children }: { children: ReactNode }) {
  const { status, isPro } = useCurrentUser();
  const openProModal = useProModal();
  const router = useRouter();
  // Asked for before the session had loaded (a click just after hydration): decided once known.
  const deferred = useRef<ProUpsellOptions | null>(null);

  const decide = useCallback(
    (options: ProUpsellOptions) => {
      const redirect = options.redirect ? safeRedirectPath(options.redirect, window.location.origin, '') || null : null;
      const decision = upsellDecision(status === 'authenticated', isPro, redirect);
      if (decision.kind === 'navigate') router.push(decision.to);
      else openProModal(decision.view, redirect);
    },
    [status, isPro, router, openProModal],
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

  const value = useMemo(() => ({ openProUpsell }), [openProUpsell]);
  return <ProUpsellContext.Provider value={value}>{children}</ProUpsellContext.Provider>;
}
