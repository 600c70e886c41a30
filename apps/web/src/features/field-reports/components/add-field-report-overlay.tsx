'use client';

// The "add" overlay for a field report (spec section 2): the standalone field-report form in the
// shared modal, opened through the overlay host by AddFieldReportButton and loaded when it opens.
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { FieldReportForm } from './field-report-form';

export interface AddFieldReportOverlayProps {
  campgroundId: string;
  campgroundName: string;
  /** After the report is saved, once the overlay is closed. */
  onSaved: () => void;
  onClose: () => void;
}

/** Cannot be closed while the report is being saved. */
export function AddFieldReportOverlay({ campgroundId, campgroundName, onSaved, onClose }: AddFieldReportOverlayProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={onClose} title={`Field report for ${campgroundName}`} closeDisabled={busy} size="medium">
      <FieldReportForm
        campgroundId={campgroundId}
        onBusyChange={setBusy}
        onCancel={onClose}
        onSaved={() => {
          onClose();
          onSaved();
        }}
      />
    </Modal>
  );
}
