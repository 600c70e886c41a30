'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { formatLongDate } from '@/features/reviews/review-dates';
import { errorMessages } from '@/lib/api-client';
import { deleteFieldReport } from '../field-reports-client';
import styles from './field-reports.module.css';

export interface DeleteFieldReportButtonProps {
  reportId: string;
  authorId: string | null;
  visitedOn: string;
}

/** Delete, for the report's author only (the API refuses everyone else anyway). */
export function DeleteFieldReportButton({ reportId, authorId, visitedOn }: DeleteFieldReportButtonProps) {
  const { user } = useCurrentUser();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  if (!user || authorId === null || user.id !== authorId) return null;

  const onDelete = async () => {
    setBusy(true);
    setError([]);
    try {
      await deleteFieldReport(reportId);
      setOpen(false);
      router.refresh();
    } catch (caught) {
      setError(errorMessages(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.footer}>
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          setError([]);
          setOpen(true);
        }}
      >
        Delete report
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete your field report?" closeDisabled={busy}>
        <p>
          Your field report from {formatLongDate(visitedOn)} will be deleted and the connectivity ratings updated. This
          cannot be undone.
        </p>
        <FormAlert tone="error" messages={error} />
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.danger}`}
            disabled={busy}
            onClick={onDelete}
          >
            {busy ? 'Deleting…' : 'Delete field report'}
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            disabled={busy}
            onClick={() => setOpen(false)}
          >
            Keep it
          </button>
        </div>
      </Modal>
    </div>
  );
}
