'use client';

// The "add" overlay for photos (spec section 2): the add-photos form in the shared modal,
// opened through the overlay host by AddPhotosButton and loaded when it opens.
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { AddPhotosForm } from './add-photos-form';

export interface AddPhotosOverlayProps {
  campgroundId: string;
  campgroundName: string;
  /** After the upload, once the overlay is closed: how many photos went in. */
  onDone: (count: number) => void;
  onClose: () => void;
}

/** Cannot be closed while an upload is under way. */
export function AddPhotosOverlay({ campgroundId, campgroundName, onDone, onClose }: AddPhotosOverlayProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={onClose} title={`Add photos of ${campgroundName}`} closeDisabled={busy} size="medium">
      <AddPhotosForm
        campgroundId={campgroundId}
        onBusyChange={setBusy}
        onCancel={onClose}
        onDone={(count) => {
          onClose();
          onDone(count);
        }}
      />
    </Modal>
  );
}
