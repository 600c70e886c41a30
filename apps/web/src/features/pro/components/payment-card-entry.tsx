'use client';

import { PAYMENT_FALLBACK_ERROR, PRO_TEXT } from '@campwise/domain';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type PaymentRequest, type Stripe } from '@stripe/stripe-js';
import { type MutableRefObject, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import { createApiClient } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { formatCardNumber, formatCvc, formatExpiry, parseLocalCard } from '../card-input-format';
import {
  createLocalPaymentMethod,
  loadPaymentSettings,
  type PaymentMethodResult,
  type PaymentSettings,
} from '../pro-api';
import styles from './payment-card-entry.module.css';

export type { PaymentMethodResult } from '../pro-api';

/** A wallet (Apple Pay, Google Pay) offered above the card form; Stripe only. */
export interface WalletOptions {
  /** What the wallet sheet says is charged today, in cents. */
  amountCents: number;
  label: string;
  /**
   * Called with the wallet's payment method id: the form submits with it as it would with a
   * card. Resolve with null on success, or the error text to show (the sheet then fails).
   */
  onPaymentMethod: (paymentMethodId: string) => Promise<string | null>;
}

export interface PaymentCard {
  /** The card section to render inside the caller's form. */
  fields: ReactNode;
  /**
   * The pre-submit hook: makes a payment method from what was typed (spec section 4). Answers
   * its id, or the text to show: the provider's message, or 'Unable to process payment'.
   */
  createPaymentMethod: () => Promise<PaymentMethodResult>;
  /** Whether the card form has loaded (which provider to use is asked of the API first). */
  ready: boolean;
}

/** What a provider's card section registers so the hook's createPaymentMethod can use it. */
interface CardHandle {
  create: (billing: { name: string; line1: string }) => Promise<PaymentMethodResult>;
}

const billingValidators = {
  stripeNameOnCard: (value: string) => (value.trim() ? null : 'Enter the name on the card.'),
};

let settingsPromise: Promise<PaymentSettings> | null = null;
const stripePromises = new Map<string, Promise<Stripe | null>>();

function paymentSettings(): Promise<PaymentSettings> {
  settingsPromise ??= loadPaymentSettings(createApiClient()).catch((error: unknown) => {
    settingsPromise = null;
    throw error;
  });
  return settingsPromise;
}

function stripeFor(key: string): Promise<Stripe | null> {
  let promise = stripePromises.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripePromises.set(key, promise);
  }
  return promise;
}

/**
 * The payment card of the PRO checkout and the gift purchase. Render `fields` inside the form;
 * call `createPaymentMethod()` when it is submitted and send the answered id as the token.
 * The API says which provider to use: with Stripe this is Stripe Elements (and a wallet button
 * when the browser has one), otherwise our own card inputs and the local test processor.
 */
export function usePaymentCard(options: { wallet?: WalletOptions } = {}): PaymentCard {
  const [settings, setSettings] = useState<PaymentSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const billing = useForm({ stripeNameOnCard: '', stripeCardAddress: '' }, billingValidators);
  const handle = useRef<CardHandle | null>(null);

  useEffect(() => {
    let live = true;
    paymentSettings().then(
      (loaded) => live && setSettings(loaded),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const { submit, values } = billing;
  const createPaymentMethod = useCallback(async (): Promise<PaymentMethodResult> => {
    if (!submit()) return { error: 'Enter the name on the card.' };
    if (!handle.current) return { error: PAYMENT_FALLBACK_ERROR };
    try {
      return await handle.current.create({
        name: values.stripeNameOnCard.trim(),
        line1: values.stripeCardAddress.trim(),
      });
    } catch {
      return { error: PAYMENT_FALLBACK_ERROR };
    }
  }, [submit, values]);

  const fields = (
    <PaymentCardEntry
      settings={settings}
      loadFailed={loadFailed}
      billing={billing.field}
      handle={handle}
      wallet={options.wallet}
    />
  );
  return { fields, createPaymentMethod, ready: settings !== null };
}

export interface PaymentCardEntryProps {
  /** Null while loading. */
  settings: PaymentSettings | null;
  loadFailed: boolean;
  billing: ReturnType<typeof useForm<'stripeNameOnCard' | 'stripeCardAddress'>>['field'];
  handle: MutableRefObject<CardHandle | null>;
  wallet?: WalletOptions | undefined;
}

/**
 * The card section (spec section 2): an optional wallet button, then 'Or pay with a card',
 * 'Name on Card', 'Street Address' and 'Card Information'. Made by usePaymentCard.
 */
export function PaymentCardEntry({ settings, loadFailed, billing, handle, wallet }: PaymentCardEntryProps) {
  if (loadFailed) {
    return (
      <p className={styles.notice} role="alert">
        The card form could not be loaded. Please reload the page and try again.
      </p>
    );
  }
  if (!settings) {
    return (
      <p className={styles.notice} role="status">
        Loading the card form…
      </p>
    );
  }
  if (settings.provider === 'stripe' && settings.publishableKey) {
    return (
      <Elements stripe={stripeFor(settings.publishableKey)}>
        <StripeCardSection billing={billing} handle={handle} wallet={wallet} />
      </Elements>
    );
  }
  return (
    <>
      <BillingFields billing={billing} />
      <LocalCardFields handle={handle} />
    </>
  );
}

function BillingFields({ billing }: { billing: PaymentCardEntryProps['billing'] }) {
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={PRO_TEXT.nameOnCard}
        autoComplete="cc-name"
        field={billing('stripeNameOnCard')}
      />
      <TextField
        id={`${id}-address`}
        label={PRO_TEXT.streetAddress}
        autoComplete="address-line1"
        field={billing('stripeCardAddress')}
      />
    </>
  );
}

function LocalCardFields({ handle }: { handle: PaymentCardEntryProps['handle'] }) {
  const id = useId();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });

  useEffect(() => {
    handle.current = {
      create: async ({ name, line1 }) => {
        const parsed = parseLocalCard(card);
        if ('error' in parsed) return parsed;
        return createLocalPaymentMethod({ ...parsed, name, addressLine: line1 });
      },
    };
    return () => {
      handle.current = null;
    };
  }, [card, handle]);

  return (
    <fieldset className={styles.cardGroup}>
      <legend className={fieldStyles.label}>{PRO_TEXT.cardInformation}</legend>
      <div className={styles.cardInputs}>
        <input
          id={`${id}-number`}
          className={`${fieldStyles.input} ${styles.number}`}
          aria-label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
        />
        <input
          id={`${id}-expiry`}
          className={`${fieldStyles.input} ${styles.expiry}`}
          aria-label="Expiration date (MM / YY)"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
        />
        <input
          id={`${id}-cvc`}
          className={`${fieldStyles.input} ${styles.cvc}`}
          aria-label="CVC"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={(event) => setCard({ ...card, cvc: formatCvc(event.target.value) })}
        />
      </div>
    </fieldset>
  );
}

function StripeCardSection({
  billing,
  handle,
  wallet,
}: {
  billing: PaymentCardEntryProps['billing'];
  handle: PaymentCardEntryProps['handle'];
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

/** The browser's wallet, shown only when Stripe says it can pay (country US, currency usd). */
function WalletButton({ stripe, wallet }: { stripe: Stripe; wallet: WalletOptions }) {
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
