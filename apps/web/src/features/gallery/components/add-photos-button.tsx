'use client';

import { ModalLauncher } from '@/components/ui/modal-launcher';
import { AddPhotosForm } from './add-photos-form';

export interface AddPhotosButtonProps {
  campgroundId: string;
  campgroundName: string;
}

/** "Add photos" to the gallery without writing a review; signed-out visitors sign in first. */
export function AddPhotosButton({ campgroundId, campgroundName }: AddPhotosButtonProps) {
  return (
    <ModalLauncher label="Add photos" title={`Add photos of ${campgroundName}`}>
      {({ close, setBusy, finish }) => (
        <AddPhotosForm
          campgroundId={campgroundId}
          onBusyChange={setBusy}
          onCancel={close}
          onDone={(count) =>
            finish(
              count === 1
                ? 'Thanks! Your photo is in the gallery.'
                : `Thanks! Your ${count} photos are in the gallery.`,
            )
          }
        />
      )}
    </ModalLauncher>
  );
}
