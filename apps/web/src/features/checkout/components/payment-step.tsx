'use client';

import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { usePaymentCard } from '@/features/pro/components/payment-card-entry';
import { checkoutSessionStorage, storedPaymentMethod, storePaymentMethod } from '../payment-method-storage';
import type { Reservation } from '../reservation';
import { useCheckout } from './checkout-provider';
import { StepForm } from './step-form';
import styles from './checkout.module.css';

/**
 * The card, entered with the PRO checkout's card entry (local test processor by default, Stripe
 * when configured). The payment method is made here in the browser and kept under the session
 * key until review sends it; nothing is charged on this step.
 */
export function PaymentStep({ reservation }: { reservation: Reservation }) {
  const { goToStep } = useCheckout();
  const [storage] = useState(() => checkoutSessionStorage());
  const [useStored, setUseStored] = useState(() => storedPaymentMethod(storage, reservation.id) !== null);
  const [cardError, setCardError] = useState<string | null>(null);
  const card = usePaymentCard({
    wallet:
      reservation.totalCents !== null
        ? {
            amountCents: reservation.totalCents,
            label: reservation.campgroundName ?? 'Campsite',
            onPaymentMethod: (paymentMethodId) => {
              storePaymentMethod(storage, reservation.id, paymentMethodId);
              goToStep('review');
              return Promise.resolve(null);
            },
          }
        : undefined,
  });

  const onContinue = async () => {
    setCardError(null);
    if (useStored) return true;
    const method = await card.createPaymentMethod();
    if ('error' in method) {
      setCardError(method.error);
      return false;
    }
    storePaymentMethod(storage, reservation.id, method.id);
    return true;
  };

  return (
    <StepForm
      step="payment"
      onContinue={onContinue}
      busyLabel="Checking your card…"
      disabled={!useStored && !card.ready}
    >
      <p className={styles.note}>
        {reservation.bookingPolicy === 'request'
          ? 'Nothing is charged yet: the amount is held on your card until the campground answers your request.'
          : 'Your card is charged when you confirm on the next step.'}
      </p>
      {useStored ? (
        <div className={styles.storedCard} data-testid="stored-card">
          <p>Your card is ready for this booking.</p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => setUseStored(false)}
          >
            Use another card
          </button>
        </div>
      ) : (
        card.fields
      )}
      <FormAlert tone="error" messages={cardError ? [cardError] : []} />
    </StepForm>
  );
}
