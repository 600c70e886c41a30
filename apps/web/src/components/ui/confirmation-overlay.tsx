'use client';

// The spec's "delete" and "confirmation" overlays: one question, a button that does it and one
// that backs out. Shared, as every feature that deletes or cancels something asks the same way.
import { type ReactNode, useState } from 'react';
import { errorMessages } from '@/lib/api-client';
import buttonStyles from './button.module.css';
import styles from './confirmation-overlay.module.css';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

export interface ConfirmationOverlayProps {
  title: string;
  /** What will happen, and what it means for the camper. */
  message: ReactNode;
  /** The button that does it (drawn as a danger button). */
  confirmLabel: string;
  /** The confirm button's words while it runs; the label stays when not given. */
  busyLabel?: string;
  /** The button that backs out ("Keep it"). */
  cancelLabel: string;
  /** Does it; rejects with the API's error, which is shown here. The overlay closes once it resolves. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Cannot be closed while the action runs; a failure stays in the overlay so the camper can retry. */
export function ConfirmationOverlay(props: ConfirmationOverlayProps) {
  const { title, message, confirmLabel, busyLabel, cancelLabel, onConfirm, onClose } = props;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const confirm = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} closeDisabled={busy}>
      {typeof message === 'string' ? <p>{message}</p> : message}
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.danger}`}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={busy}
          onClick={onClose}
        >
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}
