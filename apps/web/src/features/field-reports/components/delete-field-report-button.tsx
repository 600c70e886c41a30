'use client';

import { useRouter } from 'next/navigation';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useOverlays } from '@/features/overlays/use-overlays';
import { formatLongDate } from '@/lib/calendar-dates';
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
  const { openOverlay } = useOverlays();
  if (!user || authorId === null || user.id !== authorId) return null;

  return (
    <div className={styles.footer}>
      <button
        type="button"
        className={styles.textButton}
        onClick={() =>
          openOverlay('delete', {
            title: 'Delete your field report?',
            message: `Your field report from ${formatLongDate(visitedOn)} will be deleted and the connectivity ratings updated. This cannot be undone.`,
            confirmLabel: 'Delete field report',
            busyLabel: 'Deleting…',
            cancelLabel: 'Keep it',
            onConfirm: async () => {
              await deleteFieldReport(reportId);
              router.refresh();
            },
          })
        }
      >
        Delete report
      </button>
    </div>
  );
}
