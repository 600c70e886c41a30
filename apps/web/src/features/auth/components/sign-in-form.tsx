'use client';

import { AUTH_TEXT, validateEmail, validateSignInPassword } from '@campwise/domain';
import Link from 'next/link';
import { signIn } from 'next-auth/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { useForm } from '@/lib/forms/use-form';
import { reloadSession } from '@/lib/session-store';
import { CREDENTIALS_PROVIDER_ID, type ProviderSummary } from '../auth-provider-ids';
import { type SignInNotice, signInNoticeFromResult } from '../sign-in-errors';
import { OrDivider } from './or-divider';
import { ProviderButtons } from './provider-buttons';
import styles from './auth-form.module.css';

const validators = { username: validateEmail, password: validateSignInPassword };

export interface SignInFormProps {
  /** Prefills the email (the `username` query parameter). */
  initialEmail?: string;
  /** A notice from the page's `error` query parameter. */
  initialNotice?: SignInNotice | null;
  providers: readonly ProviderSummary[];
  /** Where to go after signing in; the form itself only reports success. */
  redirect: string;
  onSignedIn: () => void;
  /** Tells a surrounding modal not to close while a request is out. */
  onBusyChange?: (busy: boolean) => void;
}

/** Email and password sign-in, then the provider buttons (spec section 2). */
export function SignInForm({
  initialEmail = '',
  initialNotice = null,
  providers,
  redirect,
  onSignedIn,
  onBusyChange,
}: SignInFormProps) {
  const id = useId();
  const form = useForm({ username: initialEmail, password: '' }, validators);
  const [notice, setNotice] = useState<SignInNotice | null>(initialNotice);
  const [busy, setBusy] = useState(false);
  const { focus } = form;

  // Wrong credentials put the password field in focus, selected and ready to retype (spec section 4).
  useEffect(() => {
    if (notice?.focusPassword) focus('password', { select: true });
  }, [notice, focus]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    setBusy(true);
    onBusyChange?.(true);
    setNotice(null);
    try {
      const result = await signIn(CREDENTIALS_PROVIDER_ID, {
        redirect: false,
        callbackUrl: redirect,
        username: form.values.username.trim(),
        password: form.values.password,
      });
      if (!result) return;
      if (result.error || !result.ok) {
        setNotice(signInNoticeFromResult(result.error ?? ''));
        return;
      }
      // next-auth's signIn refreshes only its own SessionProvider, which this site does not mount.
      await reloadSession();
      track(ANALYTICS_EVENTS.signInCompleted, { method: 'email' });
      onSignedIn();
    } catch {
      setNotice(signInNoticeFromResult(''));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <>
      {notice && <FormAlert tone={notice.tone} messages={[notice.message]} />}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          field={form.field('username')}
        />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete="current-password"
          field={form.field('password')}
        />
        <p className={styles.forgot}>
          <Link href="/forgotpassword" prefetch={false}>
            {AUTH_TEXT.forgotPassword}
          </Link>
        </p>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy}>
          {AUTH_TEXT.signInButton}
        </button>
      </form>
      {providers.length > 0 && (
        <>
          <OrDivider />
          <ProviderButtons providers={providers} redirect={redirect} onSignedIn={onSignedIn} />
        </>
      )}
    </>
  );
}
