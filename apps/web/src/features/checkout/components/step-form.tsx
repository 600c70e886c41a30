'use client';

import Link from 'next/link';
import { type FormEvent, type ReactNode, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessages } from '@/lib/api-client';
import { checkoutStepPath, neighbourSteps } from '../checkout-steps';
import { stepLabel } from '../step-labels';
import { useCheckout } from './checkout-provider';
import styles from './checkout.module.css';

export interface StepFormProps {
  step: string;
  children: ReactNode;
  /**
   * Saves the step. Answers true to move on to the next step; false to stay (the step shows
   * why itself). A rejection shows the API's message above the buttons.
   */
  onContinue: () => Promise<boolean>;
  continueLabel?: string;
  busyLabel?: string;
  /** Disables Continue (e.g. the card form has not loaded). */
  disabled?: boolean;
}

/** One step's form: its title, fields, the API's message on failure, then Back and Continue. */
export function StepForm({
  step,
  children,
  onContinue,
  continueLabel = 'Continue',
  busyLabel,
  disabled,
}: StepFormProps) {
  const { reservationId, steps, goToStep, reload } = useCheckout();
  const { previous, next } = neighbourSteps(steps, step);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const headingId = `step-${step}-heading`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      if ((await onContinue()) && next) goToStep(next);
    } catch (error) {
      setErrors(errorMessages(error));
      // The hold ran out meanwhile: reading the reservation again shows the expired hold.
      if (error instanceof ApiError && error.code === 'hold-expired') void reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className={styles.panelTitle}>
        {stepLabel(step)}
      </h2>
      {children}
      <FormAlert tone="error" messages={errors} />
      <div className={styles.stepActions}>
        {previous ? (
          <Link
            href={checkoutStepPath(reservationId, previous)}
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          >
            Back
          </Link>
        ) : (
          <span />
        )}
        <button type="submit" className={buttonStyles.button} disabled={busy || disabled}>
          {busy && busyLabel ? busyLabel : continueLabel}
        </button>
      </div>
    </form>
  );
}
