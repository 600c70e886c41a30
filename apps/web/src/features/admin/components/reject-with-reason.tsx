'use client';

import { useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { REJECTION_REASON_MAX, rejectionReasonError } from '../admin-review';
import styles from './admin.module.css';

/** The words of the button that opens the box, of the box, and of the button that sends it. */
export interface ReasonLabels {
  open: string;
  field: string;
  submit: string;
}

const REJECT_LABELS: ReasonLabels = {
  open: 'Reject',
  field: 'Reason for rejecting',
  submit: 'Reject with this reason',
};

export interface RejectWithReasonProps {
  busy: boolean;
  onReject: (reason: string) => void;
  /** Another action that needs a reason (hiding a campground); rejecting by default. */
  labels?: ReasonLabels;
}

/** "Reject" opens a reason box; the rejection goes out (and is emailed) with the reason. */
export function RejectWithReason({ busy, onReject, labels = REJECT_LABELS }: RejectWithReasonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? rejectionReasonError(reason) : null;

  if (!open) {
    return (
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.dangerOutline}`}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {labels.open}
      </button>
    );
  }
  return (
    <form
      className={styles.reason}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!rejectionReasonError(reason)) onReject(reason);
      }}
    >
      <FieldFrame id={`${id}-reason`} label={labels.field} error={error}>
        {(aria) => (
          <textarea
            id={`${id}-reason`}
            className={fieldStyles.input}
            value={reason}
            maxLength={REJECTION_REASON_MAX + 100}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            {...aria}
          />
        )}
      </FieldFrame>
      <div className={styles.actions}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.danger}`} disabled={busy}>
          {labels.submit}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={busy}
          onClick={() => setOpen(false)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
