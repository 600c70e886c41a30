'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { reloadSession } from '@/lib/session-store';
import { GOOGLE_ONE_TAP_PROVIDER_ID } from '../auth-provider-ids';
import { GOOGLE_IDENTITY_SCRIPT, shouldOfferOneTap } from '../one-tap';
import { useCurrentUser } from '../use-current-user';

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let scriptLoad: Promise<void> | null = null;

/** Loads Google's identity script once per page. */
function loadGoogleIdentity(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

async function signInWithCredential(credential: string | undefined): Promise<void> {
  if (!credential) return;
  // next-auth's client is fetched only now: it is no part of a visitor's first load (decision 0036).
  const { signIn } = await import('next-auth/react');
  const result = await signIn(GOOGLE_ONE_TAP_PROVIDER_ID, { credential, redirect: false });
  if (!result?.ok || result.error) return;
  await reloadSession();
  track(ANALYTICS_EVENTS.signInCompleted, { method: 'google-one-tap' });
}

/**
 * Google's one-tap prompt for signed-out desktop visitors. Renders nothing itself, and loads
 * nothing at all unless a Google client id is configured (passed from the server's config).
 */
export function GoogleOneTap({ clientId }: { clientId: string | null }) {
  const { status } = useCurrentUser();
  const pathname = usePathname();

  useEffect(() => {
    const offer = shouldOfferOneTap({
      clientId,
      status,
      windowWidth: window.innerWidth,
      coarsePointer: window.matchMedia('(pointer: coarse)').matches,
      userAgent: navigator.userAgent,
      pathname,
    });
    if (!offer || !clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then(() => {
        const identity = window.google?.accounts?.id;
        if (cancelled || !identity) return;
        identity.initialize({
          client_id: clientId,
          callback: (response) => void signInWithCredential(response.credential),
          auto_select: false,
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        identity.prompt();
      })
      // One-tap is an extra; without it the Sign In link still works.
      .catch(() => {});
    return () => {
      cancelled = true;
      window.google?.accounts?.id?.cancel();
    };
  }, [clientId, status, pathname]);

  return null;
}
