'use client';

// The spec's "delete" overlay for the account, opened through the overlay host by DeleteAccount
// and loaded when it opens: a form rather than the shared confirmation, as the camper types
// their email to confirm.
import { type FormEvent, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { signedInApiClient } from '@/lib/session-api-client';
import { signOutAndLeave } from '@/features/auth/sign-out';
import { errorMessages } from '@/lib/api-client';
import { confirmsEmail, deleteAccount } from '../account-api';
import styles from './account.module.css';

export interface DeleteAccountOverlayProps {
  userId: string;
  email: string;
  onClose: () => void;
}

/** Deleting the account, confirmed by typing its email; on success the camper is signed out. */
export function DeleteAccountOverlay({ userId, email, onClose }: DeleteAccountOverlayProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const confirmed = confirmsEmail(typed, email);

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
    <Modal open onClose={onClose} title="Delete your account?" closeDisabled={busy}>
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
            onClick={onClose}
            disabled={busy}
          >
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
