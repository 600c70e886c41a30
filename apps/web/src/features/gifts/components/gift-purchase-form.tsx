'use client';

import { formatUsd, joinPurchaseErrors } from '@campwise/domain';
import { getSession } from '@/lib/session-store';
import { type FormEvent, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { usePaymentCard } from '@/features/pro/components/payment-card-entry';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { buyGift, type ProGift } from '../gift-api';
import { giftValidators } from '../gift-form';
import { newIdempotencyKey } from '../idempotency-key';
import styles from './gift.module.css';

const EMPTY = { recipientName: '', recipientEmail: '', message: '' };

/** Buying a year of PRO for someone: who it is for, a message, then the card. Signed-in only. */
export function GiftPurchaseForm({ priceCents }: { priceCents: number }) {
  const { isAuthenticated, status } = useCurrentUser();
  const requireAccount = useRequireAccount();
  const [bought, setBought] = useState<ProGift | null>(null);

  if (bought) return <GiftBought gift={bought} onAnother={() => setBought(null)} />;
  if (!isAuthenticated) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>Sign in first: the gift is bought from your account, and its receipt goes to you.</p>
        <button
          type="button"
          className={buttonStyles.button}
          disabled={status === 'loading'}
          onClick={() => requireAccount(() => undefined, 'sign-in')}
        >
          Sign in to buy a gift
        </button>
      </div>
    );
  }
  return <GiftPurchaseFields priceCents={priceCents} onBought={setBought} />;
}

function GiftPurchaseFields({ priceCents, onBought }: { priceCents: number; onBought: (gift: ProGift) => void }) {
  const id = useId();
  const form = useForm(EMPTY, giftValidators);
  const card = usePaymentCard();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const message = form.field('message');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    setBusy(true);
    setError(null);
    // One key per attempt: a repeated request of this attempt cannot charge twice, while a new
    // attempt (say, with another card) is a new purchase.
    const idempotencyKey = newIdempotencyKey();
    try {
      const method = await card.createPaymentMethod();
      if ('error' in method) {
        setError(method.error);
        return;
      }
      const session = await getSession();
      if (!session?.accessToken) {
        setError('Sign in to buy a gift.');
        return;
      }
      onBought(await buyGift(session.accessToken, { ...form.values, token: method.id }, idempotencyKey));
    } catch (failure) {
      setError(joinPurchaseErrors(failure instanceof ApiError ? failure.errors : []));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-busy={busy} aria-label="Buy a gift">
      <p className={styles.note}>A year of PRO for {formatUsd(priceCents)}, charged once. It does not renew.</p>
      <TextField id={`${id}-name`} label="Recipient's name" autoComplete="off" field={form.field('recipientName')} />
      <TextField
        id={`${id}-email`}
        label="Recipient's email"
        type="email"
        inputMode="email"
        autoComplete="off"
        field={form.field('recipientEmail')}
      />
      <FieldFrame id={`${id}-message`} label="Message (optional)" error={message.error}>
        {(aria) => (
          <textarea
            id={`${id}-message`}
            name="message"
            value={message.value}
            onChange={(event) => form.setValue('message', event.target.value)}
            onBlur={message.onBlur}
            {...aria}
            className={`${fieldStyles.input} ${styles.textarea}`}
          />
        )}
      </FieldFrame>
      {card.fields}
      <FormAlert tone="error" messages={error ? [error] : []} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button} disabled={busy || !card.ready}>
          {`Buy gift for ${formatUsd(priceCents)}`}
        </button>
      </div>
    </form>
  );
}

function GiftBought({ gift, onAnother }: { gift: ProGift; onAnother: () => void }) {
  return (
    <div className={styles.panel}>
      <FormAlert tone="success">
        <p>
          Your gift is paid. We emailed the code to {gift.recipientName ? `${gift.recipientName} at ` : ''}
          {gift.recipientEmail}.
        </p>
      </FormAlert>
      <p className={styles.note}>The gift code, in case you want to pass it on yourself:</p>
      <p className={styles.code}>{gift.code}</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onAnother}>
          Buy another gift
        </button>
      </div>
    </div>
  );
}
