'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { checkoutConfirmationPath, checkoutStepPath, firstCheckoutStep } from '../checkout-steps';
import { useCheckout } from './checkout-provider';
import { CheckoutStepBody } from './checkout-step-body';
import { HoldCountdown } from './hold-countdown';
import { HoldExpired } from './hold-expired';
import { StepIndicator } from './step-indicator';
import { useHoldCountdown } from './use-hold-countdown';
import styles from './checkout.module.css';

const PAID = new Set(['pending', 'confirmed']);

/** /checkout/{id}/step/{step}: the countdown, the step indicator and the step itself. */
export function CheckoutStepPage({ step }: { step: string }) {
  const router = useRouter();
  const { reservationId, reservation, loadErrors, steps } = useCheckout();
  const seconds = useHoldCountdown(reservation?.status === 'draft' ? reservation.holdExpiresAt : null);
  const known = steps.includes(step);
  const status = reservation?.status;

  const reservationLoaded = reservation !== null && reservation !== undefined;
  useEffect(() => {
    if (reservationLoaded && known) track(ANALYTICS_EVENTS.bookingStepViewed, { reservationId, step });
  }, [reservationLoaded, known, reservationId, step]);

  useEffect(() => {
    if (!reservation) return;
    // Paid already (Back after paying): the confirmation, not a form that cannot be sent again.
    if (status && PAID.has(status)) router.replace(checkoutConfirmationPath(reservationId));
    else if (!known) router.replace(checkoutStepPath(reservationId, firstCheckoutStep(reservation.informationFields)));
  }, [reservation, status, known, reservationId, router]);

  if (!reservation) {
    return loadErrors.length > 0 ? (
      <div className={styles.panel}>
        <FormAlert tone="error" messages={loadErrors} />
        <p>
          <Link href="/account/trips">See your trips</Link>
        </p>
      </div>
    ) : (
      <p role="status" className={styles.loading}>
        Loading your reservation…
      </p>
    );
  }
  if (reservation.status === 'expired' || (reservation.status === 'draft' && seconds === 0)) {
    return <HoldExpired reservation={reservation} />;
  }
  if (reservation.status !== 'draft') {
    return (
      <div className={styles.panel}>
        <p>This reservation is {reservation.status} and cannot be changed here.</p>
        <p>
          <Link href={`/account/trips/${encodeURIComponent(reservation.id)}`}>See this trip</Link>
        </p>
      </div>
    );
  }
  if (!known) return null;

  return (
    <>
      <div className={styles.progress}>
        <StepIndicator reservationId={reservationId} steps={steps} current={step} />
        {seconds !== null && <HoldCountdown seconds={seconds} />}
      </div>
      <CheckoutStepBody step={step} reservation={reservation} />
    </>
  );
}
