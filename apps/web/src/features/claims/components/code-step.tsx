'use client';

import { type FormEvent, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import type { Claim } from '../claim-schema';
import { type Refusal, refusalInput, shownRefusal } from '../refusal';
import styles from './claims.module.css';

export interface CodeStepProps {
  claim: Claim;
  onSubmit: (code: string) => Promise<void>;
  /** Sends a fresh code the same way. */
  onResend: () => Promise<void>;
  /** Back to choosing another way. */
  onOtherMethod: () => void;
}

const CODE_PATTERN = /^\d{6}$/;

/** Step 2, second half: the 6-digit code that went to the listed (or business) address. */
export function CodeStep({ claim, onSubmit, onResend, onOtherMethod }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // A refused code stops being shown as soon as the claimant edits it.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errors = shownRefusal(refusal, refusalInput(code));
  const [notice, setNotice] = useState('');
  const codeError = touched && !CODE_PATTERN.test(code) ? 'Enter the 6-digit code.' : null;

  const run = async (action: () => Promise<void>, done = '') => {
    setBusy(true);
    setRefusal(null);
    setNotice('');
    try {
      await action();
      setNotice(done);
    } catch (error) {
      setRefusal({ input: refusalInput(code), messages: errorMessages(error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!CODE_PATTERN.test(code)) return;
    void run(() => onSubmit(code));
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="code-heading">
      <h2 id="code-heading">Enter your code</h2>
      <p>
        We sent a 6-digit code to <strong>{claim.verificationTargetHint}</strong>. It is valid for 30 minutes.
      </p>
      <FieldFrame id="claim-code" label="Code" error={codeError}>
        {(aria) => (
          <input
            id="claim-code"
            name="code"
            className={`${fieldStyles.input} ${styles.codeInput}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={() => setTouched(true)}
            {...aria}
          />
        )}
      </FieldFrame>
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button} disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={busy}
          onClick={() => void run(onResend, 'A new code is on its way.')}
        >
          Send a new code
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={busy}
          onClick={onOtherMethod}
        >
          Verify another way
        </button>
      </div>
    </form>
  );
}
