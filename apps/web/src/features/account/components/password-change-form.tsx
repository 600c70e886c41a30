'use client';

import { validateSignInPassword, validateSignUpPassword } from '@campwise/domain';
import { type FormEvent, useId } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { signedInApiClient } from '@/lib/session-api-client';
import { useForm } from '@/lib/forms/use-form';
import { changePassword } from '../account-api';
import { useAccountAction } from './use-account-action';

const validators = { currentPassword: validateSignInPassword, newPassword: validateSignUpPassword };
const EMPTY = { currentPassword: '', newPassword: '' };

/** Current and new password. The API signs out the account's other sessions; this one stays. */
export function PasswordChangeForm({ userId }: { userId: string }) {
  const id = useId();
  const form = useForm(EMPTY, validators);
  const { busy, messages, run } = useAccountAction();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    await run(async () => {
      await changePassword(await signedInApiClient(), userId, form.values.currentPassword, form.values.newPassword);
      form.reset(EMPTY);
      return 'Your password has been changed.';
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
        field={form.field('currentPassword')}
      />
      <PasswordField
        id={`${id}-new`}
        label="New password"
        hint="At least 8 characters."
        autoComplete="new-password"
        field={form.field('newPassword')}
      />
      {messages && <FormAlert tone={messages.tone} messages={messages.texts} />}
      <button type="submit" className={buttonStyles.button} disabled={busy}>
        Change password
      </button>
    </form>
  );
}
