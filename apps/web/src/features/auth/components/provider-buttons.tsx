'use client';

import { AUTH_TEXT } from '@campwise/domain';
import { signIn } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { reloadSession } from '@/lib/session-store';
import type { ProviderSummary } from '../auth-provider-ids';
import { openProviderPopup } from '../provider-popup';
import styles from './auth-form.module.css';

export interface ProviderButtonsProps {
  providers: readonly ProviderSummary[];
  /** Where a full-page sign-in (popup blocked) returns to. */
  redirect: string;
  /** Runs in this window once the popup reports a finished sign-in. */
  onSignedIn: () => void;
}

/** 'Continue with {provider}' for each configured OAuth provider. */
export function ProviderButtons({ providers, redirect, onSignedIn }: ProviderButtonsProps) {
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);

  const start = (providerId: string) => {
    stopListening.current?.();
    // The popup has told the other tabs; this one reads the new session before carrying on.
    stopListening.current = openProviderPopup(providerId, () => {
      void reloadSession({ tellOtherTabs: false }).then(onSignedIn);
    });
    if (!stopListening.current) void signIn(providerId, { callbackUrl: redirect });
  };

  return (
    <ul className={styles.providers}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`}
            onClick={() => start(provider.id)}
          >
            {AUTH_TEXT.continueWith(provider.name)}
          </button>
        </li>
      ))}
    </ul>
  );
}
