'use client';

import { PRO_TEXT } from '@campwise/domain';
import type { PaymentRequest, Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import type { WalletOptions } from './payment-card-types';
import styles from './payment-card-entry.module.css';

/** The browser's wallet, shown only when Stripe says it can pay (country US, currency usd). */
export function WalletButton({ stripe, wallet }: { stripe: Stripe; wallet: WalletOptions }) {
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const onPaymentMethod = useRef(wallet.onPaymentMethod);
  useEffect(() => {
    onPaymentMethod.current = wallet.onPaymentMethod;
  }, [wallet.onPaymentMethod]);

  const total = useMemo(
    () => ({ label: wallet.label, amount: wallet.amountCents }),
    [wallet.label, wallet.amountCents],
  );
  const created = useRef<PaymentRequest | null>(null);

  useEffect(() => {
    let live = true;
    const paymentRequest = stripe.paymentRequest({
      country: 'US',
      currency: 'usd',
      total,
      requestPayerName: true,
    });
    created.current = paymentRequest;
    paymentRequest.on('paymentmethod', (event) => {
      setBusy(true);
      void onPaymentMethod.current(event.paymentMethod.id).then((error) => {
        event.complete(error ? 'fail' : 'success');
        setBusy(false);
      });
    });
    void paymentRequest.canMakePayment().then((result) => {
      if (live && result) setRequest(paymentRequest);
    });
    return () => {
      live = false;
    };
    // The request is made once per Stripe instance; the total is kept current below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe]);

  useEffect(() => {
    const paymentRequest = created.current;
    if (paymentRequest && !paymentRequest.isShowing()) paymentRequest.update({ total });
  }, [total]);

  if (!request) return null;
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.block} ${styles.wallet}`}
        disabled={busy}
        onClick={() => request.show()}
      >
        Pay with your wallet
      </button>
      <p className={styles.divider}>{PRO_TEXT.orPayWithCard}</p>
    </>
  );
}
