'use client';

import { validateEmail } from '@campwise/domain';
import Link from 'next/link';
import { useId } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useSendForm } from '@/lib/forms/use-send-form';
import { requestPasswordReset, resetLinkSentMessage } from '../password-reset-api';
import styles from './auth-form.module.css';

const validators = { email: validateEmail };

/** /forgotpassword: one email field; the answer never reveals whether it has an account. */
export function ForgotPasswordForm() {
  const id = useId();
  const { form, sentTo, errors, busy, confirmation, onSubmit } = useSendForm({ email: '' }, validators, (values) =>
    requestPasswordReset(values.email),
  );

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1}>
        <FormAlert tone="success" messages={[resetLinkSentMessage(sentTo)]} />
        <p className={styles.footer}>
          <Link href="/signin" prefetch={false}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <FormAlert tone="error" messages={errors} />
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          field={form.field('email')}
        />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy}>
          Send reset link
        </button>
      </form>
      <p className={styles.footer}>
        <Link href="/signin" prefetch={false}>
          Back to sign in
        </Link>
      </p>
    </>
  );
}
