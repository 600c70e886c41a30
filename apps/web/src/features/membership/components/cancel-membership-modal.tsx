'use client';

import { formatLongDate } from '@campwise/domain';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { errorMessages } from '@/lib/api-client';
import styles from './membership.module.css';

interface CancelMembershipModalProps {
  open: boolean;
  /** The member stays PRO until this date. */
  proUntil: Date;
  onClose: () => void;
  /** Cancels at the period's end; rejects with the API's error. */
  onConfirm: () => Promise<void>;
}

/** Asks before cancelling, saying what the member keeps: PRO until the date, and no further charge. */
export function CancelMembershipModal({ open, proUntil, onClose, onConfirm }: CancelMembershipModalProps) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const date = formatLongDate(proUntil);

  const close = () => {
    setErrors([]);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title="Cancel your PRO membership?" closeDisabled={busy}>
      <p>
        You stay PRO until <strong>{date}</strong>, and you will not be charged again. You can resume your membership
        any time before then.
      </p>
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.danger}`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          Cancel membership
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={close}
          disabled={busy}
        >
          Keep PRO
        </button>
      </div>
    </Modal>
  );
}
