'use client';

import { type FormEvent, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { signedInApiClient } from '@/features/auth/fresh-session';
import { signOutAndLeave } from '@/features/auth/sign-out';
import { errorMessages } from '@/lib/api-client';
import { confirmsEmail, deleteAccount } from '../account-api';
import styles from './account.module.css';

/** Deleting the account, confirmed by typing its email in a modal. */
export function DeleteAccount({ userId, email }: { userId: string; email: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const confirmed = confirmsEmail(typed, email);

  const close = () => {
    setOpen(false);
    setTyped('');
    setErrors([]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !confirmed) return;
    setBusy(true);
    setErrors([]);
    try {
      await deleteAccount(await signedInApiClient(), userId);
      await signOutAndLeave('/');
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.note}>
        Deleting your account removes your profile and signs you out everywhere. This cannot be undone.
      </p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.dangerOutline}`}
        onClick={() => setOpen(true)}
      >
        Delete account
      </button>
      <Modal open={open} onClose={close} title="Delete your account?" closeDisabled={busy}>
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          <p>
            This permanently deletes the account <strong>{email}</strong> and signs you out. It cannot be undone.
          </p>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-confirm`} className={fieldStyles.label}>
              Type your email address to confirm
            </label>
            <input
              id={`${id}-confirm`}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className={fieldStyles.input}
            />
          </div>
          <FormAlert tone="error" messages={errors} />
          <div className={styles.actions}>
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.danger}`}
              disabled={!confirmed || busy}
            >
              Delete my account
            </button>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onClick={close}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
