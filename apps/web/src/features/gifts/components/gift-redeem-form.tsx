'use client';

import { formatLongDate, joinPurchaseErrors } from '@campwise/domain';
import { useSession } from '@/features/auth/use-session';
import { type FormEvent, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { signedInApiClient } from '@/lib/session-api-client';
import { ApiError } from '@/lib/api-client';
import { redeemGift } from '../gift-api';
import styles from './gift.module.css';

/** Redeeming a gift code while signed in; the code arrives prefilled from the emailed link. */
export function GiftRedeemForm({ initialCode }: { initialCode: string }) {
  const id = useId();
  const { update } = useSession();
  const requireAccount = useRequireAccount();
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [proUntil, setProUntil] = useState<Date | null>(null);

  const redeem = async (typed: string) => {
    setBusy(true);
    setError(null);
    try {
      const membership = await redeemGift(await signedInApiClient(), typed);
      // The session carries the PRO flag the header and map layers read.
      await update();
      setProUntil(membership.currentPeriodEnd ? new Date(membership.currentPeriodEnd) : new Date());
    } catch (failure) {
      setError(joinPurchaseErrors(failure instanceof ApiError ? failure.errors : []));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (busy) return;
    if (!typed) {
      setError('Please enter your gift code.');
      return;
    }
    requireAccount(() => void redeem(typed), 'sign-in');
  };

  if (proUntil) {
    return (
      <div className={styles.panel}>
        <FormAlert tone="success">
          <p>You&apos;re PRO until {formatLongDate(proUntil)}.</p>
        </FormAlert>
        <p className={styles.note}>Enjoy the free camping, public lands and coverage layers on the map.</p>
      </div>
    );
  }

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-busy={busy} aria-label="Redeem a gift">
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-code`} className={fieldStyles.label}>
          Gift code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={fieldStyles.input}
        />
      </div>
      <FormAlert tone="error" messages={error ? [error] : []} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button} disabled={busy}>
          Redeem gift
        </button>
      </div>
    </form>
  );
}
