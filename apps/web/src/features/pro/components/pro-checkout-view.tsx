'use client';

import {
  formatUsd,
  noCommitmentText,
  PRO_TEXT,
  type PurchaseQuote,
  trialEndDate,
  trialOfferText,
} from '@campwise/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import type { ProPlan } from '../pro-api';
import { type AppliedDiscount, useProOffer } from '../use-pro-offer';
import { type PurchaseInput, useProPurchase } from '../use-pro-purchase';
import { usePaymentCard } from './payment-card-entry';
import styles from './pro-checkout.module.css';

export interface ProCheckoutViewProps {
  /** Where a new member goes after buying; null to stay on the page. */
  redirect: string | null;
  /** True while a purchase is being made: the modal must not close under it. */
  onBusyChange?: (busy: boolean) => void;
  /** The success screen's "Continue": the modal closes. */
  onDone: () => void;
}

const YEAR_DAYS = 365;

/** The 'Get PRO' checkout (spec section 2), shown in the upsell modal; its heading is the modal's. */
export function ProCheckoutView({ redirect, onBusyChange, onDone }: ProCheckoutViewProps) {
  const offer = useProOffer();
  const { purchase, subscription } = useProPurchase();

  if (subscription) return <PurchaseSuccess redirect={redirect} onDone={onDone} />;
  if (offer.state === 'loading') {
    return (
      <p className={styles.muted} role="status">
        Loading PRO…
      </p>
    );
  }
  if (offer.state === 'unavailable') return <FormAlert tone="error" messages={[offer.message]} />;
  return (
    <CheckoutForm
      plan={offer.plan}
      quote={offer.quote}
      discount={offer.discount}
      coupon={offer.coupon}
      couponProblem={offer.couponProblem}
      purchase={purchase}
      onBusyChange={onBusyChange}
    />
  );
}

interface CheckoutFormProps {
  plan: ProPlan;
  quote: PurchaseQuote;
  discount: AppliedDiscount | null;
  coupon: string | null;
  couponProblem: string | null;
  purchase: (input: PurchaseInput, token: string) => Promise<string | null>;
  onBusyChange?: ((busy: boolean) => void) | undefined;
}

function CheckoutForm({ plan, quote, discount, coupon, couponProblem, purchase, onBusyChange }: CheckoutFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Fixed when the checkout opens, so the date shown is the one the text promised.
  const [startedAt] = useState(() => new Date());
  const periodEnd = trialEndDate(startedAt, quote.trialDays > 0 ? quote.trialDays : YEAR_DAYS);
  const input: PurchaseInput = useMemo(
    () => ({ plan, coupon, trialDays: quote.trialDays, valueCents: quote.firstYear }),
    [plan, coupon, quote],
  );

  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange?.(working);
  };

  const buyWith = async (token: string): Promise<string | null> => {
    const failure = await purchase(input, token);
    setError(failure);
    return failure;
  };

  const card = usePaymentCard({
    wallet: {
      amountCents: quote.dueNow,
      label: plan.name,
      onPaymentMethod: async (token) => {
        setWorking(true);
        try {
          return await buyWith(token);
        } finally {
          setWorking(false);
        }
      },
    },
  });

  const busyRef = useRef(onBusyChange);
  useEffect(() => {
    busyRef.current = onBusyChange;
  }, [onBusyChange]);
  useEffect(() => () => busyRef.current?.(false), []);

  // Spec section 4: errors cleared, the pre-submit hook makes the card token, then the submit.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setWorking(true);
    try {
      const method = await card.createPaymentMethod();
      if ('error' in method) {
        setError(method.error);
        return;
      }
      await buyWith(method.id);
    } finally {
      setWorking(false);
    }
  };

  const offerText = trialOfferText(quote.trialDays);
  return (
    <div className={styles.checkout}>
      {offerText && <p className={styles.offer}>{offerText}</p>}
      <ul className={styles.features}>
        {PRO_TEXT.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {couponProblem && <FormAlert tone="info" messages={[`Your discount code was not applied: ${couponProblem}`]} />}
      <dl className={styles.summary}>
        <div>
          <dt>{plan.name}, yearly</dt>
          <dd>
            {discount && quote.discount > 0 && (
              <>
                <s className={styles.muted}>{formatUsd(quote.renewal)}</s>{' '}
              </>
            )}
            {formatUsd(quote.firstYear)}
          </dd>
        </div>
        {discount && quote.discount > 0 && (
          <div className={styles.discountLine}>
            <dt>Discount ({discount.code})</dt>
            <dd>−{formatUsd(quote.discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{PRO_TEXT.totalDueToday}</dt>
          <dd>{formatUsd(quote.dueNow)}</dd>
        </div>
      </dl>
      <FormAlert tone="error" messages={error ? [error] : []} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        {card.fields}
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy || !card.ready}>
          {quote.trialDays > 0 ? PRO_TEXT.startFreeTrial : PRO_TEXT.subscribeNow}
        </button>
      </form>
      <p className={styles.fineprint}>{noCommitmentText(quote.dueNow, periodEnd, quote.firstYear)}</p>
      <p className={styles.fineprint}>
        By starting your membership you agree to our <Link href="/about/tacos">Terms of Use</Link> and{' '}
        <Link href="/about/privacy">Privacy Policy</Link>.
      </p>
    </div>
  );
}

function PurchaseSuccess({ redirect, onDone }: { redirect: string | null; onDone: () => void }) {
  const router = useRouter();
  useEffect(() => {
    if (redirect) router.push(redirect);
  }, [redirect, router]);
  return (
    <div className={styles.success} role="status">
      <h3 className={styles.successTitle}>Welcome to PRO</h3>
      <p>Your membership is active. You can manage it any time in your account settings.</p>
      <div className={styles.successActions}>
        <button type="button" className={buttonStyles.button} onClick={onDone}>
          Continue
        </button>
        <Link href="/account" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onDone}>
          Go to your account
        </Link>
      </div>
    </div>
  );
}
