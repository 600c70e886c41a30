// A photo chosen in the review form, on its way to the API.
import { photoFileError } from './photo-files';

export type PendingPhotoStatus = 'ready' | 'invalid' | 'uploading' | 'done' | 'failed';

export interface PendingPhoto {
  key: string;
  file: File;
  caption: string;
  status: PendingPhotoStatus;
  /** 0–1 while uploading. */
  progress: number;
  error: string | null;
  /** A blob: URL of the file for its preview; revoked when the photo leaves the form. */
  previewUrl: string;
}

let counter = 0;

export function pendingPhoto(file: File): PendingPhoto {
  counter += 1;
  const error = photoFileError(file);
  return {
    key: `${counter}-${file.name}`,
    file,
    caption: '',
    status: error ? 'invalid' : 'ready',
    progress: 0,
    error,
    previewUrl: URL.createObjectURL(file),
  };
}

/** Photos still to send: ready ones and ones whose upload failed (a retry). */
export function photosToUpload(photos: readonly PendingPhoto[]): PendingPhoto[] {
  return photos.filter((photo) => photo.status === 'ready' || photo.status === 'failed');
}
