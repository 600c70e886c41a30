'use client';

import { AUTH_TEXT } from '@campwise/domain';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ProviderSummary } from '../auth-provider-ids';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';
import { TermsNotice } from './terms-notice';
import styles from './auth-form.module.css';

export type UpsellView = 'sign-in' | 'sign-up';

export interface SignInSignUpUpsellModalProps {
  open: boolean;
  view: UpsellView;
  onViewChange: (view: UpsellView) => void;
  onClose: () => void;
  /** After signing in or up; the modal's owner closes it and carries on. */
  onSignedIn: () => void;
  providers: readonly ProviderSummary[];
  /** Where a full-page provider sign-in returns to (popup blocked): normally the current page. */
  redirect: string;
}

/**
 * The sign-in-sign-up-upsell overlay (spec section 2): the same forms as the pages, with the
 * "Join Now" and "Sign In" links switching views instead of leaving the page.
 */
export function SignInSignUpUpsellModal({
  open,
  view,
  onViewChange,
  onClose,
  onSignedIn,
  providers,
  redirect,
}: SignInSignUpUpsellModalProps) {
  const [busy, setBusy] = useState(false);
  const title = view === 'sign-in' ? AUTH_TEXT.signInTitle : AUTH_TEXT.upsellSignUpTitle;
  return (
    <Modal open={open} onClose={onClose} title={title} closeDisabled={busy}>
      {view === 'sign-in' ? (
        <>
          <SignInForm providers={providers} redirect={redirect} onSignedIn={onSignedIn} onBusyChange={setBusy} />
          <p className={styles.footer}>
            {AUTH_TEXT.joinPrompt}{' '}
            <button type="button" className={styles.linkButton} onClick={() => onViewChange('sign-up')}>
              {AUTH_TEXT.joinLink}
            </button>
          </p>
        </>
      ) : (
        <>
          <SignUpFlow providers={providers} redirect={redirect} onSignedUp={onSignedIn} onBusyChange={setBusy} />
          <p className={styles.footer}>
            {AUTH_TEXT.haveAccountPrompt}{' '}
            <button type="button" className={styles.linkButton} onClick={() => onViewChange('sign-in')}>
              {AUTH_TEXT.haveAccountLink}
            </button>
          </p>
          <TermsNotice />
        </>
      )}
    </Modal>
  );
}
