'use client';

import { PAYMENT_FALLBACK_ERROR } from '@campwise/domain';
import { Elements } from '@stripe/react-stripe-js';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createApiClient } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { loadPaymentSettings, type PaymentMethodResult, type PaymentSettings } from '../pro-api';
import { BillingFields } from './billing-fields';
import { LocalCardFields } from './local-card-fields';
import type { BillingField, CardHandle, CardHandleRef, WalletOptions } from './payment-card-types';
import styles from './payment-card-entry.module.css';
import { stripeFor, StripeCardSection } from './stripe-card-section';

export type { PaymentMethodResult } from '../pro-api';
export type { WalletOptions } from './payment-card-types';

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

const billingValidators = {
  stripeNameOnCard: (value: string) => (value.trim() ? null : 'Enter the name on the card.'),
};

let settingsPromise: Promise<PaymentSettings> | null = null;

function paymentSettings(): Promise<PaymentSettings> {
  settingsPromise ??= loadPaymentSettings(createApiClient()).catch((error: unknown) => {
    settingsPromise = null;
    throw error;
  });
  return settingsPromise;
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
  billing: BillingField;
  handle: CardHandleRef;
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
