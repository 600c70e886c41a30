'use client';

import { AUTH_TEXT } from '@campwise/domain';
import { useEffect, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import type { ProviderSummary } from '../auth-provider-ids';
import { ProviderButtons } from './provider-buttons';
import { SignUpEmailForm } from './sign-up-email-form';
import styles from './auth-form.module.css';

export type SignUpStep = 'choice' | 'email';

export interface SignUpFlowProps {
  providers: readonly ProviderSummary[];
  redirect: string;
  initialStep?: SignUpStep;
  /** An error to show on arrival (the page's `error` query parameter, already worded). */
  initialError?: string | null;
  onSignedUp: () => void;
  onBusyChange?: (busy: boolean) => void;
  /** The upsell modal in PRO mode: the email step's button reads 'Continue' (spec section 2). */
  proMode?: boolean;
}

/**
 * Sign-up (spec sections 2 and 4): first a choice between the providers and 'Continue with
 * Email', then the email form, whose back arrow returns to the choice.
 */
export function SignUpFlow({
  providers,
  redirect,
  initialStep = 'choice',
  initialError = null,
  onSignedUp,
  onBusyChange,
  proMode = false,
}: SignUpFlowProps) {
  const [step, setStep] = useState<SignUpStep>(initialStep);
  const [arrivalError, setArrivalError] = useState(initialError);
  const emailChoice = useRef<HTMLButtonElement>(null);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a step change, focus goes where the eye goes: the email step's title, or back to
  // the button that opened it. Not on first render, which would steal focus from the page.
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'email') stepTitle.current?.focus();
    else emailChoice.current?.focus();
  }, [step]);

  const goTo = (next: SignUpStep) => {
    moved.current = true;
    setArrivalError(null);
    setStep(next);
  };

  return (
    <>
      {arrivalError && <FormAlert tone="error" messages={[arrivalError]} />}
      {step === 'choice' ? (
        <div className={styles.choice}>
          {providers.length > 0 && (
            <ProviderButtons providers={providers} redirect={redirect} onSignedIn={onSignedUp} />
          )}
          <button
            ref={emailChoice}
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.block}`}
            onClick={() => goTo('email')}
          >
            {AUTH_TEXT.continueWithEmail}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.stepHeader}>
            <button type="button" className={styles.back} aria-label="Back" onClick={() => goTo('choice')}>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M19 12H5M11 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <h2 ref={stepTitle} tabIndex={-1} className={styles.stepTitle}>
              Sign up with email
            </h2>
          </div>
          <SignUpEmailForm
            redirect={redirect}
            onSignedUp={onSignedUp}
            onBusyChange={onBusyChange}
            submitLabel={proMode ? AUTH_TEXT.proModeEmailButton : undefined}
          />
        </>
      )}
    </>
  );
}
