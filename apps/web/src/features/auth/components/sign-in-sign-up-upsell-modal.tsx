'use client';

import { AUTH_TEXT } from '@campwise/domain';
import { getSession } from '@/lib/session-store';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { AccountView } from '../use-require-account';
import { useSignInProviders } from './auth-session-provider';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';
import { TermsNotice } from './terms-notice';
import styles from './auth-form.module.css';

export interface SignInSignUpUpsellModalProps {
  view: AccountView;
  /** PRO mode: opened to sell PRO; `redirect` is where a PRO member goes next (null: stay). */
  pro?: { redirect: string | null };
  /** After signing in or up and the overlay has closed: the account-gated action waits on it. */
  onSignedIn?: () => void;
  onClose: () => void;
}

/**
 * The sign-in-sign-up-upsell overlay (spec section 2): the same forms as the pages, with the
 * "Join Now" and "Sign In" links switching views instead of leaving the page. In PRO mode
 * (spec section 4) a free member who signs in moves on to the pro-checkout overlay, a PRO member
 * with a redirect goes there, anyone else closes it and carries on.
 */
export function SignInSignUpUpsellModal({ view: initialView, pro, onSignedIn, onClose }: SignInSignUpUpsellModalProps) {
  const providers = useSignInProviders();
  const { openOverlay } = useOverlays();
  const router = useRouter();
  // Where a full-page provider sign-in returns to (popup blocked): the page the modal is over.
  const redirect = usePathname();
  const [view, setView] = useState(initialView);
  const [busy, setBusy] = useState(false);

  const signedIn = async () => {
    if (pro) {
      const session = await getSession();
      if (session?.user && !session.user.pro) {
        onClose();
        openOverlay('pro-checkout', { redirect: pro.redirect });
        return;
      }
      if (session?.user?.pro && pro.redirect) {
        onClose();
        router.push(pro.redirect);
        return;
      }
    }
    onClose();
    onSignedIn?.();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={view === 'sign-in' ? AUTH_TEXT.signInTitle : AUTH_TEXT.upsellSignUpTitle}
      closeDisabled={busy}
    >
      {view === 'sign-in' ? (
        <>
          <SignInForm
            providers={providers}
            redirect={redirect}
            onSignedIn={() => void signedIn()}
            onBusyChange={setBusy}
          />
          <p className={styles.footer}>
            {AUTH_TEXT.joinPrompt}{' '}
            <button type="button" className={styles.linkButton} onClick={() => setView('sign-up')}>
              {AUTH_TEXT.joinLink}
            </button>
          </p>
        </>
      ) : (
        <>
          <SignUpFlow
            providers={providers}
            redirect={redirect}
            proMode={pro !== undefined}
            onSignedUp={() => void signedIn()}
            onBusyChange={setBusy}
          />
          <p className={styles.footer}>
            {AUTH_TEXT.haveAccountPrompt}{' '}
            <button type="button" className={styles.linkButton} onClick={() => setView('sign-in')}>
              {AUTH_TEXT.haveAccountLink}
            </button>
          </p>
          <TermsNotice />
        </>
      )}
    </Modal>
  );
}
