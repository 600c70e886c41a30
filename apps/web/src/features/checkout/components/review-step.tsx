'use client';

import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { checkoutConfirmationPath, checkoutStepPath } from '../checkout-steps';
import { checkoutSessionStorage, clearPaymentMethod, storedPaymentMethod } from '../payment-method-storage';
import type { Reservation } from '../reservation';
import { payReservation } from '../reservations-api';
import { reservationsApi } from '../reservations-session';
import { useCheckout } from './checkout-provider';
import { PriceLines } from './price-lines';
import { StaySummary } from './stay-summary';
import { StepForm } from './step-form';
import styles from './checkout.module.css';

/**
 * Everything once more, then 'Confirm and pay' (or 'Request to book'): POST the stored payment
 * method. A declined card (402) keeps the draft and its hold and shows the provider's message.
 */
export function ReviewStep({ reservation }: { reservation: Reservation }) {
  const router = useRouter();
  const { replace } = useCheckout();
  const [storage] = useState(() => checkoutSessionStorage());
  const [paymentMethodId] = useState(() => storedPaymentMethod(storage, reservation.id));
  const [declined, setDeclined] = useState<string | null>(null);
  const request = reservation.bookingPolicy === 'request';

  const onContinue = async () => {
    setDeclined(null);
    if (!paymentMethodId) return false;
    try {
      const paid = await payReservation(await reservationsApi(), reservation.id, paymentMethodId);
      clearPaymentMethod(storage);
      track(ANALYTICS_EVENTS.bookingCompleted, {
        reservationId: paid.id,
        status: paid.status,
        valueCents: paid.totalCents,
      });
      replace(paid);
      router.push(checkoutConfirmationPath(reservation.id));
      return false;
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        setDeclined(error.detail ?? error.messages[0] ?? 'Unable to process payment');
        return false;
      }
      throw error;
    }
  };

  return (
    <StepForm
      step="review"
      onContinue={onContinue}
      continueLabel={request ? 'Request to book' : 'Confirm and pay'}
      busyLabel={request ? 'Sending your request…' : 'Paying…'}
      disabled={!paymentMethodId}
    >
      <StaySummary reservation={reservation} />
      <PriceLines reservation={reservation} />
      {request && (
        <p className={styles.note}>
          This campground confirms each booking itself. The total is held on your card, not charged, until the
          campground answers within 24 hours.
        </p>
      )}
      {!paymentMethodId && (
        <FormAlert tone="info">
          <p>
            Add a card first: <Link href={checkoutStepPath(reservation.id, 'payment')}>go to Payment</Link>.
          </p>
        </FormAlert>
      )}
      <FormAlert tone="error" messages={declined ? [declined] : []} />
    </StepForm>
  );
}
