'use client';

import { PHOTO_CAPTION_MAX_LENGTH } from '@campwise/domain';
import { useEffect, useRef } from 'react';
import { formatFileSize, MAX_PHOTOS_PER_REVIEW, PHOTO_ACCEPT } from '../photo-files';
import { type PendingPhoto, pendingPhoto } from '../pending-photo';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  id: string;
  photos: readonly PendingPhoto[];
  onChange: (photos: PendingPhoto[]) => void;
  disabled: boolean;
  /** With a review photos are optional; on their own they are the point. */
  label?: string;
}

/** Frees the previews' blob: URLs when the form goes away. */
function useRevokeOnUnmount(photos: readonly PendingPhoto[]) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);
}

function statusText(photo: PendingPhoto): string {
  switch (photo.status) {
    case 'ready':
      return formatFileSize(photo.file.size);
    case 'invalid':
    case 'failed':
      return photo.error ?? 'Could not upload this photo.';
    case 'uploading':
      return `Uploading… ${Math.round(photo.progress * 100)}%`;
    case 'done':
      return 'Uploaded';
  }
}

/** Choose photos (JPEG, PNG or WebP up to 10 MB), caption them, and follow each upload. */
export function PhotoPicker({ id, photos, onChange, disabled, label = 'Photos (optional)' }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useRevokeOnUnmount(photos);
  const room = MAX_PHOTOS_PER_REVIEW - photos.filter((photo) => photo.status !== 'invalid').length;

  const add = (files: FileList | null) => {
    if (!files) return;
    const chosen = Array.from(files).slice(0, Math.max(0, room)).map(pendingPhoto);
    onChange([...photos, ...chosen]);
    // Clearing the input lets the same file be chosen again after removing it.
    if (input.current) input.current.value = '';
  };

  const update = (key: string, change: Partial<PendingPhoto>) =>
    onChange(photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        JPEG, PNG or WebP, up to 10 MB each; at most {MAX_PHOTOS_PER_REVIEW}. Location data is removed.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled || room <= 0}
        aria-describedby={`${id}-hint`}
        onChange={(event) => add(event.target.files)}
        className={styles.input}
      />
      {photos.length > 0 && (
        <ul className={styles.list} aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.key} className={styles.item} data-status={photo.status}>
              {/* A local preview (blob: URL): there is nothing for next/image to optimise. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.previewUrl} alt="" className={styles.preview} />
              <div className={styles.details}>
                <span className={styles.name}>{photo.file.name}</span>
                {photo.status !== 'invalid' && (
                  <input
                    type="text"
                    value={photo.caption}
                    maxLength={PHOTO_CAPTION_MAX_LENGTH}
                    placeholder="Caption (optional)"
                    aria-label={`Caption for photo ${index + 1}`}
                    disabled={disabled || photo.status === 'done' || photo.status === 'uploading'}
                    onChange={(event) => update(photo.key, { caption: event.target.value })}
                    className={styles.caption}
                  />
                )}
                {photo.status === 'uploading' && (
                  <progress
                    max={1}
                    value={photo.progress}
                    aria-label={`Uploading ${photo.file.name}`}
                    className={styles.progress}
                  />
                )}
                <span
                  className={styles.status}
                  role={photo.status === 'failed' || photo.status === 'invalid' ? 'alert' : undefined}
                >
                  {statusText(photo)}
                </span>
              </div>
              {photo.status !== 'done' && photo.status !== 'uploading' && (
                <button
                  type="button"
                  className={styles.remove}
                  disabled={disabled}
                  aria-label={`Remove ${photo.file.name}`}
                  onClick={() => {
                    URL.revokeObjectURL(photo.previewUrl);
                    onChange(photos.filter((other) => other.key !== photo.key));
                  }}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
