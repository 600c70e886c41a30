'use client';

import { ModalLauncher } from '@/components/ui/modal-launcher';
import { FieldReportForm } from './field-report-form';

export interface AddFieldReportButtonProps {
  campgroundId: string;
  campgroundName: string;
}

/**
 * "Add a field report": signed-out visitors sign in or up first (the form opens after). Once the
 * report is saved the page is rendered again, so it shows the report and the new connectivity.
 */
export function AddFieldReportButton({ campgroundId, campgroundName }: AddFieldReportButtonProps) {
  return (
    <ModalLauncher label="Add a field report" title={`Field report for ${campgroundName}`}>
      {({ close, setBusy, finish }) => (
        <FieldReportForm
          campgroundId={campgroundId}
          onBusyChange={setBusy}
          onCancel={close}
          onSaved={() => finish('Thanks! Your field report is posted.')}
        />
      )}
    </ModalLauncher>
  );
}
