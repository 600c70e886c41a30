'use client';

import { AUTH_TEXT, PRO_TEXT } from '@campwise/domain';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { ProCheckoutView } from '@/features/pro/components/pro-checkout-view';
import type { ProviderSummary } from '../auth-provider-ids';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';
import { TermsNotice } from './terms-notice';
import styles from './auth-form.module.css';

export type UpsellView = 'sign-in' | 'sign-up' | 'pro-checkout';

export interface SignInSignUpUpsellModalProps {
  open: boolean;
  view: UpsellView;
  /** PRO mode: opened to sell PRO, so signing up leads on to the checkout. */
  proMode?: boolean;
  onViewChange: (view: UpsellView) => void;
  onClose: () => void;
  /** After signing in or up; the modal's owner closes it and carries on. */
  onSignedIn: () => void;
  providers: readonly ProviderSummary[];
  /** Where a full-page provider sign-in returns to (popup blocked): normally the current page. */
  redirect: string;
  /** Where the checkout sends a new PRO member; null to stay on the page. */
  proRedirect?: string | null;
}

/**
 * The sign-in-sign-up-upsell overlay (spec section 2): the same forms as the pages, with the
 * "Join Now" and "Sign In" links switching views instead of leaving the page, and the PRO
 * checkout as its third view.
 */
export function SignInSignUpUpsellModal({
  open,
  view,
  proMode = false,
  onViewChange,
  onClose,
  onSignedIn,
  providers,
  redirect,
  proRedirect = null,
}: SignInSignUpUpsellModalProps) {
  const [busy, setBusy] = useState(false);
  const title =
    view === 'pro-checkout'
      ? PRO_TEXT.checkoutHeading
      : view === 'sign-in'
        ? AUTH_TEXT.signInTitle
        : AUTH_TEXT.upsellSignUpTitle;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeDisabled={busy}
      size={view === 'pro-checkout' ? 'medium' : 'small'}
    >
      {view === 'pro-checkout' ? (
        <ProCheckoutView redirect={proRedirect} onBusyChange={setBusy} onDone={onClose} />
      ) : view === 'sign-in' ? (
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
          <SignUpFlow
            providers={providers}
            redirect={redirect}
            proMode={proMode}
            onSignedUp={onSignedIn}
            onBusyChange={setBusy}
          />
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
