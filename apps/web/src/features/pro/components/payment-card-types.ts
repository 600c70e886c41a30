// What the payment card's pieces share: the handle a provider's card section registers for the
// pre-submit hook, the billing fields' form binding and the wallet options.
import type { MutableRefObject } from 'react';
import type { useForm } from '@/lib/forms/use-form';
import type { PaymentMethodResult } from '../pro-api';

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

/** What a provider's card section registers so the hook's createPaymentMethod can use it. */
export interface CardHandle {
  create: (billing: { name: string; line1: string }) => Promise<PaymentMethodResult>;
}

export type CardHandleRef = MutableRefObject<CardHandle | null>;

export type BillingField = ReturnType<typeof useForm<'stripeNameOnCard' | 'stripeCardAddress'>>['field'];
