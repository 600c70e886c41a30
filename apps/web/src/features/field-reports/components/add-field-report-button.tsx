'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { useRequireAccount } from '@/features/auth/components/account-gate';
import { FieldReportForm } from './field-report-form';
import styles from './field-reports.module.css';

export interface AddFieldReportButtonProps {
  campgroundId: string;
  campgroundName: string;
}

/**
 * "Add a field report": signed-out visitors sign in or up first (the form opens after). Once the
 * report is saved the page is rendered again, so it shows the report and the new connectivity.
 */
export function AddFieldReportButton({ campgroundId, campgroundName }: AddFieldReportButtonProps) {
  const router = useRouter();
  const requireAccount = useRequireAccount();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  return (
    <div>
      <button
        type="button"
        className={buttonStyles.button}
        aria-haspopup="dialog"
        onClick={() => {
          setNotice('');
          requireAccount(() => setOpen(true));
        }}
      >
        Add a field report
      </button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Field report for ${campgroundName}`}
        closeDisabled={busy}
        size="medium"
      >
        {/* Mounted only while open, so each report starts from an empty form. */}
        {open && (
          <FieldReportForm
            campgroundId={campgroundId}
            onBusyChange={setBusy}
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              setNotice('Thanks! Your field report is posted.');
              router.refresh();
            }}
          />
        )}
      </Modal>
    </div>
  );
}
