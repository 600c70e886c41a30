'use client';

import { validateEmail, validateName, validateSignUpPassword } from '@campwise/domain';
import { signIn } from 'next-auth/react';
import { type FormEvent, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { errorMessages } from '@/lib/api-client';
import { storeCoupon } from '@/lib/coupon-storage';
import { useForm } from '@/lib/forms/use-form';
import { reloadSession } from '@/lib/session-store';
import { CREDENTIALS_PROVIDER_ID } from '../auth-provider-ids';
import { signUpErrorText } from '../sign-in-errors';
import { createUser } from '../sign-up-api';
import styles from './auth-form.module.css';

const validators = { name: validateName, email: validateEmail, password: validateSignUpPassword };

export interface SignUpEmailFormProps {
  /** Where next-auth is told the sign-in leads; the form itself only reports success. */
  redirect: string;
  onSignedUp: () => void;
  onBusyChange?: (busy: boolean) => void;
  /** The page's `error` query parameter, already worded. */
  initialError?: string | null;
  /** The submit button's text: 'Sign Up' unless the PRO upsell says 'Continue'. */
  submitLabel?: string | undefined;
}

/** Name, email, password and an optional discount code; creates the account, then signs in. */
export function SignUpEmailForm({
  redirect,
  onSignedUp,
  onBusyChange,
  initialError = null,
  submitLabel = 'Sign Up',
}: SignUpEmailFormProps) {
  const id = useId();
  const form = useForm({ name: '', email: '', password: '', discountCode: '' }, validators);
  const [errors, setErrors] = useState<string[]>(initialError ? [initialError] : []);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    const { name, email, password, discountCode } = form.values;
    setBusy(true);
    onBusyChange?.(true);
    setErrors([]);
    try {
      try {
        await createUser({ name, email, password });
      } catch (error) {
        const messages = errorMessages(error);
        setErrors(messages);
        track(ANALYTICS_EVENTS.signUpError, { errors: messages.join(' | ') });
        return;
      }
      storeCoupon(discountCode);
      const result = await signIn(CREDENTIALS_PROVIDER_ID, {
        redirect: false,
        callbackUrl: redirect,
        username: email.trim(),
        password,
      });
      if (!result) return;
      if (result.error || !result.ok) {
        setErrors([signUpErrorText(result.error ?? 'CredentialsSignin') ?? '']);
        return;
      }
      // next-auth's signIn refreshes only its own SessionProvider, which this site does not mount.
      await reloadSession();
      track(ANALYTICS_EVENTS.signUpCompleted, { method: 'email', discountCode: Boolean(discountCode.trim()) });
      onSignedUp();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <>
      <FormAlert tone="error" messages={errors} />
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField id={`${id}-name`} label="Name" autoComplete="name" field={form.field('name')} />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          field={form.field('email')}
        />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          hint="At least 8 characters."
          autoComplete="new-password"
          field={form.field('password')}
        />
        <TextField
          id={`${id}-discount`}
          label="Discount code (optional)"
          autoComplete="off"
          field={form.field('discountCode')}
        />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}
