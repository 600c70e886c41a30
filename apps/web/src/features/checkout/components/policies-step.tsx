'use client';

import { useId, useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import type { Reservation } from '../reservation';
import { useCheckout } from './checkout-provider';
import { StepForm } from './step-form';
import styles from './checkout.module.css';

const ACCEPT_REQUIRED = 'Please accept the policies to continue.';

/** Check-in and check-out times, the cancellation policy in the API's words, and acceptance. */
export function PoliciesStep({ reservation }: { reservation: Reservation }) {
  const id = useId();
  const { save } = useCheckout();
  const [accepted, setAccepted] = useState(reservation.policiesAcceptedAt !== null);
  const [error, setError] = useState<string | null>(null);

  const onContinue = async () => {
    if (!accepted) {
      setError(ACCEPT_REQUIRED);
      return false;
    }
    await save({ policiesAccepted: true });
    return true;
  };

  return (
    <StepForm step="policies" onContinue={onContinue}>
      <dl className={styles.facts}>
        <div>
          <dt>Check-in</dt>
          <dd>{reservation.checkInTime ? `From ${reservation.checkInTime}` : 'Ask the campground'}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{reservation.checkOutTime ? `By ${reservation.checkOutTime}` : 'Ask the campground'}</dd>
        </div>
        <div>
          <dt>Cancellation</dt>
          <dd>{reservation.cancellationPolicy ?? 'Ask the campground before booking.'}</dd>
        </div>
      </dl>
      <div className={styles.accept}>
        <input
          id={`${id}-accept`}
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-accept-error` : undefined}
        />
        <label htmlFor={`${id}-accept`}>I accept the check-in, check-out and cancellation policies.</label>
      </div>
      <p id={`${id}-accept-error`} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </StepForm>
  );
}
