'use client';

import { PAYMENT_FALLBACK_ERROR, PRO_TEXT } from '@campwise/domain';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The "pure" entry: the package's main one inserts Stripe.js into every page that imports it,
// configured or not; this one loads it only when stripeFor() is first called, for a card form.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { BillingFields } from './billing-fields';
import type { BillingField, CardHandleRef, WalletOptions } from './payment-card-types';
import styles from './payment-card-entry.module.css';
import { WalletButton } from './wallet-button';

const stripePromises = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once per page. */
export function stripeFor(key: string): Promise<Stripe | null> {
  let promise = stripePromises.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripePromises.set(key, promise);
  }
  return promise;
}

/** Stripe Elements' card, with the wallet button above it when the browser has one. */
export function StripeCardSection({
  billing,
  handle,
  wallet,
}: {
  billing: BillingField;
  handle: CardHandleRef;
  wallet?: WalletOptions | undefined;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();

  useEffect(() => {
    handle.current = {
      create: async ({ name, line1 }) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: PAYMENT_FALLBACK_ERROR };
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name, address: { line1 } },
        });
        if (error || !paymentMethod) return { error: error?.message || PAYMENT_FALLBACK_ERROR };
        return { id: paymentMethod.id };
      },
    };
    return () => {
      handle.current = null;
    };
  }, [stripe, elements, handle]);

  return (
    <>
      {wallet && stripe && <WalletButton stripe={stripe} wallet={wallet} />}
      <BillingFields billing={billing} />
      <div className={styles.cardGroup} role="group" aria-labelledby={labelId}>
        <p id={labelId} className={fieldStyles.label}>
          {PRO_TEXT.cardInformation}
        </p>
        <div className={`${fieldStyles.input} ${styles.stripeCard}`}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
    </>
  );
}
