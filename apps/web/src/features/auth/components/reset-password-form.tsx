'use client';

import { validateSignUpPassword } from '@campwise/domain';
import Link from 'next/link';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessages } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { isInvalidResetToken, redeemPasswordReset } from '../password-reset-api';
import styles from './auth-form.module.css';

const validators = { password: validateSignUpPassword, confirmation: validateSignUpPassword };
const MISMATCH = 'The passwords do not match.';
const CHANGED = 'Your password has been changed. Sign in with your new password.';

type Outcome =
  { kind: 'changed' } | { kind: 'invalid-link'; messages: string[] } | { kind: 'error'; messages: string[] };

/** /password/reset?token=…: a new password, typed twice, for the account the link was sent to. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const form = useForm({ password: '', confirmation: '' }, validators);
  const [checkMatch, setCheckMatch] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const { focus } = form;

  const mismatch = checkMatch && form.values.confirmation !== form.values.password ? MISMATCH : null;
  const confirmationField = form.field('confirmation');

  useEffect(() => {
    if (outcome?.kind === 'changed' || outcome?.kind === 'invalid-link') result.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    setCheckMatch(true);
    if (form.values.confirmation !== form.values.password) {
      focus('confirmation');
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await redeemPasswordReset(token, form.values.password);
      setOutcome({ kind: 'changed' });
    } catch (error) {
      const messages = errorMessages(error);
      setOutcome(isInvalidResetToken(error) ? { kind: 'invalid-link', messages } : { kind: 'error', messages });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'changed') {
    return (
      <div ref={result} tabIndex={-1}>
        <FormAlert tone="success" messages={[CHANGED]} />
        <p className={styles.actions}>
          <Link href="/signin" prefetch={false} className={`${buttonStyles.button} ${buttonStyles.block}`}>
            Sign In
          </Link>
        </p>
      </div>
    );
  }

  if (outcome?.kind === 'invalid-link') return <InvalidResetLink messages={outcome.messages} focusRef={result} />;

  return (
    <>
      {outcome?.kind === 'error' && <FormAlert tone="error" messages={outcome.messages} />}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <PasswordField
          id={`${id}-password`}
          label="New password"
          hint="At least 8 characters."
          autoComplete="new-password"
          field={form.field('password')}
        />
        <PasswordField
          id={`${id}-confirmation`}
          label="Confirm new password"
          autoComplete="new-password"
          field={{ ...confirmationField, error: confirmationField.error ?? mismatch }}
        />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy}>
          Change password
        </button>
      </form>
    </>
  );
}

/** A link that cannot work (missing, bad, used or expired token): the way out is a new one. */
export function InvalidResetLink({
  messages,
  focusRef,
}: {
  messages: readonly string[];
  focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={focusRef} tabIndex={-1}>
      <FormAlert tone="error" messages={messages} />
      <p className={styles.actions}>
        <Link href="/forgotpassword" prefetch={false} className={`${buttonStyles.button} ${buttonStyles.block}`}>
          Request a new link
        </Link>
      </p>
    </div>
  );
}
