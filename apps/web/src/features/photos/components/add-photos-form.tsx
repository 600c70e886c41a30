'use client';

import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { type PendingPhoto, photosToUpload } from '../pending-photo';
import { uploadPhoto } from '../photo-upload';
import { PhotoPicker } from './photo-picker';
import styles from './gallery.module.css';
import { SubmitCancelButtons } from '@/components/ui/submit-cancel-buttons';

export interface AddPhotosFormProps {
  campgroundId: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  /** Called once every chosen photo is uploaded. */
  onDone: (count: number) => void;
}

/**
 * Photos on their own, not with a review: pick, caption, upload one by one with progress. A
 * failed photo stays in the list with its reason, and "Upload" tries only what is left.
 */
export function AddPhotosForm({ campgroundId, onBusyChange, onCancel, onDone }: AddPhotosFormProps) {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const update = (key: string, change: Partial<PendingPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  // A new choice answers "Choose at least one photo."; the message must not outlive it.
  function choose(next: PendingPhoto[]) {
    if (next.length > 0 && photos.length === 0) setAlert(null);
    setPhotos(next);
  }

  async function upload() {
    const queue = photosToUpload(photos);
    if (queue.length === 0) {
      setAlert(photos.length === 0 ? 'Choose at least one photo.' : 'Remove the photos that cannot be uploaded.');
      return;
    }
    setAlert(null);
    setBusy(true);
    let failures = 0;
    for (const photo of queue) {
      update(photo.key, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadPhoto(photo.file, { campgroundId, caption: photo.caption }, (progress) =>
          update(photo.key, { progress }),
        );
        update(photo.key, { status: 'done', progress: 1 });
      } catch (error) {
        failures++;
        update(photo.key, { status: 'failed', error: errorMessages(error).join(' ') });
      }
    }
    setBusy(false);
    if (failures === 0) onDone(queue.length);
    else setAlert(`${failures === 1 ? 'A photo' : `${failures} photos`} could not be uploaded. Remove or try again.`);
  }

  return (
    <form
      className={styles.addForm}
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      {alert && <FormAlert tone="error" messages={[alert]} />}
      <PhotoPicker id="add-photos" label="Photos" photos={photos} onChange={choose} disabled={busy} />
      <div className={styles.addActions}>
        <SubmitCancelButtons submitLabel={busy ? 'Uploading…' : 'Upload'} busy={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}
